import CLibXML2
import CLibXSLT
import Foundation

/// A libxml2 or libxslt failure, with the messages the library reported, always one line:
/// line breaks in `message` become spaces and other control characters U+FFFD (libxml2 breaks
/// some of its messages in two, and a file name can hold anything).
package struct XMLError: Error, Equatable, CustomStringConvertible, Sendable {
    package let message: String
    package init(_ message: String) {
        var line = String.UnicodeScalarView()
        for scalar in message.trimmingTrailingNewlines().unicodeScalars {
            if Character(scalar).isNewline { line.append(" ") } else { line.append(scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar) }
        }
        self.message = String(line)
    }
    package var description: String { message }
}

/// Collects the messages libxml2 and libxslt report through their callbacks, so that none
/// reaches the standard error, and sums them up in one line.
final class MessageCollector {
    /// One message, with the file and line libxml2 or libxslt said it is about, when it did.
    struct Message: Equatable {
        var file: String?
        var line: Int?
        var text: String
    }

    var messages: [Message] = []
    /// The first file Quipu refused to let a stylesheet read: the cause of whatever follows.
    var refusal: String?
    /// The stylesheet and line of the instruction that asked for the refused file (a `document()`
    /// call), when the library knew it.
    var refusalPlace: (file: String, line: Int)?
    /// The location libxslt announced for the message that comes next ("runtime error: file F line N element E").
    private var pendingLocation: (file: String, line: Int)?

    var isEmpty: Bool { messages.isEmpty && refusal == nil }

    /// Adds text from a variadic callback; libxslt sends a location line and then the message.
    func add(_ text: String) {
        for line in text.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            if let location = Self.location(in: line) {
                pendingLocation = location
                continue
            }
            messages.append(Message(file: pendingLocation?.file, line: pendingLocation?.line, text: line))
            pendingLocation = nil
        }
    }

    func add(_ error: xmlError) {
        let text = error.message.map { String(cString: $0).trimmingTrailingNewlines() } ?? "unknown error"
        let file = error.file.map { String(cString: $0) }
        messages.append(Message(file: file, line: error.line > 0 ? Int(error.line) : nil, text: text))
    }

    /// `file F line N` in libxslt's location lines.
    private static func location(in line: String) -> (file: String, line: Int)? {
        guard line.hasSuffix(":") || line.contains(" element ") || line.hasPrefix("runtime error:") || line.hasPrefix("compilation error:")
                || line.hasPrefix("runtime warning:") || line.hasPrefix("compilation warning:"),
              let fileRange = line.range(of: "file "), let lineRange = line.range(of: " line ", range: fileRange.upperBound..<line.endIndex)
        else { return nil }
        let number = line[lineRange.upperBound...].prefix { $0.isNumber }
        guard let value = Int(number) else { return nil }
        return (String(line[fileRange.upperBound..<lineRange.lowerBound]), value)
    }

    /// The messages as one line: `FILE: line N: WHAT; expected EXPECTED`, naming `defaultFile`
    /// when the library named none. A refusal (which says what it expected) is the cause of the
    /// rest: it comes after the place that asked for the file, when the library named one.
    func summary(defaultFile: String, expected: String) -> String {
        let main = messages.firstIndex(where: { $0.line != nil }) ?? messages.indices.first
        if let refusal {
            guard let main, let line = messages[main].line else {
                return refusalPlace.map { displayName($0.file, defaultFile: defaultFile) + ": line \($0.line): " + refusal } ?? refusal
            }
            return displayName(messages[main].file, defaultFile: defaultFile) + ": line \(line): " + refusal
        }
        guard let main else { return "\(defaultFile): failed without a message; expected " + expected }
        var text = messages[main].text
        // libxml2 reports an XPath error before libxslt says which expression it was in.
        if let cause = messages[..<main].first(where: { $0.line == nil }), cause.text != text { text += " (\(cause.text))" }
        return displayName(messages[main].file, defaultFile: defaultFile) + (messages[main].line.map { ": line \($0)" } ?? "") + ": " + text
            + "; expected " + expected
    }

    private func displayName(_ file: String?, defaultFile: String) -> String {
        file.map { $0.hasPrefix(InMemoryFiles.root) ? String($0.dropFirst(InMemoryFiles.root.count)) : $0 } ?? defaultFile
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> MessageCollector? {
        pointer.map { Unmanaged<MessageCollector>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// Routes every message libxml2 and libxslt report on a thread to the collector that thread is
/// working for, and drops the ones reported outside `collecting`: nothing from the libraries is
/// ever printed.
enum LibraryMessages {
    private static let currentCollectorKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The sink every variadic callback delivers to: the calling thread's collector.
    nonisolated(unsafe) static let threadSink: UnsafeMutablePointer<clx_sink_box> = {
        let box = UnsafeMutablePointer<clx_sink_box>.allocate(capacity: 1)
        box.initialize(to: clx_sink_box(sink: { _, message in
            LibraryMessages.current?.add(message.map { String(cString: $0) } ?? "")
        }, user_data: nil))
        // libxslt's generic handler is process-wide; it too goes to the calling thread's collector.
        clx_xslt_set_generic_error_sink(box)
        return box
    }()

    /// The collector of the calling thread, if it is inside `collecting`.
    static var current: MessageCollector? { MessageCollector.from(pthread_getspecific(currentCollectorKey)) }

    /// Runs `body` with every library message of this thread going to `collector`.
    static func collecting<Result>(into collector: MessageCollector, _ body: () -> Result) -> Result {
        let previous = pthread_getspecific(currentCollectorKey)
        pthread_setspecific(currentCollectorKey, collector.opaque)
        defer { pthread_setspecific(currentCollectorKey, previous) }
        // libxml2's handlers are per thread: set them on every thread that gets here.
        clx_xml_set_generic_error_sink(threadSink)
        xmlSetStructuredErrorFunc(nil) { _, error in
            guard let error else { return }
            LibraryMessages.current?.add(error.pointee)
        }
        return withExtendedLifetime(collector) { body() }
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while let last = text.last, last.isNewline { text = text.dropLast() }
        return String(text)
    }
}
