import Foundation
import QuipuCore
import QuipuXML

/// Renders a fasting summary as Quipu's fasting XML (`urn:quipu:fasting:1`,
/// `Templates/schemas/fasting.xsd`). The HTML report is made from this document by `fasting.xsl`;
/// the static site's pages are made from the same elements.
///
/// Instants are RFC 3339 to the whole second (the fraction cut off) with the report zone's
/// offset; durations are whole seconds, halves up, beside `h:mm`; percentages have one decimal,
/// halves up.
public enum FastingXML {
    public static let namespace = "urn:quipu:fasting:1"

    /// The whole report: period, zone, as-of instant, stages, streaks, statistics of the period,
    /// of its weeks and months, each ended fast and the running fast.
    public static func element(_ summary: FastingSummary) -> XMLElementValue {
        let parameters = summary.parameters
        let zone = parameters.timeZone
        var attributes: [(String, String)] = [("xmlns", namespace), ("period", summary.period.map { "\($0)" } ?? "all")]
        if let first = summary.first, let last = summary.last {
            attributes += [("firstDay", "\(first)"), ("lastDay", "\(last)")]
        }
        attributes += [("timeZone", zone.identifier), ("asOf", LocalTimeText.iso8601WholeSecond(parameters.asOf, in: zone)),
                       ("weekStart", parameters.weekStart.rawValue)]
        return XMLElementValue("fasting", attributes, [
            .element(stages(summary.stages)),
            .element(streaks(summary.streaks)),
            .element(statistics(summary.statistics)),
            .element(XMLElementValue("weeks", [], summary.weeks.map { .element(periodStatistics("week", $0)) })),
            .element(XMLElementValue("months", [], summary.months.map { .element(periodStatistics("month", $0)) })),
            .element(XMLElementValue("fasts", [], summary.fasts.map { .element(fast($0, zone)) })),
            .element(XMLElementValue("running", [], summary.running.map { [.element(fast($0, zone))] } ?? [])),
        ])
    }

    /// The document as a libxml2 tree, ready to serialize, validate or transform.
    public static func document(_ summary: FastingSummary) -> LibXMLDocument {
        LibXMLDocument(root: element(summary))
    }

    /// The stage table with its name and the note that it is not medical advice.
    public static func stages(_ stages: FastingStages) -> XMLElementValue {
        XMLElementValue("stages", [("name", stages.name), ("note", FastingStages.disclaimer)], stages.stages.map { stage in
            .element(XMLElementValue("stage", [("name", stage.name), ("hours", stage.hoursText), ("seconds", String(seconds(stage.threshold)))]))
        })
    }

    /// The current and longest streak, with the definition they follow.
    public static func streaks(_ streaks: FastingStreaks) -> XMLElementValue {
        func streak(_ name: String, _ streak: Streak?) -> [XMLContent] {
            guard let streak else { return [] }
            return [.element(XMLElementValue(name, [("first", "\(streak.first)"), ("last", "\(streak.last)"), ("days", String(streak.days))]))]
        }
        return XMLElementValue("streaks", [], [.element(XMLElementValue("definition", text: FastingStreaks.definition))]
            + streak("current", streaks.current) + streak("longest", streaks.longest))
    }

    /// The statistics of some ended fasts, as an element named `statistics`.
    public static func statistics(_ statistics: FastingStatistics) -> XMLElementValue {
        XMLElementValue("statistics", statisticsAttributes(statistics))
    }

    /// The statistics of one week or month (`name`), with its name and its days.
    public static func periodStatistics(_ name: String, _ period: FastingPeriodStatistics) -> XMLElementValue {
        XMLElementValue(name, [("period", "\(period.period)"), ("firstDay", "\(period.first)"), ("lastDay", "\(period.last)")]
            + statisticsAttributes(period.statistics))
    }

    /// One fast: its instants in `zone`, the day it belongs to, its duration, goal, progress and stage.
    public static func fast(_ fast: MeasuredFast, _ zone: TimeZone) -> XMLElementValue {
        var attributes = [("start", LocalTimeText.iso8601WholeSecond(fast.start, in: zone))]
        if let end = fast.end { attributes.append(("end", LocalTimeText.iso8601WholeSecond(end, in: zone))) }
        attributes += [("day", "\(fast.day)")] + duration("duration", fast.duration) + duration("goal", fast.goal.milliseconds)
        if let preset = fast.goal.presetName { attributes.append(("preset", preset)) }
        attributes += [("progressPercent", fast.progress.percentText), ("goalMet", fast.isGoalMet ? "true" : "false")]
        if let stage = fast.stage { attributes.append(("stage", stage.name)) }
        return XMLElementValue("fast", attributes)
    }

    private static func statisticsAttributes(_ statistics: FastingStatistics) -> [(String, String)] {
        var attributes = [("count", String(statistics.count)), ("goalMet", String(statistics.goalMetCount))]
            + duration("total", statistics.total)
        if let mean = statistics.mean { attributes += duration("mean", mean) }
        if let median = statistics.median { attributes += duration("median", median) }
        if let longest = statistics.longest { attributes += duration("longest", longest.duration) }
        if let shortest = statistics.shortest { attributes += duration("shortest", shortest.duration) }
        if let rate = statistics.completionRate { attributes.append(("completionPercent", rate.percentText)) }
        return attributes
    }

    /// `NAMESeconds` (whole seconds, halves up) and `NAMEHm` (`h:mm`).
    private static func duration(_ name: String, _ milliseconds: Int64) -> [(String, String)] {
        [(name + "Seconds", String(seconds(milliseconds))), (name + "Hm", DisplayedDuration(milliseconds: milliseconds).hoursMinutesText)]
    }

    /// Whole seconds, halves up.
    static func seconds(_ milliseconds: Int64) -> Int64 { (milliseconds + 500) / 1000 }
}
