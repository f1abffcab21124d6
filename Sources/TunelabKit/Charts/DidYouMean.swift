/// The closest of a set of names by edit distance, for "did you mean" hints.
enum DidYouMean {
    /// The candidate with the smallest Levenshtein distance to `name` when that distance
    /// is at most max(2, |name| / 3) (ties: the earlier candidate); `nil` otherwise.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(name, candidate)
            if let current = best, d >= current.1 { continue }
            best = (candidate, d)
        }
        guard let (candidate, d) = best, d <= max(2, name.count / 3) else { return nil }
        return candidate
    }

    /// Levenshtein distance over characters (insert, delete, substitute cost 1).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// ` (did you mean "x"?)` or `""`.
    static func hint(for name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
