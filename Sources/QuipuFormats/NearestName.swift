/// The name a mistyped word most likely meant, for "did you mean" in error messages: a mistyped
/// command (`timeshet`), flag (`perod`) or `quipu.yml` key (`timezone`).
///
/// A name equal to `word` but for case wins (`timezone` → `timeZone`). Otherwise the name fewest
/// edits away (an edit inserts, deletes or replaces a character, or swaps two neighbours; case
/// aside), if it is close: at most one edit for a word of up to four characters, two up to eight,
/// three beyond. `nil` when no name is close, or when two are equally close (no guess is better
/// than a wrong one).
package func nearestName(to word: String, among names: [String]) -> String? {
    let folded = Array(word.lowercased())
    guard !folded.isEmpty else { return nil }
    if let sameButCase = names.first(where: { $0.lowercased() == word.lowercased() }) { return sameButCase }
    let limit = folded.count <= 4 ? 1 : folded.count <= 8 ? 2 : 3
    var best: (name: String, distance: Int)?
    var tied = false
    for name in names {
        let distance = editDistance(folded, Array(name.lowercased()))
        guard distance <= limit else { continue }
        if let current = best, distance >= current.distance {
            if distance == current.distance, name != current.name { tied = true }
            continue
        }
        best = (name, distance)
        tied = false
    }
    return tied ? nil : best?.name
}

/// The optimal string alignment distance between `a` and `b`: the fewest insertions, deletions,
/// replacements and swaps of neighbouring characters that turn one into the other.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    // Three rows of the table: the one before the previous one (for swaps), the previous, the current.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, replace)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], twoBack[j - 2] + 1)
            }
        }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
}
