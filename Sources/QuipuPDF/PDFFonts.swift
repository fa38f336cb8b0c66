import CPDFLibraries
import Foundation

/// The fonts every PDF is set in, and the one place they are loaded: Liberation Sans (regular and
/// bold) and Liberation Mono, OFL-licensed files of the repository (`Resources/Fonts`), in a
/// fontconfig of their own with FreeType's font map, so that neither the machine's fonts nor its
/// fontconfig settings can change a PDF.
///
/// Pango's font maps are not thread-safe: documents are drawn one at a time (`drawing`), while
/// the rest of a run goes on in parallel; the texts they set (`PDFTextLayouts`) are shared the same way.
final class PDFFonts: @unchecked Sendable {
    /// Pango's font map over the private fontconfig.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The texts set on PDF pages and on PNG images (a surface of each kind could hint otherwise),
    /// used only while drawing.
    let pdfTexts: PDFTextLayouts, pngTexts: PDFTextLayouts
    private let lock = NSLock()

    /// The font map, made once per process; an error when a font file is missing from the binary's resources.
    static let shared = Result<PDFFonts, PDFError> { () throws(PDFError) in try PDFFonts() }

    /// The family names the documents ask for.
    static let sans = "Liberation Sans", mono = "Liberation Mono"

    /// The font files, in `Resources/Fonts`.
    static let files = ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationMono-Regular.ttf"]

    private init() throws(PDFError) {
        guard let config = FcConfigCreate() else { throw PDFError("fontconfig could not make a configuration") }
        for file in Self.files {
            let path = PDFResources.path(of: "Fonts/" + file)
            guard FcConfigAppFontAddFile(config, path) == FcTrue else {
                FcConfigDestroy(config)
                throw PDFError("the font \(path) could not be loaded; expected the font files installed beside quipu (see docs/install.md)")
            }
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw PDFError("pango has no FreeType font map; expected cairo built with FreeType")
        }
        cpdf_font_map_set_config(map, config)
        FcConfigDestroy(config)  // the font map holds its own reference
        fontMap = map
        pdfTexts = PDFTextLayouts(fontMap: map)
        pngTexts = PDFTextLayouts(fontMap: map)
    }

    /// Runs `body` while no other document is being drawn.
    func drawing<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// The files the PDF format reads from the binary's resources: fonts and the sRGB colour profile.
enum PDFResources {
    /// The path of `name` (`Fonts/LiberationSans-Regular.ttf`) in the resources.
    static func path(of name: String) -> String {
        Bundle.module.bundleURL.appendingPathComponent("Resources/" + name).path
    }

    /// The sRGB IEC 61966-2.1 profile (ICC v2, display class) of the PDF/A output intent, read once per process.
    static let colorProfile = Result<[UInt8], PDFError> { () throws(PDFError) in
        let path = PDFResources.path(of: "ColorProfiles/sRGB.icc")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PDFError("the colour profile \(path) could not be read; expected it installed beside quipu (see docs/install.md)")
        }
        return Array(data)
    }
}

/// What went wrong making a PDF: a library's failure or a resource missing.
package struct PDFError: Error, CustomStringConvertible, Sendable {
    package let description: String

    init(_ description: String) { self.description = description }
}
