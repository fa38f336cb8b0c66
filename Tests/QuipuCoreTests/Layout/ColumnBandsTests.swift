import QuipuCore
import Testing

@Suite("Column bands of a wide table")
struct ColumnBandsTests {
    @Test("columns go into bands of whole columns that fit the room", arguments: [
        ([10.0, 10, 10], 100.0, [0..<3]),
        ([30.0, 30, 30, 30, 30], 70.0, [0..<2, 2..<4, 4..<5]),
        ([30.0, 30, 30], 60.0, [0..<2, 2..<3]),
        ([10.0, 200, 10], 100.0, [0..<1, 1..<2, 2..<3]),
        ([], 100.0, [0..<0]),
    ])
    func bands(_ widths: [Double], room: Double, expected: [Range<Int>]) {
        #expect(ColumnBands(widths: widths, room: room).bands == expected)
    }

    @Test("a half-year's 27 week columns and its total, 30 points each beside 200 of headings on an A4 page, take three bands")
    func halfYear() {
        let bands = ColumnBands(widths: Array(repeating: 30, count: 28), room: 515 - 200).bands
        #expect(bands == [0..<10, 10..<20, 20..<28])
        #expect(bands.flatMap { Array($0) } == Array(0..<28))
    }
}
