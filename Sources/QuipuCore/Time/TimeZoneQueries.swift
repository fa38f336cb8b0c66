import Foundation
import Synchronization

/// The one way Quipu asks a `TimeZone` for offsets and transitions. On Linux, Foundation's time
/// zones wrap ICU's, which are not safe to query from two threads at once (a crash seen here in
/// `secondsFromGMT` while reports ran in parallel; swift-foundation #1597 locks ICU's zones for the
/// same reason): every query goes through this one lock. Offsets are looked up once per stretch
/// of time (`ZoneOffsets`), so the lock is rarely waited for.
enum TimeZoneQueries {
    private static let lock = Mutex(())

    /// `body`'s result, with no other time-zone query running meanwhile.
    static func serialized<Result>(_ body: () -> Result) -> Result {
        lock.withLock { _ in body() }
    }
}
