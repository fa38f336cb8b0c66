import Foundation
import QuipuCore

extension TimeZone {
    /// The zone of an IANA id the test knows to exist.
    static func named(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }
}

extension Instant {
    /// The instant of an ISO 8601 text the test knows to be valid.
    static func at(_ text: String) -> Instant { Instant.parseISO8601(text)! }
}

extension Period {
    /// The period of a text the test knows to be valid: `2024-W13`.
    static func of(_ text: String) -> Period { try! Period.parse(text) }
}
