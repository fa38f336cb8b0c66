/// A duration as a report shows it, in the three units it shows: whole seconds, minutes (for
/// `h:mm`) and hundredths of an hour (for decimal hours).
///
/// Each unit is rounded (halves up) once, where the duration is a single cell; a total is the sum
/// of its cells in every unit, so totals always equal the sum of the displayed cells.
public struct DisplayedDuration: Hashable, Sendable {
    /// Whole seconds: a cell's milliseconds rounded, halves up.
    public let seconds: Int64
    /// Whole minutes, for `h:mm`: a cell's whole seconds rounded, halves up.
    public let minutes: Int64
    /// Hundredths of an hour, for decimal hours: a cell's whole seconds rounded, halves up.
    public let centihours: Int64

    /// No time.
    public static let zero = DisplayedDuration(seconds: 0, minutes: 0, centihours: 0)

    private init(seconds: Int64, minutes: Int64, centihours: Int64) {
        self.seconds = seconds
        self.minutes = minutes
        self.centihours = centihours
    }

    /// The longest time Quipu counts, about 36 million years: a sum that would pass it (only
    /// hostile data gets there) stops at it, so no arithmetic on durations can overflow.
    public static let maximumMilliseconds: Int64 = 1 << 60

    /// `lhs + rhs` milliseconds, at most `maximumMilliseconds` (`lhs` at most that, `rhs` at most half of `Int64.max`).
    @inline(__always)
    public static func cappedSum(_ lhs: Int64, _ rhs: Int64) -> Int64 {
        min(lhs + rhs, maximumMilliseconds)
    }

    /// A single cell of `milliseconds` (not negative; at most `maximumMilliseconds`, more counts as that).
    public init(milliseconds: Int64) {
        let milliseconds = min(milliseconds, Self.maximumMilliseconds)
        let seconds = (milliseconds + 500) / 1000
        self.init(seconds: seconds, minutes: (seconds + 30) / 60, centihours: (seconds * 100 + 1800) / 3600)
    }

    /// The sum in every unit; a sum past what an `Int64` holds stays at the largest value.
    public static func + (lhs: Self, rhs: Self) -> Self {
        func add(_ a: Int64, _ b: Int64) -> Int64 {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .max : sum
        }
        return Self(seconds: add(lhs.seconds, rhs.seconds), minutes: add(lhs.minutes, rhs.minutes),
                    centihours: add(lhs.centihours, rhs.centihours))
    }

    /// The difference in every unit, never below 0: `lhs` less a part of it.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(seconds: max(lhs.seconds - rhs.seconds, 0), minutes: max(lhs.minutes - rhs.minutes, 0),
             centihours: max(lhs.centihours - rhs.centihours, 0))
    }

    /// Whether every unit is 0.
    public var isZero: Bool { seconds == 0 && minutes == 0 && centihours == 0 }

    /// Decimal hours with two places: `1.50`.
    public var hoursText: String { "\(centihours / 100).\(pad(centihours % 100, 2))" }

    /// Hours and minutes: `1:30`, `26:05`.
    public var hoursMinutesText: String { "\(minutes / 60):\(pad(minutes % 60, 2))" }
}

/// Recorded time, its billable part and billed time side by side.
public struct TimeAmount: Hashable, Sendable {
    /// The time recorded, billable or not.
    public let raw: DisplayedDuration
    /// The part of `raw` that may be billed (`TimeSlip.isBillable`, less `NonBillableWork`).
    public let billable: DisplayedDuration
    /// The time billed: the billable time after the timesheet's rounding, or the same without one.
    public let billed: DisplayedDuration

    /// No time, recorded or billed.
    public static let zero = TimeAmount(raw: .zero, billable: .zero, billed: .zero)

    /// Puts recorded, billable and billed time together; `billable` defaults to all of `raw`.
    public init(raw: DisplayedDuration, billable: DisplayedDuration? = nil, billed: DisplayedDuration) {
        self.raw = raw
        self.billable = billable ?? raw
        self.billed = billed
    }

    /// The part of `raw` that may not be billed: `raw` less `billable` in every unit, so that the
    /// two parts always add up to the recorded time shown.
    public var nonBillable: DisplayedDuration { raw - billable }

    /// The sums of the recorded, billable and billed times.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(raw: lhs.raw + rhs.raw, billable: lhs.billable + rhs.billable, billed: lhs.billed + rhs.billed)
    }

    /// Whether both times are zero in every unit.
    public var isZero: Bool { raw.isZero && billed.isZero }
}
