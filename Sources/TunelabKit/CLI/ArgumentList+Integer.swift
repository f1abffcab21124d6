extension Array where Element == (flag: String, value: String?) {
    /// The integer value of `flag`, nil when it is absent; a value that is no integer in `range`
    /// is a usage error, `COMMAND: FLAG expects EXPECTED, got VALUE`.
    func integer(
        _ flag: String, in range: ClosedRange<Int>, _ command: String, expected: String = "a positive integer"
    ) throws(UsageError) -> Int? {
        guard let text = value(flag) else { return nil }
        guard let n = Int(text), range.contains(n) else { throw UsageError("\(command): \(flag) expects \(expected), got \(text)") }
        return n
    }
}
