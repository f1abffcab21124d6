/// An interval a ≤ β ≤ b for one parameter, enforced by a smooth change of variables β = g(u)
/// with u unconstrained (MINUIT's transforms; F. James, *MINUIT Reference Manual*, CERN, §1.3):
///
/// - both ends: β = a + (b − a)·(sin u + 1)/2, u = asin(2(β − a)/(b − a) − 1);
/// - lower only: β = a − 1 + √(u² + 1), u = √((β − a + 1)² − 1);
/// - upper only: β = b + 1 − √(u² + 1), u = √((b − β + 1)² − 1);
/// - neither: β = u.
///
/// The solver steps in u; each β stays inside [a, b]. Near an end dβ/du → 0, so a parameter
/// that ends on its bound has no standard error from the transformed problem: the fit reports
/// it as on its bound.
public struct ParameterBounds: Sendable, Equatable, CustomStringConvertible {
    /// a, the least value (−∞ for none).
    public let lower: Double
    /// b, the greatest value (+∞ for none).
    public let upper: Double

    /// The interval [lower, upper]; lower < upper, neither NaN.
    public init(lower: Double = -.infinity, upper: Double = .infinity) {
        precondition(!lower.isNaN && !upper.isNaN && lower < upper, "ParameterBounds needs lower < upper, got [\(lower), \(upper)]")
        self.lower = lower
        self.upper = upper
    }

    /// True when neither end is finite.
    public var isUnbounded: Bool { !lower.isFinite && !upper.isFinite }

    /// β clamped into [a, b].
    public func clamped(_ value: Double) -> Double { min(max(value, lower), upper) }

    /// β = g(u).
    public func external(_ u: Double) -> Double {
        switch (lower.isFinite, upper.isFinite) {
        case (true, true): return clamped(lower + (upper - lower) * (Elementary.sin(u) + 1) / 2)
        case (true, false): return lower - 1 + (u * u + 1).squareRoot()
        case (false, true): return upper + 1 - (u * u + 1).squareRoot()
        case (false, false): return u
        }
    }

    /// u = g⁻¹(β), for β clamped into [a, b].
    public func `internal`(_ value: Double) -> Double {
        let beta = clamped(value)
        switch (lower.isFinite, upper.isFinite) {
        case (true, true): return Elementary.asin(max(-1, min(1, 2 * (beta - lower) / (upper - lower) - 1)))
        case (true, false):
            let t = beta - lower + 1
            return max(0, t * t - 1).squareRoot()
        case (false, true):
            let t = upper - beta + 1
            return max(0, t * t - 1).squareRoot()
        case (false, false): return beta
        }
    }

    /// dβ/du at u.
    public func derivative(_ u: Double) -> Double {
        switch (lower.isFinite, upper.isFinite) {
        case (true, true): return (upper - lower) * Elementary.cos(u) / 2
        case (true, false): return u / (u * u + 1).squareRoot()
        case (false, true): return -u / (u * u + 1).squareRoot()
        case (false, false): return 1
        }
    }

    /// True when β is within `relative`·max(1, |end|) of a finite end.
    public func isOnBound(_ value: Double, relative: Double = 1e-8) -> Bool {
        (lower.isFinite && value - lower <= relative * max(1, lower.magnitude))
            || (upper.isFinite && upper - value <= relative * max(1, upper.magnitude))
    }

    public var description: String { "[\(lower), \(upper)]" }
}
