/// The ISO 4217 table Quipu knows, embedded so that results never depend on the machine.
enum ISO4217 {
    /// Minor units of every current code with one (ISO 4217 list one), plus the withdrawn codes
    /// that the ECB's historical reference rates still publish (CYP, EEK, HRK, LTL, LVL, MTL,
    /// ROL, SIT, SKK, TRL), so a full-history rates file loads.
    static let minorUnits: [String: Int] = {
        var table: [String: Int] = [:]
        for (units, codes) in byMinorUnits {
            for code in codes.split(separator: " ") { table[String(code)] = units }
        }
        return table
    }()

    private static let byMinorUnits: [(Int, String)] = [
        (0, "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF TRL"),
        (2, "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD "
            + "CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL "
            + "GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD "
            + "LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN "
            + "PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL "
            + "THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG ZWL "
            + "CYP EEK HRK LTL LVL MTL ROL SIT SKK"),
        (3, "BHD IQD JOD KWD LYD OMR TND"),
        (4, "CLF UYW"),
    ]

    /// Codes ISO 4217 lists with no minor unit ("N.A."): precious metals, SDR, bond units, test codes.
    static let withoutMinorUnit: Set<String> = ["XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX"]
}
