import CPDFLibraries
import Foundation

/// A colour of the page, in sRGB (the PDF/A output intent's space), each part from 0 to 1.
package struct PDFColor: Sendable, Hashable {
    package let red: Double, green: Double, blue: Double

    /// The colour of a hex triplet such as `0x23507A`.
    package init(_ hex: UInt32) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }
}

/// How a piece of text is set: its family, weight, size in points and colour.
package struct PDFTextStyle: Sendable, Hashable {
    package enum Family: Sendable { case sans, mono }

    package var family: Family = .sans
    package var bold = false
    /// In points.
    package var size: Double
    package var color: PDFColor
    /// Extra space between letters, in points (the small capitals of labels).
    package var letterSpacing: Double = 0

    package init(family: Family = .sans, bold: Bool = false, size: Double, color: PDFColor, letterSpacing: Double = 0) {
        self.family = family
        self.bold = bold
        self.size = size
        self.color = color
        self.letterSpacing = letterSpacing
    }

    /// The same style in another colour, size or weight.
    package func with(size: Double? = nil, color: PDFColor? = nil, bold: Bool? = nil) -> PDFTextStyle {
        PDFTextStyle(family: family, bold: bold ?? self.bold, size: size ?? self.size, color: color ?? self.color, letterSpacing: letterSpacing)
    }
}

/// A run of text in a paragraph, set in its style's weight unless `bold`, and in the mono
/// family when `mono` (an IBAN).
package struct PDFSpan: Sendable, Hashable {
    package let text: String
    package var bold = false
    package var mono = false

    package init(_ text: String, bold: Bool = false, mono: Bool = false) {
        self.text = text
        self.bold = bold
        self.mono = mono
    }
}

