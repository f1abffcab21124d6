/// Shortest round-trip text of a number, without the `.0` of integral values.
enum NumberText {
    static func shortest(_ x: Double) -> String {
        if x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int(x)) }
        return "\(x)"
    }
}
