/// A closed interval [low, high] of finite doubles holding every value a formula register
/// takes over a run: the interval arithmetic that proves an output finite (`FormulaBounds`).
/// nil in its place means "may be NaN or ±∞ somewhere".
///
/// The rules are sound for the program's own floating-point operations, not just for real
/// numbers. Round-to-nearest is monotone (x ≤ y ⇒ fl(x) ≤ fl(y)), and the real sum, difference,
/// product and quotient over a box take their extremes at its corners. So the rounded corners
/// bound every rounded value in the box:
///
///     a + b ∈ [a.low + b.low, a.high + b.high]      a − b ∈ [a.low − b.high, a.high − b.low]
///     a·b, a/b ∈ [min, max of the four corners]      (a/b only when 0 ∉ b)
///
/// min, max, clamp, abs, floor, ceil, round and √ (a.low ≥ 0) are monotone and exact or
/// correctly rounded. eˣ (`Elementary.exp`, < 1 ulp, never negative) is bounded by its values
/// at the ends widened by 2⁻²⁰, for x ≤ 709. sin, cos and `SinCos` of a finite argument lie in
/// [−1, 1], widened by 2⁻²⁰ for the kernels' last-bit error. Comparisons and logic give 0 or 1,
/// even of NaN. Any other operation, or a bound that overflows, gives nil.
struct FormulaInterval: Equatable {
    let low: Double
    let high: Double

    /// Relative widening for the elementary functions' last-bit errors (far above 1 ulp).
    static let slack = 0x1p-20

    /// [low, high]; nil unless both are finite and low ≤ high.
    init?(low: Double, high: Double) {
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        self.low = low
        self.high = high
    }

    /// The smallest interval holding `a` and `b`.
    func union(_ other: Self) -> Self {
        Self(low: Swift.min(low, other.low), high: Swift.max(high, other.high)) ?? self
    }

    /// The largest magnitude in the interval.
    var magnitude: Double { Swift.max(-low, high) }

    /// The interval of `operation`(a, b, c) (`rel`: the rel input's, read by the angle additions),
    /// or nil when the result may be non-finite.
    static func apply(_ operation: FormulaOperation, _ a: Self?, _ b: Self?, _ c: Self?, rel: Self?) -> Self? {
        switch operation {
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual, .and, .or, .not, .step:
            return Self(low: 0, high: 1)
        case .select:
            guard let b, let c else { return nil }
            return b.union(c)
        default: break
        }
        guard let a else { return nil }
        switch operation {
        case .negate: return Self(low: -a.high, high: -a.low)
        case .abs:
            if a.low >= 0 { return a }
            if a.high <= 0 { return Self(low: -a.high, high: -a.low) }
            return Self(low: 0, high: a.magnitude)
        case .sign: return Self(low: -1, high: 1)
        case .floor: return Self(low: a.low.rounded(.down), high: a.high.rounded(.down))
        case .ceil: return Self(low: a.low.rounded(.up), high: a.high.rounded(.up))
        case .round: return Self(low: a.low.rounded(.toNearestOrAwayFromZero), high: a.high.rounded(.toNearestOrAwayFromZero))
        case .sqrt: return a.low >= 0 ? Self(low: a.low.squareRoot(), high: a.high.squareRoot()) : nil
        case .exp: return exponential(a)
        case .sin, .cos: return Self(low: -1 - slack, high: 1 + slack)
        case .sinOfRel, .cosOfRel, .sinOfDist, .cosOfDist:
            // c₀·b ± s₀·c with (s₀, c₀) = SinCos(rel₀·K), K = a: finite when rel·K is.
            guard let rel, let b, let c, corners(rel, a, *) != nil else { return nil }
            let bound = (1 + slack) * (b.magnitude + c.magnitude)
            return Self(low: -bound, high: bound)
        default: break
        }
        guard let b else { return nil }
        switch operation {
        case .add: return Self(low: a.low + b.low, high: a.high + b.high)
        case .subtract: return Self(low: a.low - b.high, high: a.high - b.low)
        case .multiply: return corners(a, b, *)
        case .divide: return b.low > 0 || b.high < 0 ? corners(a, b, /) : nil
        case .min: return Self(low: Swift.min(a.low, b.low), high: Swift.min(a.high, b.high))
        case .max: return Self(low: Swift.max(a.low, b.low), high: Swift.max(a.high, b.high))
        default: break
        }
        guard let c else { return nil }
        switch operation {
        case .clamp: return apply(.min, apply(.max, a, b, b, rel: rel), c, c, rel: rel)
        case .mix: return apply(.add, a, apply(.multiply, apply(.subtract, b, a, a, rel: rel), c, c, rel: rel), a, rel: rel)
        default: return nil  // tan, asin, acos, atan, log, power, atan2, mod, hypot, smoothstep, easing
        }
    }

    /// [min, max] of f at the four corners of a × b.
    private static func corners(_ a: Self, _ b: Self, _ f: (Double, Double) -> Double) -> Self? {
        let p = f(a.low, b.low), q = f(a.low, b.high), r = f(a.high, b.low), s = f(a.high, b.high)
        return Self(low: Swift.min(Swift.min(p, q), Swift.min(r, s)), high: Swift.max(Swift.max(p, q), Swift.max(r, s)))
    }

    /// eˣ over `a` (a.high ≤ 709, so e^a.high·(1 + 2⁻²⁰) < 8.3·10³⁰⁷ is finite); the low end is 0
    /// where eˣ may be subnormal (relative error unbounded there).
    private static func exponential(_ a: Self) -> Self? {
        guard a.high <= 709 else { return nil }
        let bottom = Elementary.exp(a.low)
        return Self(
            low: bottom >= 0x1p-1000 ? bottom * (1 - slack) : 0,
            high: Elementary.exp(a.high) * (1 + slack))
    }
}
