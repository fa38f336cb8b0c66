import Foundation
import QuipuCore
import QuipuXML

/// A fasting report as a user asks for it, in the words of the command line or `quipu.yml`: its
/// own options beside the shared ones. `resolve` checks every word.
package struct FastingRequest: ReportRequest {
    /// The fasting timer's history file.
    package var historyPath: String
    /// `nil` for the whole history.
    package var period: Period?
    /// `default`, or the path of a stages file.
    package var stages: String?
    /// How the history is read: its format, the zone of its local times, the goal of fasts without one.
    package var reading = FastingHistoryReading()
    package var options = ReportOptions<FastingFormat>()
    /// Where it was asked for (`quipu.yml: fasting[0]`); `nil` on the command line.
    package var origin: String?

    /// The report, with defaults filled in from `context`: the workspace's options, the system's
    /// time zone, and now for the as-of instant.
    package func resolve(in context: ResolutionContext) throws(QuipuError) -> FastingReport {
        let shared = try context.options(options).settings(in: context.environment, origin: origin)
        let period = try self.period.map { period throws(QuipuError) in try ReportPeriod.checked(period, weekStart: shared.weekStart, origin: origin) }
        let parameters = FastingParameters(timeZone: shared.timeZone, asOf: shared.asOf ?? Instant(context.environment.now),
                                           weekStart: shared.weekStart)
        return FastingReport(input: FastingInput(historyPath: historyPath, reading: reading, timeZone: shared.timeZone, stages: stages), period: period, parameters: parameters,
                             output: shared.output(defaultStem: FastingReport.defaultStem(period)), origin: origin)
    }
}

/// A fasting report ready to make: the history, the period, the projection's parameters and
/// where it goes.
package struct FastingReport: Report {
    package let input: FastingInput
    /// `nil` for the whole history.
    package let period: Period?
    package let parameters: FastingParameters
    /// `OUT/fasting-PERIOD.EXT` for each format (`OUT/fasting-all.EXT` for the whole history), unless named otherwise.
    package let output: ReportOutput<FastingFormat>
    package let origin: String?

    /// `fasting-PERIOD`, or `fasting-all` for the whole history.
    static func defaultStem(_ period: Period?) -> String { "fasting-\(period?.fileStem ?? "all")" }

    /// The history, the stage table when it is a file, and the templates folder when it is the user's.
    package var inputPaths: [String] { input.paths + output.templates.inputPaths }

    package var outputPaths: [String] { output.paths }
    package var languageNotes: [String] { output.language.notes }

    package func load(progress: ((RunProgress) -> Void)?) throws(QuipuError) -> FastingSource {
        try input.load(progress: progress)
    }

    /// The summary of the period, or of the whole history, whose span is then checked like a period's.
    package func project(_ source: FastingSource) throws(QuipuError) -> FastingSummary {
        let history = FastingHistory(fasts: source.history.fasts, parameters: parameters, stages: source.stages)
        if period == nil, let first = history.firstDay, let last = history.lastDay {
            try ReportPeriod.check((first, last), named: "the whole history of \(input.historyPath)", status: .dataError, origin: origin)
        }
        return history.summary(of: period)
    }

    package func render(_ summary: FastingSummary) throws(QuipuError) -> [RenderedReport] {
        let targets = try RenderTargets(output.formats, htmlTemplate: "fasting.xsl", from: output.templates, language: output.language)
        let document = targets.contains(.html) || targets.contains(.xml) ? FastingXML.document(summary) : nil
        var files: [FastingFormat: [UInt8]] = [:]
        if targets.contains(.csv) { files[.csv] = Array(FastingCSV.render(summary).utf8) }
        if targets.contains(.xml) { files[.xml] = document!.serialized() }
        if let template = targets.html { files[.html] = try template.page(from: document!) }
        return output.rendered(files)
    }

    package func notices(_ source: FastingSource, _ summary: FastingSummary) -> [String] {
        input.notices(source) + emptyNotice(source, summary)
    }
}
