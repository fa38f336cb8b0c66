/// The vocabulary of Quipu's timesheet XML (`urn:quipu:timesheet:1`, `Templates/schemas/timesheet.xsd`),
/// which `TimesheetXMLText` writes. The HTML is made from this document by `timesheet.xsl`.
package enum TimesheetXML {
    package static let namespace = "urn:quipu:timesheet:1"

    /// The `weekday` of a day, by its ISO weekday (Monday first).
    static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
