/// An electronic address of a party (EN 16931 BT-34, BT-49): an identifier in a scheme of the
/// Electronic Address Scheme (EAS) code list, such as `0208` (Belgian enterprise number) or
/// `9930` (German VAT identifier). Peppol delivers invoices to it.
public struct ElectronicAddress: Hashable, Sendable {
    /// The EAS code: four digits, `0106`.
    public let scheme: String
    /// The identifier within the scheme, as written: `12345678`.
    public let id: String

    /// Checks `scheme` against the codes the Peppol BIS Billing 3.0 rules accept (PEPPOL-EN16931-CL008)
    /// and, where those rules check an identifier's form, `id` too (see `identifierProblem`).
    /// - Throws: `InvoiceError.invalidEndpoint` for an unknown scheme, an empty identifier or one
    ///   with spaces, or an identifier of the wrong form.
    public init(scheme: String, id: String) throws(InvoiceError) {
        guard Self.peppolSchemes.contains(scheme) else { throw .invalidEndpoint("scheme \"\(scheme)\" is not a Peppol EAS code") }
        guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
            throw .invalidEndpoint("identifier \"\(id)\" is empty or has spaces")
        }
        if let problem = Self.identifierProblem(scheme: scheme, id: id) { throw .invalidEndpoint(problem) }
        self.scheme = scheme
        self.id = id
    }

    /// The EAS codes of the Peppol BIS Billing 3.0 rules (their `eaid` list, 2024 release),
    /// which leaves out `EM` (e-mail) and other codes Peppol cannot route to.
    public static let peppolSchemes: Set<String> = [
        "0002", "0007", "0009", "0037", "0060", "0088", "0096", "0097", "0106", "0130", "0135", "0142", "0151", "0183", "0184",
        "0188", "0190", "0191", "0192", "0193", "0195", "0196", "0198", "0199", "0200", "0201", "0202", "0204", "0208", "0209",
        "0210", "0211", "0212", "0213", "0215", "0216", "0218", "0221", "0230", "9901", "9910", "9913", "9914", "9915", "9918",
        "9919", "9920", "9922", "9923", "9924", "9925", "9926", "9927", "9928", "9929", "9930", "9931", "9932", "9933", "9934",
        "9935", "9936", "9937", "9938", "9939", "9940", "9941", "9942", "9943", "9944", "9945", "9946", "9947", "9948", "9949",
        "9950", "9951", "9952", "9953", "9957", "9959",
    ]

    /// Why `id` is not a well-formed identifier of `scheme` as the Peppol rules check it
    /// (PEPPOL-COMMON-R040 to R050): `0088` GLN, `0192` Norwegian and `0007` Swedish organisation
    /// numbers, `0184` Danish CVR, `0208` Belgian enterprise number, `0151` Australian ABN and `0201`
    /// Italian IPA code (a warning there, refused here); `nil` when it is, or for the other schemes,
    /// whose form the rules leave open. The Italian tax codes (`0210`, `0211`), which the rules only
    /// warn about, are not checked.
    public static func identifierProblem(scheme: String, id: String) -> String? {
        let digits = id.utf8.compactMap { (0x30...0x39).contains($0) ? Int($0 - 0x30) : nil }
        let allDigits = !id.isEmpty && digits.count == id.utf8.count
        switch scheme {
        case "0192":
            // Mod 11 with weights 2…7 from the right (PEPPOL-COMMON-R041).
            guard allDigits, digits.count == 9, digits.contains(where: { $0 > 0 }) else {
                return "a Norwegian organisation number (0192) is 9 digits, found \"\(id)\""
            }
            let weighted = digits.dropLast().reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset % 6 + 2) }
            return (11 - weighted % 11) % 11 == digits.last! ? nil : "Norwegian organisation number \"\(id)\" has a wrong check digit"
        case "0184":
            // DK and 8 digits (PEPPOL-COMMON-R042).
            let rest = id.utf8.dropFirst(2)
            return id.hasPrefix("DK") && rest.count == 8 && rest.allSatisfy({ (0x30...0x39).contains($0) }) ? nil
                : "a Danish CVR number (0184) is DK and 8 digits, found \"\(id)\""
        case "0007":
            // 10 digits (PEPPOL-COMMON-R049).
            return allDigits && digits.count == 10 ? nil : "a Swedish organisation number (0007) is 10 digits, found \"\(id)\""
        case "0151":
            // 11 digits, (first − 1) × 10 + the rest weighted 1, 3, 5 … 19, divisible by 89 (PEPPOL-COMMON-R050).
            guard allDigits, digits.count == 11 else { return "an Australian business number (0151) is 11 digits, found \"\(id)\"" }
            let weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
            let sum = zip([digits[0] - 1] + digits.dropFirst(), weights).reduce(0) { $0 + $1.0 * $1.1 }
            return sum % 89 == 0 ? nil : "Australian business number \"\(id)\" has wrong check digits"
        case "0201":
            // 6 letters or digits (PEPPOL-COMMON-R044).
            let isAlphanumeric = id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            return id.utf8.count == 6 && isAlphanumeric ? nil : "an Italian IPA code (0201) is 6 letters or digits, found \"\(id)\""
        case "0088":
            // A GLN: 13 digits, the last a GS1 check digit (PEPPOL-COMMON-R040).
            guard allDigits, digits.count == 13 else { return "a GLN (0088) is 13 digits, found \"\(id)\"" }
            let weighted = digits.dropLast().reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 3 : 1) }
            return (10 - weighted % 10) % 10 == digits.last! ? nil : "GLN \"\(id)\" has a wrong check digit"
        case "0208":
            // A Belgian enterprise number: 10 digits, the last two 97 − (the first eight mod 97) (PEPPOL-COMMON-R043).
            guard allDigits, digits.count == 10 else { return "a Belgian enterprise number (0208) is 10 digits, found \"\(id)\"" }
            let body = digits.prefix(8).reduce(0) { $0 * 10 + $1 }, check = digits[8] * 10 + digits[9]
            return 97 - body % 97 == check ? nil : "Belgian enterprise number \"\(id)\" has wrong check digits"
        default:
            return nil
        }
    }
}