/// A rectangle on the page, in points from the page's top left corner.
package struct PDFRectangle: Sendable, Hashable {
    package let x: Double, y: Double, width: Double, height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Where a line of text stands against its x: starting there, ending there or centred on it.
package enum PDFAlignment: Sendable { case left, right, center }

/// A PDF being drawn with cairo, its text shaped by pango (HarfBuzz) in the repository's fonts and
/// embedded as subsets. Coordinates are points from the page's top left corner. `finished()`
/// gives the bytes cairo wrote, which `PDFArchive` makes a PDF/A-3b.
package final class PDFCanvas {
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    /// The texts set on this kind of surface, kept for the process.
    private let texts: PDFTextLayouts
    private let output: Output
    /// Whether drawing only measures: text returns its height, nothing is painted (see `measuring`).
    private var isMeasuring = false

    /// What cairo writes, collected by its write callback.
    private final class Output {
        var bytes: [UInt8] = []
    }

    /// cairo's write callback: appends what it writes to the `Output` its closure points to.
    private static let collect: cairo_write_func_t = { closure, data, length in
        let output = Unmanaged<Output>.fromOpaque(closure!).takeUnretainedValue()
        output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// What a canvas draws on: PDF pages, or one PNG image of whole pixels (a point is a pixel).
    private enum Kind { case pdf, png }
    private let kind: Kind

    /// Draws `body` on a new PDF of pages `width` × `height` points and returns the bytes cairo
    /// wrote; documents are drawn one at a time (pango's font map is not thread-safe).
    package static func draw(width: Double, height: Double, _ body: (PDFCanvas) throws(PDFError) -> Void) throws(PDFError) -> [UInt8] {
        try draw(.pdf, width: width, height: height, body)
    }

    /// Draws `body` on a new PNG image of `width` × `height` pixels, in the same fonts, and returns
    /// the PNG file's bytes (the same for the same drawing with the same cairo and libpng).
    package static func drawPNG(width: Int, height: Int, _ body: (PDFCanvas) throws(PDFError) -> Void) throws(PDFError) -> [UInt8] {
        try draw(.png, width: Double(width), height: Double(height), body)
    }

    private static func draw(_ kind: Kind, width: Double, height: Double, _ body: (PDFCanvas) throws(PDFError) -> Void) throws(PDFError) -> [UInt8] {
        let fonts = try PDFFonts.shared.get()
        return try fonts.drawing { () throws(PDFError) -> [UInt8] in
            let canvas = try PDFCanvas(kind, width: width, height: height, fonts: fonts)
            try body(canvas)
            return try canvas.finished()
        }
    }

    private init(_ kind: Kind, width: Double, height: Double, fonts: PDFFonts) throws(PDFError) {
        self.kind = kind
        texts = kind == .pdf ? fonts.pdfTexts : fonts.pngTexts
        output = Output()
        let made: OpaquePointer?
        switch kind {
        case .pdf:
            made = cairo_pdf_surface_create_for_stream(Self.collect, Unmanaged.passUnretained(output).toOpaque(), width, height)
            if let made { cairo_pdf_surface_restrict_to_version(made, CAIRO_PDF_VERSION_1_5) }
        case .png:
            made = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        }
        guard let surface = made, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PDFError("cairo could not make a \(kind == .pdf ? "PDF" : "PNG") surface")
        }
        self.surface = surface
        cairo = cairo_create(surface)
        texts.adopt(cairo)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Ends the page and starts the next (nothing while measuring).
    package func nextPage() {
        guard !isMeasuring else { return }
        cairo_show_page(cairo)
    }

    /// The bytes of the PDF, its last page ended, or of the PNG.
    private func finished() throws(PDFError) -> [UInt8] {
        if kind == .png {
            cairo_surface_flush(surface)
            let status = cairo_surface_write_to_png_stream(surface, Self.collect, Unmanaged.passUnretained(output).toOpaque())
            guard status == CAIRO_STATUS_SUCCESS else { throw PDFError("cairo failed writing the PNG: " + String(cString: cairo_status_to_string(status))) }
            return output.bytes
        }
        cairo_show_page(cairo)
        cairo_surface_finish(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PDFError("cairo failed writing the PDF: " + String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        return output.bytes
    }

    // MARK: Text

    /// The height `body` would draw, measured without painting anything.
    package func measuring(_ body: () -> Double) -> Double {
        let was = isMeasuring
        isMeasuring = true
        defer { isMeasuring = was }
        return body()
    }

    /// The size `text` takes in `style`, wrapped at `width` when given: its widest line and its height, in points.
    package func measure(_ text: String, _ style: PDFTextStyle, width: Double? = nil) -> (width: Double, height: Double) {
        size(of: texts.layout([PDFSpan(text)], style, width: width, alignment: .left))
    }

    /// The logical size of a layout: its widest line and its height, in points.
    private func size(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    /// Draws `text` with its top at `y`: from `x` (left), ending at `x` (right) or centred on it;
    /// wrapped between words at `width` when given (then aligned within `x ... x + width`).
    /// Returns the height it took.
    @discardableResult
    package func text(_ text: String, _ style: PDFTextStyle, x: Double, y: Double, width: Double? = nil,
                      alignment: PDFAlignment = .left) -> Double {
        self.text([PDFSpan(text)], style, x: x, y: y, width: width, alignment: alignment)
    }

    /// Draws a paragraph of `spans` as `text(_:_:x:y:width:alignment:)` draws one string.
    @discardableResult
    package func text(_ spans: [PDFSpan], _ style: PDFTextStyle, x: Double, y: Double, width: Double? = nil,
                      alignment: PDFAlignment = .left) -> Double {
        guard spans.contains(where: { !$0.text.isEmpty }) else { return 0 }
        let layout = texts.layout(spans, style, width: width, alignment: alignment)
        let size = size(of: layout)
        let textWidth = size.width
        var left = x
        if width == nil {
            switch alignment {
            case .left: break
            case .right: left = x - textWidth
            case .center: left = x - textWidth / 2
            }
        }
        if !isMeasuring {
            setColor(style.color)
            cairo_move_to(cairo, left, y)
            pango_cairo_show_layout(cairo, layout)
        }
        return size.height
    }

    // MARK: Shapes

    /// A straight line of `thickness` points.
    package func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double), thickness: Double, color: PDFColor) {
        guard !isMeasuring else { return }
        setColor(color)
        cairo_set_line_width(cairo, thickness)
        cairo_move_to(cairo, start.x, start.y)
        cairo_line_to(cairo, end.x, end.y)
        cairo_stroke(cairo)
    }

    /// A rectangle with corners rounded by `radius`, filled with `fill` and outlined with `stroke` (each when given).
    package func rectangle(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: PDFColor? = nil,
                           stroke: (color: PDFColor, thickness: Double)? = nil) {
        guard !isMeasuring else { return }
        cairo_new_path(cairo)
        if radius > 0 {
            cairo_arc(cairo, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
            cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
            cairo_arc(cairo, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(cairo, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
        } else {
            cairo_rectangle(cairo, x, y, width, height)
        }
        if let fill {
            setColor(fill)
            if stroke == nil { cairo_fill(cairo) } else { cairo_fill_preserve(cairo) }
        }
        if let stroke {
            setColor(stroke.color)
            cairo_set_line_width(cairo, stroke.thickness)
            cairo_stroke(cairo)
        }
    }

    /// `rectangles` filled with `color` as one path, so that touching ones leave no seam between them.
    package func fill(_ rectangles: [PDFRectangle], color: PDFColor) {
        guard !isMeasuring, !rectangles.isEmpty else { return }
        cairo_new_path(cairo)
        for rectangle in rectangles { cairo_rectangle(cairo, rectangle.x, rectangle.y, rectangle.width, rectangle.height) }
        setColor(color)
        cairo_fill(cairo)
    }

    private func setColor(_ color: PDFColor) {
        cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
    }
}

/// A pango context over the fonts for one kind of surface, and the layout of each text it has set,
/// by all that decides it (its spans, their style but for colour, the width it wraps at, its
/// alignment), so that a text set again — a timesheet's `0:30` or `·`, a heading measured and then
/// drawn, the labels every invoice repeats — is neither shaped nor measured again: drawing a
/// layout shows the same glyphs at the same places, so the PDF's bytes are the same. Kept for the
/// process and emptied when it holds `limit` texts (a long `quipu serve` stays small); used only
/// while a document is drawn, under `PDFFonts`' lock.
final class PDFTextLayouts {
    private struct Key: Hashable {
        let spans: [PDFSpan]
        let family: PDFTextStyle.Family, bold: Bool, size: Double, letterSpacing: Double
        let width: Double?
        let alignment: PDFAlignment
    }

    /// How many texts are kept before they are all let go.
    let limit: Int
    /// Pango's context at 72 dpi (a point is a unit), without hinting, so that sizes do not depend on the surface.
    private let context: OpaquePointer
    private var layouts: [Key: OpaquePointer] = [:]
    /// Whether the context has taken a cairo context's settings.
    private var hasAdopted = false

    init(fontMap: UnsafeMutablePointer<PangoFontMap>, limit: Int = 10_000) {
        self.limit = limit
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// Gives the context the settings of `cairo` (a new surface's: its font options, an identity
    /// matrix) the first time: every surface of one kind has the same, and setting them again would
    /// have pango lay out every kept text anew (it cannot tell an equal matrix from a new one).
    func adopt(_ cairo: OpaquePointer) {
        guard !hasAdopted else { return }
        pango_cairo_update_context(cairo, context)
        hasAdopted = true
    }

    /// The layout of `spans` in `style`, wrapped at `width` points between words when given, else
    /// on one line, aligned by `alignment`: the one made before for the same text, or a new one.
    func layout(_ spans: [PDFSpan], _ style: PDFTextStyle, width: Double?, alignment: PDFAlignment) -> OpaquePointer {
        let key = Key(spans: spans, family: style.family, bold: style.bold, size: style.size, letterSpacing: style.letterSpacing,
                      width: width, alignment: alignment)
        if let known = layouts[key] { return known }
        if layouts.count >= limit {
            for layout in layouts.values { cpdf_object_unref(UnsafeMutableRawPointer(layout)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let layout = pango_layout_new(context)!
        let family = style.family == .sans ? PDFFonts.sans : PDFFonts.mono
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = pango_attr_list_new()
        if style.letterSpacing != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(style.letterSpacing * Double(PANGO_SCALE))))
        }
        var text = "", start = 0
        for span in spans {
            text += span.text
            let end = start + span.text.utf8.count
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attributes, attribute)
            }
            if span.bold { insert(pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
            if span.mono { insert(pango_attr_family_new(PDFFonts.mono)) }
            start = end
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_width(layout, width.map { Int32($0 * Double(PANGO_SCALE)) } ?? -1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        }
        pango_layout_set_text(layout, text, -1)
        layouts[key] = layout
        return layout
    }
}
