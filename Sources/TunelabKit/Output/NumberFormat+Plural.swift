extension NumberFormat {
    /// `1 point`, `2 points`: `n` and `noun`, with an s unless `n` is 1.
    static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
