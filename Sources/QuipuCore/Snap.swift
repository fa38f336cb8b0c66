/// Where a page, or a duration, snaps to: seed 001's left / center / right.
public enum SnapPosition: String, CaseIterable, Sendable {
    case left, center, right

    /// The fraction of the window added to the offset before finding the page.
    var frameOffsetMultiplier: Double {
        switch self {
        case .left: 0.0
        case .center: 0.5
        case .right: 1.0
        }
    }
}

/// The content a scroll view snaps across: `pages` equal pages over `width` points, seen
/// through a window `window` points wide.
public struct ContentInfo: Equatable, Sendable {
    public let pages: Int
    public let width: Double
    public let window: Double

    public init(pages: Int, width: Double, window: Double) {
        self.pages = pages
        self.width = width
        self.window = window
    }

    var pageWidth: Double { pages > 0 ? width / Double(pages) : 0.0 }
    var maxOffset: Double { abs(width - window) }
}

/// Seed 001's functional core of a paging scroll view: where a scroll that ends at `offset` stops.
public struct SnapCalculator: Sendable {
    public init() {}

    /// The page offset `offset` snaps to. An offset whose window already reaches the end of the
    /// content stays where it is, so the last page can be reached.
    public func offset(_ offset: Double, snappedTo position: SnapPosition, with content: ContentInfo) -> Double {
        guard offset + content.window < content.width else { return offset }
        let index = pageIndex(atOffset: offset, snappedTo: position, with: content)
        return min(content.maxOffset, content.pageWidth * Double(index))
    }

    private func pageIndex(atOffset offset: Double, snappedTo position: SnapPosition, with content: ContentInfo) -> Int {
        guard content.pageWidth > 0 else { return 0 }
        let pageStart = offset + content.window * position.frameOffsetMultiplier
        return Int(pageStart / content.pageWidth)
    }
}

extension SnapPosition {
    /// Snaps a non-negative amount to a multiple of `increment`: left rounds down, center to the
    /// nearest (halves up) and right up. An exact multiple stays as it is.
    public func snap(_ amount: Int64, toMultipleOf increment: Int64) -> Int64 {
        precondition(increment > 0 && amount >= 0)
        let (quotient, remainder) = amount.quotientAndRemainder(dividingBy: increment)
        switch self {
        case .left: return quotient * increment
        case .center: return (remainder * 2 >= increment ? quotient + 1 : quotient) * increment
        case .right: return (remainder > 0 ? quotient + 1 : quotient) * increment
        }
    }
}
