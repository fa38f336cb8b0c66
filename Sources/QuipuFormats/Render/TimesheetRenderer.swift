import Foundation
import QuipuCore
import QuipuXML

/// Renders a timesheet to the bytes of each requested format, using both cores: the CSV is
/// written from the timesheet on one, while the other builds the XML document and applies the
/// HTML template to it.
public struct TimesheetRenderer {
    private let stylesheet: XSLTStylesheet?

    /// A renderer; the HTML template is compiled only when HTML is asked for.
    public init(templates: Templates, formats: [ReportFormat]) throws(QuipuError) {
        stylesheet = formats.contains(.html) ? try templates.stylesheet("timesheet.xsl") : nil
    }

    /// The file contents, in the order of `formats`.
    public func render(_ timesheet: Timesheet, formats: [ReportFormat]) throws(QuipuError) -> [(format: ReportFormat, bytes: [UInt8])] {
        let (csv, documentFormats) = inParallel(
            { formats.contains(.csv) ? Array(TimesheetCSV.render(timesheet).utf8) : nil },
            { renderDocument(timesheet, xml: formats.contains(.xml), html: formats.contains(.html)) }
        )
        let (xml, html) = try documentFormats.get()
        return formats.map { format in
            switch format {
            case .csv: (format, csv!)
            case .xml: (format, xml!)
            case .html: (format, html!)
            }
        }
    }

    /// The XML and HTML, as asked; the libxml2 document is built only when one of them is.
    private func renderDocument(_ timesheet: Timesheet, xml: Bool, html: Bool) -> Result<(xml: [UInt8]?, html: [UInt8]?), QuipuError> {
        guard xml || html else { return .success((nil, nil)) }
        let document = TimesheetXML.document(timesheet)
        let xmlBytes = xml ? document.serialized() : nil
        guard html else { return .success((xmlBytes, nil)) }
        guard let stylesheet else { preconditionFailure("HTML asked for but its template was not compiled") }
        do {
            return .success((xmlBytes, try stylesheet.apply(to: document)))
        } catch {
            return .failure(QuipuError(.dataError, "timesheet.xsl: \(error.message)"))
        }
    }
}

/// Runs `first` on a thread of its own while `second` runs on this one; returns both results.
/// A dedicated thread, not a shared queue, so a busy pool never delays it.
func inParallel<First, Second>(_ first: @escaping () -> First, _ second: () -> Second) -> (First, Second) {
    let box = ResultBox<First>()
    let work = UncheckedSendable(first)
    let done = DispatchSemaphore(value: 0)
    Thread {
        box.value = work.value()
        done.signal()
    }.start()
    let secondResult = second()
    done.wait()
    return (box.value!, secondResult)
}

/// Carries a value to the thread `inParallel` starts; it is read there once and never shared.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Where the other thread of `inParallel` leaves its result; read only after the thread is done.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
