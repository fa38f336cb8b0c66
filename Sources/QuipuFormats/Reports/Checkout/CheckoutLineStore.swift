import QuipuCore
import QuipuXML

/// Every line's bytes of every slot in one arena. A writer of many orders makes a slot's lines
/// together, side by side: an order then reads its six lines from one small stretch of memory,
/// whichever day and currency it has. A writer of a few orders makes only the lines it needs.
struct CheckoutLineStore {
    /// The most lines a slot keeps; a catalog with more options has its lines made each time.
    static let maximumLinesPerSlot = 64
    /// Per line position, the index of its first option among a slot's lines.
    private let firstLine: [Int]
    private let linesPerSlot: Int
    private let makesWholeSlots: Bool
    private var arena: [UInt8] = []
    /// Per slot, `linesPerSlot` lines once the slot is first needed (`made[slot]`); a line not
    /// made yet has a negative length.
    private var lines: [StoredLine]
    private var made: [Bool]

    /// Where a line's bytes are in the arena.
    private struct StoredLine {
        let start: Int
        let length: Int

        static let notMade = StoredLine(start: 0, length: -1)
    }

    /// A line of the store, or one made afresh when the catalog has too many options to keep.
    enum Entry {
        case stored(Int)
        case made([UInt8])
    }

    /// A store for `slots` slots of `catalog`'s lines, for a writer of `orders` orders. With four
    /// orders or more per slot on average, most of a slot's lines are used, and they are made
    /// together; with fewer, one by one as needed.
    init(catalog: GuitarCatalog, slots: Int, orders: Int) {
        let counts = catalog.lineOptions.map(\.count)
        firstLine = counts.indices.map { counts[..<$0].reduce(0, +) }
        linesPerSlot = counts.reduce(0, +)
        makesWholeSlots = orders >= 4 * slots
        let kept = linesPerSlot <= Self.maximumLinesPerSlot
        lines = []
        lines.reserveCapacity(kept ? slots * linesPerSlot : 0)
        made = Array(repeating: false, count: kept ? slots : 0)
    }

    /// The entry of option `option` at line `position` of `slot`, its bytes made by `make` the
    /// first time it, or its slot when the store makes whole slots, is needed.
    mutating func entry(slot: Int, _ position: Int, _ option: Int, _ make: (Int, Int) -> [UInt8]) -> Entry {
        guard linesPerSlot <= Self.maximumLinesPerSlot else { return .made(make(position, option)) }
        let first = slot * linesPerSlot
        if !made[slot] {
            made[slot] = true
            if lines.count < first + linesPerSlot {
                lines.append(contentsOf: repeatElement(StoredLine.notMade, count: first + linesPerSlot - lines.count))
            }
            if makesWholeSlots {
                for linePosition in firstLine.indices {
                    let count = (linePosition + 1 < firstLine.count ? firstLine[linePosition + 1] : linesPerSlot) - firstLine[linePosition]
                    for lineOption in 0..<count { keep(make(linePosition, lineOption), at: first + firstLine[linePosition] + lineOption) }
                }
            }
        }
        let index = first + firstLine[position] + option
        if lines[index].length < 0 { keep(make(position, option), at: index) }
        return .stored(index)
    }

    private mutating func keep(_ bytes: [UInt8], at index: Int) {
        lines[index] = StoredLine(start: arena.count, length: bytes.count)
        arena.append(contentsOf: bytes)
    }

    /// Appends the entry's bytes to `out`.
    func append(_ entry: Entry, to out: inout XMLByteWriter) {
        switch entry {
        case let .stored(index):
            let line = lines[index]
            arena.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[line.start..<line.start + line.length])) }
        case let .made(bytes):
            out.append(contentsOf: bytes)
        }
    }
}
