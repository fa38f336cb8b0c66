import Foundation
import QuipuCore
import Testing

@Suite("Fasting: a year in review")
struct FastingYearReviewTests {
    @Test("a fast is split at local midnights, across New Year and across the spring change to summer time in Berlin")
    func hoursPerDay() {
        let fasts = [
            fast("2023-12-31T20:00:00+01:00", "2024-01-01T12:00:00+01:00"),   // 4 h in 2023, 12 h on 2024-01-01
            fast("2024-03-30T20:00:00+01:00", "2024-03-31T12:00:00+02:00"),   // 4 h, then 11 h on the 23-hour day
            fast("2024-12-31T18:00:00+01:00", "2025-01-01T10:00:00+01:00"),   // 6 h on 2024-12-31, 10 h in 2025
        ]
        let review = FastingYearReview(year: 2024, of: history(fasts))
        #expect(review.fastedPerDay.count == 366)
        #expect(review.fastedPerDay[0] == hours(12))
        let march30 = day("2024-03-30").daysSince1970 - day("2024-01-01").daysSince1970
        #expect(review.fastedPerDay[march30] == hours(4) && review.fastedPerDay[march30 + 1] == hours(11))
        #expect(review.fastedPerDay[365] == hours(6))
        #expect(review.fastedPerDay.reduce(0, +) == hours(12 + 4 + 11 + 6))
        #expect(FastingYearReview(year: 2023, of: history(fasts)).fastedPerDay.reduce(0, +) == hours(4))
        // Statistics stay by the day a fast ends: the New Year's Eve fast is 2025's longest, not 2024's.
        #expect(review.longestFasts.map(\.duration) == [hours(16), hours(15)])
    }

    @Test("the longest five ended fasts, longest first and the earlier of equal ones; a running fast is left out")
    func longestFasts() {
        let lengths: [Int] = [16, 20, 18, 20, 12, 36, 17]
        let fasts = lengths.enumerated().map { index, length in
            Fasting(goal: .trf16, start: at("2024-05-\(10 + 2 * index)T08:00:00+02:00"),
                    end: Instant(milliseconds: at("2024-05-\(10 + 2 * index)T08:00:00+02:00").milliseconds + Int64(length) * 3_600_000))
        } + [fast("2024-06-01T08:00:00+02:00", nil)]
        let review = FastingYearReview(year: 2024, of: history(fasts, asOf: "2024-06-10T00:00:00Z"))
        #expect(review.longestFasts.map { $0.duration / 3_600_000 } == [36, 20, 20, 18, 17])
        #expect(review.longestFasts[1].start < review.longestFasts[2].start)
    }

    @Test("the best streak inside the year: a run across New Year counts its days in each year; none without streak days")
    func bestStreak() {
        let days = ["2023-12-29", "2023-12-30", "2023-12-31", "2024-01-01", "2024-01-02", "2024-03-10", "2024-03-11", "2024-03-12"]
        let history = history(days.map { dailyFast(endingOn: $0) })
        #expect(FastingYearReview(year: 2024, of: history).bestStreak == Streak(first: day("2024-03-10"), last: day("2024-03-12")))
        #expect(FastingYearReview(year: 2023, of: history).bestStreak == Streak(first: day("2023-12-29"), last: day("2023-12-31")))
        #expect(history.streaks.longest == Streak(first: day("2023-12-29"), last: day("2024-01-02")))
        #expect(FastingYearReview(year: 2022, of: history).bestStreak == nil)
    }
}
