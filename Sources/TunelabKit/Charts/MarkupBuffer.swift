/// UTF-8 bytes of markup built piece by piece, for the long runs of near-identical elements
/// (heat-map cells, scatter circles) where `String` interpolation would dominate a chart's cost.
struct MarkupBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends `text` as it is (already escaped).
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends precomputed bytes.
    mutating func add(_ piece: [UInt8]) { bytes.append(contentsOf: piece) }

    /// Appends `value` in decimal.
    mutating func add(_ value: Int) { add(String(value)) }

    /// Appends `NumberFormat.shortest((value · 10^decimals).rounded() / 10^decimals)` for
    /// `decimals` ≤ 4: a decimal of at most 9 digits is the shortest form of the double nearest
    /// it, so the rounded integer's digits are written with the point put back in.
    mutating func add(_ value: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let k = (value * scale).rounded()
        guard value.isFinite, abs(k) < 1e9, decimals <= 4 else {
            add(NumberFormat.shortest(k / scale))
            return
        }
        var n = Int(k)
        if n == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if n < 0 {
            bytes.append(UInt8(ascii: "-"))
            n = -n
        }
        var kept = decimals
        while kept > 0, n % 10 == 0 { n /= 10; kept -= 1 }
        var power = 1
        for _ in 0..<kept { power *= 10 }
        add(n / power)
        if kept > 0 {
            bytes.append(UInt8(ascii: "."))
            var fraction = n % power
            for _ in 0..<kept {
                power /= 10
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / power))
                fraction %= power
            }
        }
    }

    /// Appends a line break.
    mutating func newline() { bytes.append(0x0A) }

    /// The bytes as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
