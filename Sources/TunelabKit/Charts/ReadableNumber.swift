import Foundation
import ScrollPhysics

/// Numbers for people: what pages, `summary.md` and the terminal print (CSV files keep
/// `NumberFormat.shortest`, the round-trip form).
///
/// At most 4 significant digits, trailing zeros dropped (`16.42970100941751` → `16.43`,
/// `0.19666666666666666` → `0.1967`); an integral value below 10⁶ prints whole (counts stay
/// exact: `12345`); magnitudes below 10⁻⁴ or from 10⁶ up print as `1.235e-5`. Locale-free
/// and deterministic; `""` for nil and non-finite values, `-0` folds to `0`.
public enum ReadableNumber {
    /// `value` with at most 4 significant digits (see the type's rules).
    public static func text(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text(value)`'s bytes (ASCII) to `out`.
    static func append(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { return }
        if value == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        let magnitude = abs(value)
        if value == value.rounded(), magnitude < 1e6 {
            NumberFormat.appendInteger(Int64(value), to: &out)
            return
        }
        if magnitude < 1e-4 || magnitude >= 1e6 {
            out.append(contentsOf: exponential(value).utf8)
            return
        }
        // Round to 4 significant digits first, then count decimals on the rounded value
        // (9999.7 rounds to 10000, which needs no decimals).
        let exponent = decimalExponent(magnitude)
        let scale = Self.scale(3 - exponent)
        let rounded = (value * scale).rounded() / scale
        let decimals = max(0, 3 - decimalExponent(abs(rounded)))
        appendFixed(rounded, decimals: decimals, to: &out)
    }

    /// `Int(floor(Elementary.log10(magnitude)))` for a positive finite `magnitude`, from a
    /// table of powers of ten: k with 10ᵏ ≤ magnitude < 10ᵏ⁺¹. Within 10⁻¹² (relative) of a
    /// power, where the rounding of the logarithm decides the floor, the logarithm itself is
    /// taken; elsewhere log10 lies over 4·10⁻¹⁴ from any integer, hundreds of ulps, so its
    /// floor is k (its error is under one ulp).
    static func decimalExponent(_ magnitude: Double) -> Int {
        let powers = Self.powers
        guard magnitude >= powers.values[0], magnitude < powers.values[powers.values.count - 1] else {
            return Int(floor(Elementary.log10(magnitude)))
        }
        var i = 0
        while magnitude >= powers.values[i + 1] { i += 1 }
        let below = powers.values[i], above = powers.values[i + 1]
        if magnitude / below - 1 < 1e-12 || 1 - magnitude / above < 1e-12 { return Int(floor(Elementary.log10(magnitude))) }
        return powers.lowerBound + i
    }

    /// 10⁻⁵ … 10⁷ as doubles (nearest), for `decimalExponent`.
    private static let powers = (lowerBound: -5, values: (-5...7).map { Elementary.pow(10, Double($0)) })

    /// `Elementary.pow(10, Double(k))`, from a table of the values it returns for the
    /// exponents `text` uses (1e-4 ≤ |value| < 1e6 gives k from -3 to 7).
    private static func scale(_ k: Int) -> Double {
        k >= scales.lowerBound && k < scales.lowerBound + scales.values.count
            ? scales.values[k - scales.lowerBound] : Elementary.pow(10, Double(k))
    }

    private static let scales = (lowerBound: -4, values: (-4...8).map { Elementary.pow(10, Double($0)) })

    /// `trimmed(String(format: "%.<decimals>f", value))` for a value within half an ulp of
    /// a decimal of at most 5 significant digits and `decimals` ≤ 9: that decimal, whose digits
    /// are `|value| · 10^decimals` rounded, written without `String(format:)`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        appendFixed(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `fixed(value, decimals:)`'s bytes to `out`: the sign, the whole digits (at
    /// least `0`), then the point and the kept decimals (trailing zeros dropped).
    static func appendFixed(_ value: Double, decimals: Int, to out: inout [UInt8]) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let digits = (abs(value) * scale).rounded()
        guard decimals <= 9, digits < 1e15 else {
            out.append(contentsOf: trimmed(String(format: "%.\(decimals)f", value)).utf8)
            return
        }
        var n = UInt64(digits)
        var kept = decimals
        while kept > 0, n % 10 == 0 { n /= 10; kept -= 1 }
        if n == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var power: UInt64 = 1
        for _ in 0..<kept { power *= 10 }
        NumberFormat.appendInteger(Int64(n / power), to: &out)
        guard kept > 0 else { return }
        out.append(UInt8(ascii: "."))
        var fraction = n % power
        for _ in 0..<kept {
            power /= 10
            out.append(UInt8(ascii: "0") + UInt8(fraction / power))
            fraction %= power
        }
    }

    /// `text(value)` for a present value, `""` for `nil`.
    public static func text(_ value: Double?) -> String {
        value.map { text($0) } ?? ""
    }

    /// A signed percentage with at most 3 significant digits: `+12.3 %`, `-0.5 %`, `0 %`.
    public static func percent(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == 0 { return "0 %" }
        let magnitude = abs(value)
        let exponent = Int(floor(Elementary.log10(magnitude)))
        let scale = Elementary.pow(10, Double(2 - exponent))
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0 %" }
        let decimals = max(0, 2 - Int(floor(Elementary.log10(abs(rounded)))))
        return (rounded > 0 ? "+" : "") + fixed(rounded, decimals: decimals) + " %"
    }

    /// A CSV cell for people: a number prints by `text`, anything else unchanged.
    public static func cell(_ text: String) -> String {
        guard let value = Double(text), value.isFinite, text.first != "+" else { return text }
        return Self.text(value)
    }

    /// `1.235e-5`: 4 significant digits, exponent without `+` or leading zeros.
    static func exponential(_ value: Double) -> String {
        let raw = String(format: "%.3e", value)  // 1.235e-05
        guard let e = raw.firstIndex(of: "e") else { return raw }
        let mantissa = trimmed(String(raw[..<e]))
        var exponent = String(raw[raw.index(after: e)...])
        var sign = ""
        if exponent.hasPrefix("-") { sign = "-"; exponent.removeFirst() } else if exponent.hasPrefix("+") { exponent.removeFirst() }
        while exponent.count > 1, exponent.hasPrefix("0") { exponent.removeFirst() }
        return "\(mantissa)e\(sign)\(exponent)"
    }

    /// Drops trailing zeros after a decimal point, and the point itself when nothing follows.
    static func trimmed(_ text: String) -> String {
        guard text.contains("."), !text.contains("e") else { return text == "-0" ? "0" : text }
        var s = Substring(text)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : String(s)
    }
}
