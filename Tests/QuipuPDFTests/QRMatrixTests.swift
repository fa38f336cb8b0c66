@testable import QuipuPDF
import Testing

/// The QR codes libqrencode encodes, as plain matrices of modules, and the shapes they are drawn with.
@Suite("QR code matrices")
struct QRMatrixTests {
    /// A matrix from rows of `#` (dark) and `.` (light).
    static func matrix(_ rows: [String]) throws -> QRMatrix {
        try #require(QRMatrix(rows: rows.map { $0.map { $0 == "#" } }))
    }

    /// "Quipu" at level M in byte mode: version 1 (21 modules), as libqrencode 4.1 encodes it;
    /// drawn with its quiet zone, zbarimg reads it back as "Quipu".
    static let quipu = [
        "#######...###.#######",
        "#.....#.#.....#.....#",
        "#.###.#..####.#.###.#",
        "#.###.#..#..#.#.###.#",
        "#.###.#.#...#.#.###.#",
        "#.....#..#..#.#.....#",
        "#######.#.#.#.#######",
        "...........##........",
        "#.#.#.#...##....#..#.",
        "#.#..#.#.#....#.....#",
        "####.###.#..#...#####",
        "#........#....#......",
        "#..#.##.#.#.#.#.#...#",
        "........#..#.#.#.##..",
        "#######..###.###.####",
        "#.....#...####.##....",
        "#.###.#.##.#.###.#.##",
        "#.###.#.......##.#.#.",
        "#.###.#.##..#...#.#.#",
        "#.....#..#....#....#.",
        "#######.#...#.####.##",
    ]

    @Test("a known payload gives the known modules: \"Quipu\" at level M is this version 1 code")
    func knownPayload() throws {
        let encoded = try QRMatrix.encoding("Quipu")
        #expect(encoded.size == 21)
        #expect(encoded == (try Self.matrix(Self.quipu)))
    }

    @Test("the version grows with the payload: an EPC payment of 84 bytes takes version 5 (37 modules), 331 bytes version 13 (69)")
    func versions() throws {
        let payment = "BCD\n002\n1\nSCT\n\nAda Lovelace Consulting\nDE89370400440532013000\nEUR1090.84\n\n\n2024-0043"
        #expect(payment.utf8.count == 84)
        #expect(try QRMatrix.encoding(payment).size == 37)
        #expect(try QRMatrix.encoding(String(repeating: "Ä", count: 165) + "x").size == 69)
        // The three finder patterns' corners are dark, the separators beside them light, in any version.
        let code = try QRMatrix.encoding(payment)
        for (row, column) in [(0, 0), (0, 36), (36, 0), (6, 6), (6, 30), (30, 6)] { #expect(code[row, column], "\(row), \(column)") }
        for (row, column) in [(7, 7), (7, 29), (29, 7)] { #expect(!code[row, column], "\(row), \(column)") }
    }

    @Test("dark modules that touch in a row are one run; rows are read top to bottom, left to right")
    func runs() throws {
        let matrix = try Self.matrix(["##.#", "....", "####", ".##."])
        #expect(matrix.darkRuns == [QRMatrix.Run(row: 0, column: 0, length: 2), QRMatrix.Run(row: 0, column: 3, length: 1),
                                    QRMatrix.Run(row: 2, column: 0, length: 4), QRMatrix.Run(row: 3, column: 1, length: 2)])
        #expect(try Self.matrix(["..", ".."]).darkRuns.isEmpty)
        #expect(QRMatrix(rows: [[true, false], [true]]) == nil)
    }

    @Test("the PDF's rectangles: one per run, placed from the top left module at the module size")
    func rectangles() throws {
        let matrix = try Self.matrix(["##.", "..#", "###"])
        #expect(matrix.rectangles(x: 100, y: 50, moduleSize: 2) == [
            PDFRectangle(x: 100, y: 50, width: 4, height: 2), PDFRectangle(x: 104, y: 52, width: 2, height: 2),
            PDFRectangle(x: 100, y: 54, width: 6, height: 2),
        ])
    }
}
