import Foundation
import QuipuCore
import QuipuXML

/// Renders a fasting summary as Quipu's fasting XML (`urn:quipu:fasting:1`,
/// `Templates/schemas/fasting.xsd`) from the elements it shares with the static site's pages
/// (`FastingElements`). The HTML report is made from this document by `fasting.xsl`.
package enum FastingXML {
    /// The whole report: period, zone, as-of instant, stages, streaks, statistics of the period,
    /// of its weeks and months, each ended fast and the running fast.
    package static func element(_ summary: FastingSummary) -> XMLElementValue {
        let parameters = summary.parameters
        let zone = parameters.timeZone
        var attributes: [(String, String)] = [("xmlns", FastingElements.namespace), ("period", summary.period.map { "\($0)" } ?? "all")]
        if let first = summary.first, let last = summary.last {
            attributes += [("firstDay", "\(first)"), ("lastDay", "\(last)")]
        }
        attributes += [("timeZone", zone.identifier), ("asOf", LocalTimeText.iso8601WholeSecond(parameters.asOf, in: zone)),
                       ("weekStart", parameters.weekStart.rawValue)]
        return XMLElementValue("fasting", attributes, [
            .element(FastingElements.stages(summary.stages)),
            .element(FastingElements.streaks(summary.streaks)),
            .element(FastingElements.statistics(summary.statistics)),
            .element(XMLElementValue("weeks", [], summary.weeks.map { .element(FastingElements.periodStatistics("week", $0)) })),
            .element(XMLElementValue("months", [], summary.months.map { .element(FastingElements.periodStatistics("month", $0)) })),
            .element(XMLElementValue("fasts", [], summary.fasts.map { .element(FastingElements.fast($0, zone)) })),
            .element(XMLElementValue("running", [], summary.running.map { [.element(FastingElements.fast($0, zone))] } ?? [])),
        ])
    }

    /// The document as a libxml2 tree, ready to serialize, validate or transform.
    package static func document(_ summary: FastingSummary) -> LibXMLDocument {
        LibXMLDocument(root: element(summary))
    }
}
