/// A failure the command line reports in one line, with the sysexits status it exits with.
public struct QuipuError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The kind of failure, as a sysexits(3) status.
    public enum Status: Int32, Sendable {
        case usage = 64
        case dataError = 65
        case noInput = 66
        case cannotCreate = 73
        case ioError = 74
    }

    public let status: Status
    public let message: String

    public init(_ status: Status, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { message }
}
