/// What makes a party's identifiers well-formed, whatever they are read from.
public enum PartyRules {
    /// An ISO 3166-1 alpha-2 country code (`DE`), one of `CountryCodes.iso3166Alpha2`.
    public static func isCountryCode(_ code: String) -> Bool {
        CountryCodes.iso3166Alpha2.contains(code)
    }

    /// A VAT identifier: its prefix, then capital letters, digits and the separators some
    /// countries use (`+`, `*`, `-`), at least four characters (`DE123456789`).
    public static func isVATID(_ id: String) -> Bool {
        let utf8 = Array(id.utf8)
        return utf8.count >= 4 && hasVATPrefix(id) && utf8.dropFirst(2).allSatisfy { isCapital($0) || isDigit($0) || "-+*".utf8.contains($0) }
    }

    /// Whether `id` starts with a prefix a VAT identifier may have (BR-CO-09): an ISO 3166-1
    /// alpha-2 code, or `EL` (Greece) or `XI` (Northern Ireland) as the EU uses them.
    public static func hasVATPrefix(_ id: String) -> Bool {
        let prefix = String(id.prefix(2))
        return isCountryCode(prefix) || CountryCodes.vatOnlyPrefixes.contains(prefix)
    }

    /// An IBAN without spaces: a country code, two check digits, then capital letters and digits,
    /// 15 to 34 characters in all.
    public static func isIBAN(_ iban: String) -> Bool {
        let utf8 = Array(iban.utf8)
        return (15...34).contains(utf8.count) && utf8.prefix(2).allSatisfy(isCapital) && utf8.dropFirst(2).prefix(2).allSatisfy(isDigit)
            && utf8.allSatisfy { isCapital($0) || isDigit($0) }
    }

    private static func isCapital(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
