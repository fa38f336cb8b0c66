/// How a table wider than its page is cut into bands of whole columns, each printed beside the
/// columns every band repeats (a timesheet's project and task): a band takes columns in order
/// while they fit the room left beside the repeated ones; a column wider than the room gets a
/// band to itself. Widths are in any one unit (the PDF's points).
public struct ColumnBands: Sendable, Hashable {
    /// The columns of each band, in order: at least one band, empty only for a table without columns.
    public let bands: [Range<Int>]

    /// The bands of columns `widths` in `room`.
    public init(widths: [Double], room: Double) {
        var bands: [Range<Int>] = []
        var start = 0, used = 0.0
        for (column, width) in widths.enumerated() {
            if used + width > room, column > start {
                bands.append(start..<column)
                (start, used) = (column, 0)
            }
            used += width
        }
        bands.append(start..<widths.count)
        self.bands = bands
    }
}
