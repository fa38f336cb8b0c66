import QuipuCore

/// A period as notes name it, with its days unless it is one: `2024-W45 (2024-11-04 to
/// 2024-11-10)`, `2024-03-25`.
func periodInWords(_ period: Period, first: LocalDate, last: LocalDate) -> String {
    first == last ? "\(period)" : "\(period) (\(first) to \(last))"
}
