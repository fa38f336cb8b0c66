/// A failure the command line reports in one line, with the sysexits status it exits with.
package struct QuipuError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The kind of failure, as a sysexits(3) status.
    package enum Status: Int32, Sendable {
        case usage = 64
        case dataError = 65
        case noInput = 66
        case cannotCreate = 73
        case ioError = 74
    }

    package let status: Status
    package let message: String

    package init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }

    package var description: String { message }
}

extension QuipuError {
    /// A usage error (exit 64) about something asked for at `place` (`quipu.yml: line 12:
    /// timesheets[0]`, or `nil` on the command line), which starts the message.
    static func usage(_ message: String, at place: String?) -> QuipuError {
        QuipuError(.usage, place.map { "\($0): \(message)" } ?? message)
    }

    /// This error with `place` starting its message; itself when `place` is `nil`.
    func at(_ place: String?) -> QuipuError {
        place.map { QuipuError(status, "\($0): \(message)") } ?? self
    }
}
