import QuipuCore
import QuipuPDF
import QuipuXML

/// An invoice's payment QR code as it prints: `PaymentCode`'s EPC payload and the modules
/// libqrencode encodes it in, drawn as rectangles in the PDF (`BillingDocumentPDF`) and as an
/// inline SVG path in the HTML (carried by the invoice XML's `paymentCode` element).
struct PaymentQRCode: Sendable {
    /// The EPC069-12 text the code holds.
    let payload: String
    let matrix: QRMatrix

    /// The code of `invoice` when `isWanted` (`qrCode:` is not `false`) and it has one (`Invoice.paymentCode`).
    static func of(_ invoice: Invoice, isWanted: Bool) throws(QuipuError) -> PaymentQRCode? {
        guard isWanted, let code = invoice.paymentCode else { return nil }
        do {
            return PaymentQRCode(payload: code.payload, matrix: try QRMatrix.encoding(code.payload))
        } catch {
            throw QuipuError(.dataError, "invoice \(invoice.terms.number): the payment QR code could not be made: \(error)")
        }
    }

    /// The invoice XML's element: the payload as its text, the modules of a side (`size`) and the
    /// SVG path of the dark modules (`path`, see `svgPath(of:)`).
    var element: XMLElementValue {
        XMLElementValue("paymentCode", [("size", String(matrix.size)), ("path", Self.svgPath(of: matrix))], text: payload)
    }

    /// The SVG path data of `matrix`'s dark modules in module units, the quiet zone included (the
    /// top left module at 4,4): one closed rectangle per run, the first placed absolutely and each
    /// next one relative to the one before (`M4 4h7v1h-7z m8 0h1v1h-1z` without the spaces).
    static func svgPath(of matrix: QRMatrix) -> String {
        var path = "", previous: (column: Int, row: Int)?
        for run in matrix.darkRuns {
            let column = run.column + QRMatrix.quietZone, row = run.row + QRMatrix.quietZone
            if let previous {
                path += "m\(column - previous.column) \(row - previous.row)"
            } else {
                path += "M\(column) \(row)"
            }
            path += "h\(run.length)v1h-\(run.length)z"
            previous = (column, row)
        }
        return path
    }
}
