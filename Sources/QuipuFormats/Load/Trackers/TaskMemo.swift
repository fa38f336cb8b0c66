/// The tasks of a `TrackerHistory` remembered by the raw bytes of the fields that name them in
/// the file: a Timewarrior interval's tags, a Watson frame's project and first tag, a timeclock
/// account, a CSV entry's project, task and description. A file's records name the same few
/// tasks again and again, so each task is worked out from text once, and every later record that
/// names it in the same bytes is matched by hashing and comparing them, with no `String` made.
///
/// A key is built field by field (`startKey`, `appendKey`), then looked up (`position`).
struct TaskMemo {
    /// The key being built: each field's bytes followed by its length, so that fields `ab`, `c`
    /// and `a`, `bc` make different keys.
    private var key: [UInt8] = []
    private var entries: [(hash: UInt64, key: [UInt8], position: Int)] = []
    /// Open addressing: each slot holds an index into `entries` plus one, or 0 when empty. Its
    /// count is a power of two, kept at least twice the entries'.
    private var slots = [Int](repeating: 0, count: 64)

    init() { key.reserveCapacity(256) }

    /// Starts a new key.
    mutating func startKey() { key.removeAll(keepingCapacity: true) }

    /// Adds a field's bytes to the key.
    mutating func appendKey(_ field: UnsafeBufferPointer<UInt8>) {
        key.append(contentsOf: field)
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: field.count).littleEndian) { key.append(contentsOf: $0) }
    }

    /// The task position remembered for the key built, or the one `make` works out from the
    /// fields' text, which is then remembered. A failure of `make` is thrown and nothing is remembered.
    mutating func position<Failure: Error>(orMake make: () throws(Failure) -> Int) throws(Failure) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = entries[slots[slot] - 1]
            if entry.hash == hash, entry.key == key { return entry.position }
            slot = (slot + 1) & mask
        }
        let position = try make()
        entries.append((hash, key, position))
        slots[slot] = entries.count
        if entries.count * 2 > slots.count { rehash() }
        return position
    }

    /// Doubles the slots and places every entry again.
    private mutating func rehash() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = index + 1
        }
    }
}
