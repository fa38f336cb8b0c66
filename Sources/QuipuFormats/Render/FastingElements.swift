import Foundation
import QuipuCore
import QuipuXML

/// The elements of Quipu's fasting XML (`urn:quipu:fasting:1`, `Templates/schemas/fasting.xsd`)
/// that the fasting report (`FastingXML`) and the static site's pages (`SiteRenderer`) are both made of:
/// the stage table, streaks, statistics and fasts.
///
/// Instants are RFC 3339 to the whole second (the fraction cut off) with the report zone's
/// offset; durations are whole seconds, halves up, beside `h:mm`; percentages have one decimal,
/// halves up.
enum FastingElements {
    /// The namespace of the fasting XML.
    static let namespace = "urn:quipu:fasting:1"

    /// The stage table with its name and the note that it is not medical advice.
    static func stages(_ stages: FastingStages) -> XMLElementValue {
        XMLElementValue("stages", [("name", stages.name), ("note", FastingStages.disclaimer)], stages.stages.map { stage in
            .element(XMLElementValue("stage", [("name", stage.name), ("hours", stage.hoursText), ("seconds", String(seconds(stage.threshold)))]))
        })
    }

    /// The current and longest streak, with the definition they follow.
    static func streaks(_ streaks: FastingStreaks) -> XMLElementValue {
        func streak(_ name: String, _ streak: Streak?) -> [XMLContent] {
            guard let streak else { return [] }
            return [.element(XMLElementValue(name, [("first", "\(streak.first)"), ("last", "\(streak.last)"), ("days", String(streak.days))]))]
        }
        return XMLElementValue("streaks", [], [.element(XMLElementValue("definition", text: FastingStreaks.definition))]
            + streak("current", streaks.current) + streak("longest", streaks.longest))
    }

    /// The statistics of some ended fasts, as an element named `statistics`.
    static func statistics(_ statistics: FastingStatistics) -> XMLElementValue {
        XMLElementValue("statistics", statisticsAttributes(statistics))
    }

    /// The statistics of one week or month (`name`), with its name and its days.
    static func periodStatistics(_ name: String, _ period: FastingPeriodStatistics) -> XMLElementValue {
        XMLElementValue(name, [("period", "\(period.period)"), ("firstDay", "\(period.first)"), ("lastDay", "\(period.last)")]
            + statisticsAttributes(period.statistics))
    }

    /// One fast: its instants in `zone`, the day it belongs to, its duration, goal, progress and stage.
    static func fast(_ fast: MeasuredFast, _ zone: TimeZone) -> XMLElementValue {
        var attributes = [("start", LocalTimeText.iso8601WholeSecond(fast.start, in: zone))]
        if let end = fast.end { attributes.append(("end", LocalTimeText.iso8601WholeSecond(end, in: zone))) }
        attributes += [("day", "\(fast.day)")] + duration("duration", fast.duration) + duration("goal", fast.goal.milliseconds)
        if let preset = fast.goal.presetName { attributes.append(("preset", preset)) }
        attributes += [("progressPercent", fast.progress.percentText), ("goalMet", fast.isGoalMet ? "true" : "false")]
        if let stage = fast.stage { attributes.append(("stage", stage.name)) }
        return XMLElementValue("fast", attributes)
    }

    /// The statistics' attributes: counts, durations (total, mean, median, longest, shortest) and the completion rate.
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
