import Foundation

/// The tasks of a `TrackerHistory` remembered by the raw bytes of the fields that name them in
/// the file: a Timewarrior interval's tags, a Watson frame's project and first tag, a timeclock
/// account, a CSV entry's project, task and description. A file's records name the same few
/// tasks again and again, so each task is worked out from text once, and every later record that
/// names it in the same bytes is matched by hashing and comparing them, with no `String` made.
///
/// A key of up to three fields is given field by field (`startKey`, `appendKey`), then looked
/// up (`task(orMake:)`). The fields must stay valid until then. What is remembered, `Task`, is the
/// task's position in the history, with whatever else the same fields decide (a Timewarrior
/// interval's tags also say whether it is billable: `TaggedTask`).
struct TaskMemo<Task> {
    private struct Entry {
        let hash: UInt64
        /// Where the key stands in `keys`.
        let keyStart: Int, keyCount: Int
        let task: Task
    }

    /// The keys remembered, one after another: each field's bytes followed by its length (eight
    /// bytes), so that fields `ab`, `c` and `a`, `bc` are different keys.
    private var keys: [UInt8] = []
    /// The fields of the key being looked up (the first `fieldCount`), and their hash so far.
    private var fields = (UnsafeBufferPointer<UInt8>(start: nil, count: 0), UnsafeBufferPointer<UInt8>(start: nil, count: 0),
                          UnsafeBufferPointer<UInt8>(start: nil, count: 0))
    private var fieldCount = 0
    private var hash: UInt64 = 0
    private var entries: [Entry] = []
    /// Open addressing: each slot holds an index into `entries` plus one, or 0 when empty. Its
    /// count is a power of two, kept at least twice the entries'.
    private var slots = [Int](repeating: 0, count: 64)

    /// Starts a new key.
    mutating func startKey() {
        fieldCount = 0
        hash = 0x243F_6A88_85A3_08D3
    }

    /// Adds a field to the key, which holds at most three.
    @inline(__always)
    mutating func appendKey(_ field: UnsafeBufferPointer<UInt8>) {
        switch fieldCount {
        case 0: fields.0 = field
        case 1: fields.1 = field
        default:
            precondition(fieldCount == 2, "a task's key has at most three fields")
            fields.2 = field
        }
        fieldCount += 1
        let raw = UnsafeRawBufferPointer(field)
        var offset = 0
        while offset + 8 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < raw.count {
            // The last eight bytes (some mixed already), or the bytes there are.
            if raw.count >= 8 {
                mix(raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
            } else {
                var tail: UInt64 = 0
                for byte in raw { tail = tail << 8 | UInt64(byte) }
                mix(tail)
            }
        }
        mix(UInt64(raw.count))
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
    }

    private func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        switch index {
        case 0: fields.0
        case 1: fields.1
        default: fields.2
        }
    }

    /// The task remembered for the key given, or the one `make` works out from the fields' text,
    /// which is then remembered. A failure of `make` is thrown and nothing is remembered.
    mutating func task<Failure: Error>(orMake make: () throws(Failure) -> Task) throws(Failure) -> Task {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = entries[slots[slot] - 1]
            if entry.hash == hash, matches(entry) { return entry.task }
            slot = (slot + 1) & mask
        }
        let task = try make()
        let keyStart = keys.count
        for index in 0..<fieldCount {
            keys.append(contentsOf: field(index))
            withUnsafeBytes(of: UInt64(field(index).count).littleEndian) { keys.append(contentsOf: $0) }
        }
        entries.append(Entry(hash: hash, keyStart: keyStart, keyCount: keys.count - keyStart, task: task))
        slots[slot] = entries.count
        if entries.count * 2 > slots.count { rehash() }
        return task
    }

    /// Whether the key of `entry` is the fields given, each followed by its length.
    private func matches(_ entry: Entry) -> Bool {
        keys.withUnsafeBytes { keys in
            let key = UnsafeRawBufferPointer(rebasing: keys[entry.keyStart..<(entry.keyStart + entry.keyCount)])
            var offset = 0
            for index in 0..<fieldCount {
                let field = field(index)
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

/// A task a tracker's tags name, and whether they mark its time billable (`TrackerMapping`).
struct TaggedTask {
    /// The task's position in the history (`TrackerHistory.position(ofTask:in:)`).
    let position: Int
    let isBillable: Bool
}
