/// Slips recorded at the same time, counted and measured without listing every pair: a history
/// merged from a team has hundreds of people's slips running at once, and hundreds of millions
/// of overlapping pairs. The counts and times are exact; the listing keeps the longest overlaps.
public struct OverlapSummary: Hashable, Sendable {
    /// At most this many overlaps are listed (`longest`); `unlistedCount` says how many more there are.
    public static let listLimit = 100

    /// How many pairs of slips ran at the same time. Slips that only touch (one stops the
    /// instant the other starts) do not overlap.
    public let pairCount: Int
    /// The time each pair shared, added pair by pair: three slips running together for an hour
    /// make three pairs and share three hours.
    public let sharedTime: DisplayedDuration
    /// The longest overlaps, at most `listLimit`: longest first; equal lengths by when the
    /// shared time starts, then by the later-starting slip, then by the other (each slip by
    /// start, end, then id).
    public let longest: [Overlap]

    /// The overlapping pairs left out of `longest`.
    public var unlistedCount: Int { pairCount - longest.count }
}

/// What one sweep over the period's intervals finds.
struct IntervalSweep {
    /// Overlapping pairs.
    var pairCount = 0
    /// Summed over the pairs, the time each pair shared, at most `DisplayedDuration.maximumMilliseconds`
    /// (thousands of slips that each span millennia share more milliseconds than 64 bits hold).
    var sharedMilliseconds: Int64 = 0
    /// Summed over the intervals, their lengths (shared time counted once per interval), likewise capped.
    var summedMilliseconds: Int64 = 0
    /// Time during which at least one interval runs.
    var wallClockMilliseconds: Int64 = 0
    /// The longest overlapping pairs, best first, at most the limit asked for.
    var longest: [RankedPair] = []
}

/// Two overlapping intervals, by their positions in the start-sorted list, and their shared time.
struct RankedPair: Comparable {
    /// Milliseconds the two intervals share.
    let duration: Int64
    /// The interval that comes first in start order.
    let first: Int
    /// The interval that comes later in start order: the shared time starts when it starts.
    let second: Int

    /// Longer first; equal lengths by the later-starting interval (and so by when the shared
    /// time starts), then by the other.
    static func < (lhs: Self, rhs: Self) -> Bool {
        (rhs.duration, lhs.second, lhs.first) < (lhs.duration, rhs.second, rhs.first)
    }
}

extension Timesheet {
    /// Sweeps `intervals`, sorted by start (then end, then id), through their start and end
    /// events in time order: pair count, shared, summed and wall-clock time, and the
    /// `listLimit` longest pairs, without enumerating the pairs.
    ///
    /// The intervals running at each start are kept ordered by end. At each start the ones that
    /// ended are dropped, in end order, so the events are met in time order: between two events
    /// `k` intervals run, adding `k(k-1)/2` pairs' worth of shared time. The interval starting
    /// overlaps every one still running. Among those, the pairs it makes shorten as the other's
    /// end comes sooner, so they are ranked from the latest end down, and the ranking stops at
    /// the first pair that cannot beat the shortest one kept. Pairs are met in the order of their
    /// later interval, so a pair exactly as long as the shortest kept can beat it only when both
    /// have the same later interval, and then the earlier interval decides.
    static func sweep(_ intervals: [ClippedInterval], listLimit: Int) -> IntervalSweep {
        var result = IntervalSweep()
        var running = RunningIntervals()
        var lastEvent: Int64 = 0

        func advance(to time: Int64) {
            let count = Int64(running.count)
            if count > 0 {
                result.wallClockMilliseconds += time - lastEvent
                let (shared, overflow) = (count * (count - 1) / 2).multipliedReportingOverflow(by: time - lastEvent)
                result.sharedMilliseconds = DisplayedDuration.cappedSum(result.sharedMilliseconds, overflow ? .max / 2 : min(shared, .max / 2))
            }
            lastEvent = time
        }

        for (index, interval) in intervals.enumerated() {
            result.summedMilliseconds = DisplayedDuration.cappedSum(result.summedMilliseconds, interval.end - interval.start)
            while let earliest = running.earliestEnd, earliest <= interval.start {
                advance(to: earliest)
                running.removeEarliest()
            }
            advance(to: interval.start)
            result.pairCount += running.count
            if listLimit > 0 {
                rank(pairsOf: index, interval, with: running, into: &result.longest, listLimit: listLimit)
            }
            running.insert(RunningInterval(end: interval.end, index: index))
        }
        while let earliest = running.earliestEnd {
            advance(to: earliest)
            running.removeEarliest()
        }
        return result
    }

    /// Offers the pairs of `interval` (at `index`, the later of each pair) with the running
    /// intervals to `longest`, which keeps the best `listLimit` pairs, best first.
    private static func rank(pairsOf index: Int, _ interval: ClippedInterval, with running: RunningIntervals,
                             into longest: inout [RankedPair], listLimit: Int) {
        var position = running.intervals.endIndex
        while position > running.start {
            position -= 1
            let other = running.intervals[position]
            let pair = RankedPair(duration: min(other.end, interval.end) - interval.start, first: other.index, second: index)
            if longest.count == listLimit {
                let shortestKept = longest[listLimit - 1]
                guard pair < shortestKept else {
                    // The pairs still to come are no longer; only an equally long one with an
                    // earlier first interval can still get in, and only against a pair of `index`.
                    if pair.duration < shortestKept.duration || shortestKept.second != index { return }
                    continue
                }
                longest.removeLast()
            }
            longest.insert(pair, at: longest.firstIndex { pair < $0 } ?? longest.endIndex)
        }
    }
}

/// An interval still running during the sweep: its end and its position in start order.
struct RunningInterval {
    let end: Int64
    let index: Int
}

/// The running intervals, ordered by end, in an array whose ended front is skipped rather than
/// removed one by one (and cut off once it is over half the array).
struct RunningIntervals {
    private(set) var intervals: [RunningInterval] = []
    /// Where the running ones begin in `intervals`.
    private(set) var start = 0

    var count: Int { intervals.count - start }
    var earliestEnd: Int64? { start < intervals.count ? intervals[start].end : nil }

    mutating func removeEarliest() {
        start += 1
        if start >= 4096 && start * 2 >= intervals.count {
            intervals.removeFirst(start)
            start = 0
        }
    }

    /// Inserts `interval` after the running ones that end no later (binary search).
    mutating func insert(_ interval: RunningInterval) {
        var low = start, high = intervals.endIndex
        while low < high {
            let middle = (low + high) / 2
            if intervals[middle].end <= interval.end { low = middle + 1 } else { high = middle }
        }
        intervals.insert(interval, at: low)
    }
}
