/// The paper a printable document (a PDF) is laid out on.
public enum Paper: String, CaseIterable, Sendable {
    /// ISO 216 A4, 210 × 297 mm: the default.
    case a4
    /// US Letter, 8.5 × 11 in.
    case letter

    /// The width in PostScript points (1/72 in).
    public var width: Double {
        switch self {
        case .a4: 595.28
        case .letter: 612
        }
    }

    /// The height in PostScript points (1/72 in).
    public var height: Double {
        switch self {
        case .a4: 841.89
        case .letter: 792
        }
    }
}
