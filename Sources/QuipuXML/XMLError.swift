import CLibXSLT

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

    /// A box for libxslt's variadic error callbacks that delivers each message here. The
    /// collector must outlive every use of the box.
    var sinkBox: clx_sink_box {
        clx_sink_box(sink: { userData, message in
            MessageCollector.from(userData)?.add(message.map { String(cString: $0) } ?? "")
        }, user_data: opaque)
    }

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
