import Foundation
import QuipuCore
@testable import QuipuFormats
import QuipuXML
import Testing

@Suite("Receivables of the example workspace")
struct ReceivablesRenderingTests {
    static func exampleReceivables() throws -> [ReceivablesFormat: [UInt8]] {
        let config = try QuipuConfig.load(path: repositoryRoot.path + "/quipu.yml")
        let request = try #require(config.requests(of: ReceivablesRequest.self).first)
        let report = try request.resolve(config: config, in: RunEnvironment(now: .distantPast, systemTimeZone: TimeZone(identifier: "Asia/Tokyo")!))
        return try ReceivablesRenderer(templates: .builtIn, formats: [.html, .xml, .csv], language: .isoEnglish)
            .render(try report.project(try report.load(progress: nil)), asOf: report.asOf, timeZone: report.timeZone)
    }

    @Test("the example receivables match their reviewed golden files byte for byte", arguments: ReceivablesFormat.allCases)
    func golden(format: ReceivablesFormat) throws {
        try expectGolden(try #require(try Self.exampleReceivables()[format]), "receivables.\(format.rawValue)")
    }

    @Test("the XML is valid against receivables.xsd, and the open amounts are the invoices' own less credit notes and payments")
    func schema() throws {
        let xml = try #require(try Self.exampleReceivables()[.xml])
        #expect(try Templates.builtIn.schema("receivables.xsd").validationErrors(of: try LibXMLDocument(parsing: xml, name: "receivables.xml")) == [])
        let text = String(decoding: xml, as: UTF8.self)
        // 2024-0042 is paid; 2024-0043 has 500.00 of 1090.84 paid; 2024-0044 less its credit note 2024-C001 (151.73). By client name.
        #expect(!text.contains(#"number="2024-0042""#))
        #expect(text.contains(#"number="2024-0043" client="lab""#) && text.contains(#"paid="500.00" open="590.84""#))
        #expect(text.contains(#"payable="568.13" credited="151.73" paid="0.00" open="416.40" daysOverdue="30" bucket="1-30""#))
    }
}
