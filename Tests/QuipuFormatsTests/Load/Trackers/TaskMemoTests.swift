@testable import QuipuFormats
import Testing

@Suite("Tasks remembered by the bytes that name them")
struct TaskMemoTests {
    /// The position `memo` gives for the key of `fields`, or `made` when it has none.
    static func position(_ memo: inout TaskMemo<Int>, _ fields: [String], made: Int) -> Int {
        // The fields side by side in one buffer, which stays valid until the lookup.
        Array(fields.joined().utf8).withUnsafeBufferPointer { buffer in
            memo.startKey()
            var offset = 0
            for field in fields {
                memo.appendKey(UnsafeBufferPointer(rebasing: buffer[offset..<(offset + field.utf8.count)]))
                offset += field.utf8.count
            }
            return memo.task { made }
        }
    }

    @Test("the same fields give what was made for them; fields split elsewhere, in another order or one more are another key")
    func keys() {
        var memo = TaskMemo<Int>()
        #expect(Self.position(&memo, ["ab", "c"], made: 1) == 1)
        #expect(Self.position(&memo, ["ab", "c"], made: 99) == 1)
        #expect(Self.position(&memo, ["a", "bc"], made: 2) == 2)
        #expect(Self.position(&memo, ["c", "ab"], made: 3) == 3)
        #expect(Self.position(&memo, ["ab", "c", ""], made: 4) == 4)
        #expect(Self.position(&memo, [], made: 5) == 5)
        #expect(Self.position(&memo, [""], made: 6) == 6)
        #expect(Self.position(&memo, ["a", "bc"], made: 99) == 2)
    }

    @Test("thousands of keys are each found again after the table grows")
    func growth() {
        var memo = TaskMemo<Int>()
        for key in 0..<5000 { #expect(Self.position(&memo, ["project \(key)", "task"], made: key) == key) }
        for key in 0..<5000 { #expect(Self.position(&memo, ["project \(key)", "task"], made: -1) == key) }
    }

    @Test("a key whose making fails is not remembered")
    func failure() {
        struct Refused: Error {}
        var memo = TaskMemo<Int>()
        memo.startKey()
        #expect(throws: Refused.self) { try memo.task { () throws(Refused) -> Int in throw Refused() } }
        #expect(Self.position(&memo, [], made: 7) == 7)
    }
}
