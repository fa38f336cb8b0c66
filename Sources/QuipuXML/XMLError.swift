/// A libxml2 or libxslt failure, with the messages the library reported.
public struct XMLError: Error, Equatable, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Collects the messages libxml2 and libxslt report through their callbacks.
final class MessageCollector {
    var messages: [String] = []

    func add(_ message: String) {
        let trimmed = message.trimmingTrailingNewlines()
        if !trimmed.isEmpty { messages.append(trimmed) }
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> MessageCollector? {
        pointer.map { Unmanaged<MessageCollector>.fromOpaque($0).takeUnretainedValue() }
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while let last = text.last, last.isNewline { text = text.dropLast() }
        return String(text)
    }
}
