/// Decimal-exact `{"from", "to", "step"}` ranges (docs/grid.md): value i is the double
/// nearest the decimal from + i·step as written, computed on integers scaled by the
/// decimals given, up to the largest not beyond `to` — a 0.05 step gives 0.15, never
/// 0.15000000000000002.
public struct DecimalRange: Sendable, Equatable {
    /// from, step and to as integers scaled by 10^scale.
    let from: Int64, step: Int64, to: Int64
    let scale: Int
    /// Number of values.
    public let count: Int

    /// Most values one range may produce.
    public static let maximumCount = 100_000_000

    /// `nil` with a reason when the literals are not plain decimals, the step is zero or
    /// points away from `to`, or the range is too long.
    public static func make(from: String, to: String, step: String) -> Result<DecimalRange, RangeError> {
        guard let a = ScaledDecimal(from), let b = ScaledDecimal(to), let s = ScaledDecimal(step) else {
            return .failure(.notDecimal)
        }
        let scale = max(a.scale, b.scale, s.scale)
        guard scale <= 15, let fromI = a.scaled(to: scale), let toI = b.scaled(to: scale), let stepI = s.scaled(to: scale) else {
            return .failure(.tooPrecise)
        }
        guard stepI != 0 else { return .failure(.zeroStep) }
        guard (toI - fromI == 0) || ((toI - fromI > 0) == (stepI > 0)) else { return .failure(.wrongSign) }
        let span = toI - fromI
        let (q, overflow) = span.dividedReportingOverflow(by: stepI)
        guard !overflow, q < Int64(maximumCount) else { return .failure(.tooLong) }
        return .success(DecimalRange(from: fromI, step: stepI, to: toI, scale: scale, count: Int(q) + 1))
    }

    /// Value i, 0 ≤ i < count: the double nearest (from + i·step)/10^scale.
    public func value(_ i: Int) -> Double {
        ScaledDecimal.double(from + Int64(i) * step, scale: scale)
    }

    public enum RangeError: Error, Equatable {
        case notDecimal, tooPrecise, zeroStep, wrongSign, tooLong
        public var message: String {
            switch self {
            case .notDecimal: "expected from, to and step as plain decimal numbers"
            case .tooPrecise: "expected at most 15 decimals and values below 10^18"
            case .zeroStep: "expected a non-zero step"
            case .wrongSign: "expected a step that goes from \"from\" towards \"to\""
            case .tooLong: "expected at most \(DecimalRange.maximumCount) values"
            }
        }
    }
}

/// A decimal literal as an integer mantissa and a count of decimals: "0.05" = 5 × 10⁻², "-1e3" = -1000 × 10⁰.
struct ScaledDecimal {
    let mantissa: Int64
    let scale: Int

    init?(_ literal: String) {
        var text = Substring(literal)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let exp = Int(text[text.index(after: e)...]), abs(exp) < 40 else { return nil }
            exponent = exp
            text = text[..<e]
        }
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        var digits = String(text)
        var decimals = 0
        if let dot = digits.firstIndex(of: ".") {
            decimals = digits.distance(from: dot, to: digits.endIndex) - 1
            digits.remove(at: dot)
        }
        decimals -= exponent
        if decimals < 0 { digits += String(repeating: "0", count: -decimals); decimals = 0 }
        while decimals > 0, digits.count > 1, digits.hasSuffix("0") { digits.removeLast(); decimals -= 1 }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int64(digits) else { return nil }
        mantissa = negative ? -value : value
        scale = decimals
    }

    /// The mantissa at a larger scale, `nil` on overflow.
    func scaled(to target: Int) -> Int64? {
        var m = mantissa
        for _ in scale..<target {
            let (r, o) = m.multipliedReportingOverflow(by: 10)
            if o || abs(r) > 1_000_000_000_000_000_000 / 10 * 10 { return nil }
            m = r
        }
        return m
    }

    /// The double nearest m / 10^scale, by parsing the decimal text (correctly rounded).
    static func double(_ m: Int64, scale: Int) -> Double {
        if scale == 0 { return Double(m) }
        let negative = m < 0
        var digits = String(m.magnitude)
        if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
        return Double((negative ? "-" : "") + digits) ?? .nan
    }
}
