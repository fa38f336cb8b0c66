import CQRencode
import Foundation

/// A QR code's modules: a square of `size` × `size`, each dark or light, without its quiet zone.
/// A plain value: libqrencode makes one (`encoding(_:)`), and drawing code and tests read it
/// without touching C.
package struct QRMatrix: Sendable, Hashable {
    /// The modules of a side: 21 for a version 1 code, 4 more for each version after it.
    package let size: Int
    /// Row by row from the top, each row from the left: `true` for a dark module.
    private let modules: [Bool]

    /// A row's dark modules that touch: `length` of them from `column` on.
    package struct Run: Sendable, Hashable {
        package let row: Int
        package let column: Int
        package let length: Int

        package init(row: Int, column: Int, length: Int) {
            self.row = row
            self.column = column
            self.length = length
        }
    }

    /// The light modules a scanner needs around a code on every side (ISO/IEC 18004, 4 modules).
    package static let quietZone = 4

    /// The matrix whose rows are `rows`, top first; `nil` unless they make a square.
    package init?(rows: [[Bool]]) {
        guard rows.allSatisfy({ $0.count == rows.count }) else { return nil }
        size = rows.count
        modules = rows.flatMap { $0 }
    }

    /// Whether the module at `row`, `column` (from the top left, from 0) is dark.
    package subscript(row: Int, column: Int) -> Bool { modules[row * size + column] }

    /// The dark modules, a rectangle one module high per run of them in a row, top to bottom and
    /// left to right: a code drawn this way takes a few hundred shapes rather than a thousand.
    package var darkRuns: [Run] {
        var runs: [Run] = []
        for row in 0..<size {
            var column = 0
            while column < size {
                guard self[row, column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < size, self[row, column] { column += 1 }
                runs.append(Run(row: row, column: start, length: column - start))
            }
        }
        return runs
    }

    /// The QR code of `text`'s UTF-8 bytes in byte mode, at error correction level M (what
    /// EPC069-12 asks of a payment code), in the smallest version that holds them, with the mask
    /// libqrencode chooses (thread-safe: it guards its tables with a mutex).
    package static func encoding(_ text: String) throws(PDFError) -> QRMatrix {
        let bytes = Array(text.utf8)
        guard let code = QRcode_encodeData(Int32(bytes.count), bytes, 0, QR_ECLEVEL_M) else {
            throw PDFError("libqrencode could not encode \(bytes.count) bytes: \(String(cString: strerror(errno)))")
        }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        let data = UnsafeBufferPointer(start: code.pointee.data, count: size * size)
        // Bit 0 of each byte is the module's colour; the other bits say what part of the code it is.
        let rows = (0..<size).map { row in (0..<size).map { column in data[row * size + column] & 1 == 1 } }
        return QRMatrix(rows: rows)!
    }
}

extension QRMatrix {
    /// The dark modules as rectangles on a page, one per run (`darkRuns`), with the code's top
    /// left module at `x`, `y` and each module `moduleSize` points square.
    package func rectangles(x: Double, y: Double, moduleSize: Double) -> [PDFRectangle] {
        darkRuns.map { run in
            PDFRectangle(x: x + Double(run.column) * moduleSize, y: y + Double(run.row) * moduleSize,
                         width: Double(run.length) * moduleSize, height: moduleSize)
        }
    }
}
