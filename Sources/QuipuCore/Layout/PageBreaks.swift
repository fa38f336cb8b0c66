/// How the rows of a table are split across pages: each page takes as many whole rows as fit
/// its height, and the last page must also hold what closes the table (its totals, notes and
/// payment box); when that does not fit, the last row moves to a page of its own with it (or,
/// when no row would fit beside it, the closing gets a page of its own). Heights are in any
/// one unit (the PDF's points); a row taller than a page gets a page to itself.
public struct PageBreaks: Sendable, Hashable {
    /// The rows of each page, in order: at least one page, and the last may hold no row.
    public let pages: [Range<Int>]

    /// The pages of rows `rowHeights`: `firstPage` is the height the first page has for rows,
    /// `nextPage` that of each later page, and `closing` the height the last page needs after
    /// its rows.
    public init(rowHeights: [Double], firstPage: Double, nextPage: Double, closing: Double) {
        var pages: [Range<Int>] = []
        var start = 0, used = 0.0, capacity = firstPage
        for (index, height) in rowHeights.enumerated() {
            if used + height > capacity, index > start {
                pages.append(start..<index)
                (start, used, capacity) = (index, 0, nextPage)
            }
            used += height
        }
        let count = rowHeights.count
        if used + closing <= capacity {
            pages.append(start..<count)
        } else if count - start > 1, rowHeights[count - 1] + closing <= nextPage {
            pages += [start..<(count - 1), (count - 1)..<count]
        } else {
            pages += [start..<count, count..<count]
        }
        self.pages = pages
    }

    /// The sum of `amounts` (one per row) up to the end of each page but the last: what each
    /// page carries forward to the next. An error when the amounts are in different currencies.
    public func carriedTotals(of amounts: [Money], in currency: Currency) throws(MoneyError) -> [Money] {
        var totals: [Money] = []
        var total = Money(0, currency)
        for page in pages.dropLast() {
            total = try total.adding(try Money.sum(amounts[page], in: currency))
            totals.append(total)
        }
        return totals
    }
}
