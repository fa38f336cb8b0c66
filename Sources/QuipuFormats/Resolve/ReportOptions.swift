import Foundation
import QuipuCore

/// The shared options of one report (see `SharedOption`), typed; `nil` where not given. Paths
/// are ready to use: the config's are already made relative to it.
///
/// **One rule of precedence**, applied by `ResolutionContext.options(_:client:inheritedSubfolder:)`
/// and nowhere else: a flag (or, in `quipu build`, the report's own entry) wins over the client's
/// setting (invoices), which wins over the workspace's top level, which wins over the default.
package struct ReportOptions<Format: OutputFormat>: Sendable, Equatable {
    package var timeZone: TimeZone?
    package var weekStart: WeekStart?
    /// The instant the report is made as of.
    package var asOf: Instant?
    /// At least one, each once, in the order asked for.
    package var formats: [Format]?
    /// The folder the report's files go to.
    package var outputDirectory: String?
    /// The files' name without extension, instead of the kind's (`timesheet-2024-W13`), checked.
    package var fileStem: String?
    /// A folder of the user's own templates.
    package var templatesDirectory: String?
    /// The paper of the PDF.
    package var paper: Paper?
    /// The language and formats of the HTML and PDF.
    package var locale: DocumentLocale?
    /// The locale whose spreadsheets the CSV is written for; `nil` for standard CSV.
    package var csvLocale: QuipuLocale?

    package init(timeZone: TimeZone? = nil, weekStart: WeekStart? = nil, asOf: Instant? = nil, formats: [Format]? = nil,
                 outputDirectory: String? = nil, fileStem: String? = nil, templatesDirectory: String? = nil, paper: Paper? = nil,
                 locale: DocumentLocale? = nil, csvLocale: QuipuLocale? = nil) {
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.asOf = asOf
        self.formats = formats
        self.outputDirectory = outputDirectory
        self.fileStem = fileStem
        self.templatesDirectory = templatesDirectory
        self.paper = paper
        self.locale = locale
        self.csvLocale = csvLocale
    }

    /// These options, with each one not given here taken from `lower`.
    func layered(over lower: ReportOptions) -> ReportOptions {
        ReportOptions(timeZone: timeZone ?? lower.timeZone, weekStart: weekStart ?? lower.weekStart, asOf: asOf ?? lower.asOf,
                      formats: formats ?? lower.formats, outputDirectory: outputDirectory ?? lower.outputDirectory,
                      fileStem: fileStem ?? lower.fileStem, templatesDirectory: templatesDirectory ?? lower.templatesDirectory,
                      paper: paper ?? lower.paper, locale: locale ?? lower.locale,
                      csvLocale: csvLocale ?? lower.csvLocale)
    }

    /// The options with the defaults filled in: all the kind's formats, the `output` folder, the
    /// built-in templates, A4 paper, ISO English, monday, and the system's time zone, which stands in for a missing one
    /// only when `systemTimeZoneAllowed` (a static site, say, must not depend on the machine that
    /// builds it). `origin` starts every error message.
    package func settings(in environment: RunEnvironment, systemTimeZoneAllowed: Bool = true,
                          origin: String?) throws(QuipuError) -> ReportSettings<Format> {
        guard let zone = timeZone ?? (systemTimeZoneAllowed ? environment.systemTimeZone : nil) else {
            let whereToGive = origin == nil ? "--time-zone or `timeZone:` in quipu.yml" : "`timeZone:` on the entry or at the top of quipu.yml"
            throw QuipuError.usage("no time zone; expected \(whereToGive) (an IANA id such as Europe/Berlin)", at: origin)
        }
        let templates: Templates, language: DocumentLanguage
        do {
            templates = try Templates(directory: templatesDirectory)
            language = try DocumentLanguage(locale ?? .isoEnglish, templates: templates)
        } catch { throw error.at(origin) }
        return ReportSettings(timeZone: zone, weekStart: weekStart ?? .monday, asOf: asOf, formats: formats ?? Format.allCases,
                              folder: outputDirectory ?? "output", fileStem: fileStem, templates: templates, paper: paper ?? .a4,
                              language: language, csvDialect: csvLocale.map(CSVDialect.init(for:)) ?? .standard)
    }
}

/// The shared options, checked, with the defaults filled in.
package struct ReportSettings<Format: OutputFormat>: Sendable {
    package let timeZone: TimeZone
    package let weekStart: WeekStart
    /// `nil` when not given: each kind of report says what stands in for it (now, for a timesheet).
    package let asOf: Instant?
    let formats: [Format]
    let folder: String
    /// The stem the user gave; `nil` for the report's own.
    let fileStem: String?
    let templates: Templates
    let paper: Paper
    let language: DocumentLanguage
    let csvDialect: CSVDialect

    /// Where the report's files go: named `defaultStem` (`timesheet-2024-W13`) unless the user named them.
    func output(defaultStem: String) -> ReportOutput<Format> {
        ReportOutput(formats: formats, folder: folder, fileStem: fileStem ?? defaultStem, templates: templates, paper: paper, language: language,
                     csvDialect: csvDialect)
    }
}

/// What a run takes from the machine, gathered once by the command line so that everything
/// below it is a function of its arguments.
package struct RunEnvironment: Sendable {
    /// The instant the run started.
    package let now: Date
    /// The machine's time zone.
    package let systemTimeZone: TimeZone
    /// The process's environment variables (such as `SOURCE_DATE_EPOCH`).
    package let variables: [String: String]
    /// How many threads a run may keep busy: the machine's active processors.
    package let processorCount: Int

    package init(now: Date, systemTimeZone: TimeZone, variables: [String: String] = [:], processorCount: Int = 1) {
        self.now = now
        self.systemTimeZone = systemTimeZone
        self.variables = variables
        self.processorCount = max(1, processorCount)
    }

    /// The running process's: the only place Quipu reads the clock, the machine's zone, the
    /// environment and the processor count.
    package static var current: RunEnvironment {
        let process = ProcessInfo.processInfo
        return RunEnvironment(now: Date(), systemTimeZone: .current, variables: process.environment, processorCount: process.activeProcessorCount)
    }
}
