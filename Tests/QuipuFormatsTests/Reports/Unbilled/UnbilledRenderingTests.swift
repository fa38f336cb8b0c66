import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Unbilled time of the example workspace")
struct UnbilledRenderingTests {
    static func exampleUnbilled() throws -> [UnbilledFormat: [UInt8]] {
        let config = try QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")
        let request = try #require(config.requests(of: UnbilledRequest.self).first)
        let report = try request.resolve(config: config, in: RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!))
        let buyers = Dictionary(uniqueKeysWithValues: report.clients.map { ($0.client, $0.terms.buyer.name) })
        return try UnbilledRenderer(templates: .builtIn, formats: [.html, .xml, .csv], language: .isoEnglish)
            .render(try report.project(try report.load(progress: nil)), clientNames: buyers, asOf: report.asOf, timeZone: report.timeZone)
    }

    @Test("the studio's unbilled April matches its reviewed golden files byte for byte", arguments: UnbilledFormat.allCases)
    func golden(format: UnbilledFormat) throws {
        try expectGolden(try #require(try Self.exampleUnbilled()[format]), "unbilled-studio.\(format.rawValue)")
    }

    @Test("the XML is valid against unbilled.xsd; March, which invoice 2024-0045 bills, and the rows Toggl marks not billable are left out")
    func schema() throws {
        let xml = try #require(try Self.exampleUnbilled()[.xml])
        #expect(try Templates.builtIn.schema("unbilled.xsd").validationErrors(of: try LibXMLDocument(parsing: xml, name: "unbilled.xml")) == [])
        let text = String(decoding: xml, as: UTF8.self)
        #expect(text.contains(#"firstDay="2024-04-02" lastDay="2024-04-05""#))
        #expect(text.contains(#"task="Content migration" billedSeconds="9000""#) && text.contains(#"net="495.00""#))
    }
}
