import Foundation

/// The tasks of a `TrackerHistory` remembered by the raw bytes of the fields that name them in
/// the file: a Timewarrior interval's tags, a Watson frame's project and first tag, a timeclock
/// account, a CSV entry's project, task and description. A file's records name the same few
/// tasks again and again, so each task is worked out from text once, and every later record that
/// names it in the same bytes is matched by hashing and comparing them, with no `String` made.
///
/// A key is given field by field (`startKey`, `appendKey`), then looked up (`position`). The
/// fields must stay valid until then.
struct TaskMemo {
    private struct Entry {
        let hash: UInt64
        /// Each field's bytes followed by its length (eight bytes), so that fields `ab`, `c` and
        /// `a`, `bc` are different keys.
        let key: [UInt8]
        let position: Int
    }

    /// The fields of the key being looked up, and their hash so far.
    private var fields: [UnsafeBufferPointer<UInt8>] = []
    private var hash: UInt64 = 0
    private var entries: [Entry] = []
    /// Open addressing: each slot holds an index into `entries` plus one, or 0 when empty. Its
    /// count is a power of two, kept at least twice the entries'.
    private var slots = [Int](repeating: 0, count: 64)

    /// Starts a new key.
    mutating func startKey() {
        fields.removeAll(keepingCapacity: true)
        hash = 0x243F_6A88_85A3_08D3
    }

    /// Adds a field to the key.
    mutating func appendKey(_ field: UnsafeBufferPointer<UInt8>) {
        fields.append(field)
        let raw = UnsafeRawBufferPointer(field)
        var offset = 0
        while offset + 8 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for byte in raw[offset...].reversed() { tail = tail << 8 | UInt64(byte) }
        mix(tail)
        mix(UInt64(raw.count))
    }

    private mutating func mix(_ word: UInt64) {
        hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
    }

    /// The task position remembered for the key given, or the one `make` works out from the
    /// fields' text, which is then remembered. A failure of `make` is thrown and nothing is remembered.
    mutating func position<Failure: Error>(orMake make: () throws(Failure) -> Int) throws(Failure) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = entries[slots[slot] - 1]
            if entry.hash == hash, matches(entry.key) { return entry.position }
            slot = (slot + 1) & mask
        }
        let position = try make()
        var key: [UInt8] = []
        for field in fields {
            key.append(contentsOf: field)
            withUnsafeBytes(of: UInt64(field.count).littleEndian) { key.append(contentsOf: $0) }
        }
        entries.append(Entry(hash: hash, key: key, position: position))
        slots[slot] = entries.count
        if entries.count * 2 > slots.count { rehash() }
        return position
    }

    /// Whether `key` is the fields given, each followed by its length.
    private func matches(_ key: [UInt8]) -> Bool {
        key.withUnsafeBytes { key in
            var offset = 0
            for field in fields {
                guard offset + field.count + 8 <= key.count,
                      field.isEmpty || memcmp(key.baseAddress! + offset, field.baseAddress!, field.count) == 0,
                      key.loadUnaligned(fromByteOffset: offset + field.count, as: UInt64.self) == UInt64(field.count).littleEndian
                else { return false }
                offset += field.count + 8
            }
            return offset == key.count
        }
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
