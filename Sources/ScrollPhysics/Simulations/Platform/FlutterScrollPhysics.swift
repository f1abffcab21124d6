/// The pieces of Flutter's `BouncingScrollPhysics` (for either `FlutterDecelerationRate`)
/// that a scroll view driver calls: drag resistance past an edge, the edge spring,
/// momentum carried between flings, fling limits.
///
/// Sign convention: offsets grow toward later content and every delta here is a
/// *scroll* delta (the change of offset the finger asks for, = −finger translation).
/// Flutter's `applyPhysicsToUserOffset` takes the finger delta instead; the mapping is
/// `ours(δ) = −flutter(−δ)`.
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_physics.dart` and
/// `packages/flutter/lib/src/gestures/constants.dart` (kMinFlingVelocity 50, kMaxFlingVelocity 8000).
public enum FlutterScrollPhysics {
    /// `ScrollPhysics._kDefaultSpring`: m 0.5, k 100, ζ 1.1 (c = 2.2·√50 ≈ 15.556).
    public static let defaultSpring = FlutterSpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 1.1)
    /// `BouncingScrollPhysics.minFlingVelocity` = 2 · kMinFlingVelocity, pt/s.
    public static let minFlingVelocity: PointsPerSecond = 100
    /// `ScrollPhysics.maxFlingVelocity` = kMaxFlingVelocity, pt/s.
    public static let maxFlingVelocity: PointsPerSecond = 8000
    /// `BouncingScrollPhysics.dragStartDistanceMotionThreshold`, pt.
    public static let dragStartDistanceMotionThreshold: Points = 3.5

    /// `frictionFactor`: 0.52·(1 − f)² (0.26 for `.fast`), the share of a drag that moves the
    /// content when already overscrolled by f · viewport. f = overscroll / viewport, normally in [0, 1].
    public static func frictionFactor(overscrollFraction f: Double, rate: FlutterDecelerationRate = .normal) -> Double {
        rate.frictionFactorScale * (1 - f) * (1 - f)
    }

    /// `applyPhysicsToUserOffset`: the scroll delta actually applied when the finger asks
    /// for `delta` (pt) at `position`, in range [minExtent, maxExtent] of a `viewport`-long view.
    ///
    /// Inside the range the delta passes unchanged. Past an edge by o = overscroll:
    /// γ = frictionFactor((o − |δ|)/viewport) when easing back toward the range, else
    /// frictionFactor(o/viewport); the applied length is |δ|·γ if |δ| < o/γ, else
    /// o + (|δ| − o/γ) (Flutter's `_applyFriction`), with the sign of δ. With `.fast`, easing
    /// back passes δ unchanged.
    public static func applyPhysics(
        toUserOffset delta: Points, position: Points,
        minExtent: Points, maxExtent: Points, viewport: Points,
        rate: FlutterDecelerationRate = .normal
    ) -> Points {
        precondition(minExtent <= maxExtent, "applyPhysics: minExtent \(minExtent) must be ≤ maxExtent \(maxExtent)")
        precondition(viewport > 0, "applyPhysics: viewport must be > 0, got \(viewport)")
        guard delta != 0, position < minExtent || position > maxExtent else { return delta }
        let pastStart = max(minExtent - position, 0)
        let pastEnd = max(position - maxExtent, 0)
        let past = max(pastStart, pastEnd)
        // Easing: moving back toward the range (scroll delta > 0 below the start, < 0 past the end).
        let easing = (pastStart > 0 && delta > 0) || (pastEnd > 0 && delta < 0)
        let gamma =
            easing
            ? frictionFactor(overscrollFraction: (past - abs(delta)) / viewport, rate: rate)
            : frictionFactor(overscrollFraction: past / viewport, rate: rate)
        let direction: Double = delta > 0 ? 1 : -1
        if easing && rate.easesWithoutResistance { return delta }
        return direction * applyFriction(extentOutside: past, absDelta: abs(delta), gamma: gamma)
    }

    /// `_applyFriction(extentOutside, absDelta, gamma)`.
    private static func applyFriction(extentOutside: Points, absDelta: Points, gamma: Double) -> Points {
        var total = 0.0
        var remaining = absDelta
        if extentOutside > 0 {
            let deltaToLimit = extentOutside / gamma
            if remaining < deltaToLimit { return remaining * gamma }
            total += extentOutside
            remaining -= deltaToLimit
        }
        return total + remaining
    }

    /// `carriedMomentum`: sign(v)·min(0.000816·|v|^1.967, 40000) pt/s, the velocity added
    /// to a new fling in the same direction as the motion it interrupts (`existingVelocity`, pt/s).
    public static func carriedMomentum(existingVelocity v: PointsPerSecond) -> PointsPerSecond {
        let sign: Double = v > 0 ? 1 : (v < 0 ? -1 : 0)
        return sign * min(0.000816 * Elementary.pow(abs(v), 1.967), 40000)
    }
}
