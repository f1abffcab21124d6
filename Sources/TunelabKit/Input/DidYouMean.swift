/// "Did you mean …?" for unknown keys, options and enum values, as
/// swift-argument-parser offers for unknown options.
///
/// Distance is the optimal-string-alignment Damerau–Levenshtein distance (insert,
/// delete, substitute, or swap two adjacent characters, each costing 1) between the
/// case-folded Unicode scalars of the two words. A candidate qualifies when its
/// distance d ≤ `threshold(word)` = max(1, min(4, ⌊n/3⌋)), n = the word's scalar count
/// — so a typo or two in a long key is forgiven and an unrelated word gets nothing.
/// The nearest qualifying candidate wins; ties go to the earlier candidate.
/// A candidate equal to the word (same case) is never suggested.
public enum DidYouMean {
    /// The candidate nearest to `word`, or `nil` when none is within the threshold.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let folded = Array(word.lowercased().unicodeScalars)
        let limit = threshold(for: folded.count)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(folded, Array(candidate.lowercased().unicodeScalars))
            if d <= limit, d < (best?.distance ?? Int.max) {
                best = (candidate, d)
            }
        }
        return best?.candidate
    }

    /// The largest distance still suggested for a word of `length` scalars: max(1, min(4, ⌊length/3⌋)).
    public static func threshold(for length: Int) -> Int {
        max(1, min(4, length / 3))
    }

    /// Optimal-string-alignment distance between two words (case-sensitive; callers fold case).
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows of the DP table: i−2, i−1, i.
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, previous2[j - 2] + 1)
                }
                current[j] = d
            }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `; did you mean "x"?` for the nearest candidate, or `""`.
    public static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
