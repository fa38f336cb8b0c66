import Foundation
@testable import QuipuCore
import Testing

/// Local time to UTC with `ZoneOffsets`: a reading the clocks skip has no offset, one they pass
/// twice the earlier instant's.
@Suite("Zone offsets of local times")
struct ZoneOffsetsTests {
    static func offsets(_ zone: String, _ first: String, _ last: String) throws -> ZoneOffsets {
        ZoneOffsets(timeZone: try #require(TimeZone(identifier: zone)), days: try #require(LocalDate.parse(first[...])),
                    through: try #require(LocalDate.parse(last[...])))
    }

    static func offset(_ offsets: ZoneOffsets, _ date: String, _ hour: Int, _ minute: Int = 0) throws -> Int? {
        offsets.offsetSeconds(atLocal: try #require(LocalDate.parse(date[...])), secondOfDay: hour * 3600 + minute * 60)
    }

    @Test("Berlin: 02:30 on the spring-forward night does not exist; 02:30 on the fall-back night is the first, in summer time")
    func berlin() throws {
        let berlin = try Self.offsets("Europe/Berlin", "2024-01-01", "2024-12-31")
        #expect(try Self.offset(berlin, "2024-03-30", 12) == 3600)
        #expect(try Self.offset(berlin, "2024-03-31", 1, 59) == 3600)
        #expect(try Self.offset(berlin, "2024-03-31", 2) == nil)
        #expect(try Self.offset(berlin, "2024-03-31", 2, 59) == nil)
        #expect(try Self.offset(berlin, "2024-03-31", 3) == 7200)
        #expect(try Self.offset(berlin, "2024-10-27", 1, 59) == 7200)
        #expect(try Self.offset(berlin, "2024-10-27", 2, 30) == 7200)
        #expect(try Self.offset(berlin, "2024-10-27", 3) == 3600)
        #expect(try Self.offset(berlin, "2024-12-31", 23, 59) == 3600)
    }

    @Test("New York and Lord Howe (a half-hour change): gaps and overlaps west of UTC and by 30 minutes")
    func otherZones() throws {
        let newYork = try Self.offsets("America/New_York", "2024-03-01", "2024-11-30")
        #expect(try Self.offset(newYork, "2024-03-10", 1, 59) == -18000)
        #expect(try Self.offset(newYork, "2024-03-10", 2, 30) == nil)
        #expect(try Self.offset(newYork, "2024-03-10", 3) == -14400)
        #expect(try Self.offset(newYork, "2024-11-03", 1, 30) == -14400)
        #expect(try Self.offset(newYork, "2024-11-03", 2) == -18000)
        let lordHowe = try Self.offsets("Australia/Lord_Howe", "2024-04-01", "2024-10-31")
        #expect(try Self.offset(lordHowe, "2024-04-07", 1, 45) == 39600)
        #expect(try Self.offset(lordHowe, "2024-04-07", 2) == 37800)
        #expect(try Self.offset(lordHowe, "2024-10-06", 2, 15) == nil)
        #expect(try Self.offset(lordHowe, "2024-10-06", 2, 30) == 39600)
    }

    @Test("every half hour of a year in three zones agrees with Foundation's own offsets", arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"])
    func agreesWithFoundation(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let first = try #require(LocalDate(year: 2024, month: 1, day: 1))
        let offsets = ZoneOffsets(timeZone: timeZone, days: first, through: first.adding(days: 365))
        for day in 0...365 {
            let date = first.adding(days: day)
            for secondOfDay in stride(from: 0, to: 86_400, by: 1800) {
                let reading = Double(date.daysSince1970 * 86_400 + secondOfDay)
                // The offsets a day either side with which the reading names an instant of that offset, the largest first.
                let foundation = Set([reading - 86_400, reading + 86_400].map { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: $0)) })
                    .filter { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: reading - Double($0))) == $0 }.max()
                #expect(offsets.offsetSeconds(atLocal: date, secondOfDay: secondOfDay) == foundation, "\(zone) \(date) \(secondOfDay)")
            }
        }
    }
}
