/// The constants and closed forms of Android's `OverScroller.SplineOverScroller` fling.
///
/// Source: AOSP `core/java/android/widget/OverScroller.java` (DECELERATION_RATE,
/// INFLEXION, mPhysicalCoeff, getSplineDeceleration/FlingDistance/FlingDuration),
/// `ViewConfiguration.SCROLL_FRICTION` = 0.015, and Flutter's port of them in
/// `packages/flutter/lib/src/widgets/scroll_simulation.dart` (`ClampingScrollSimulation`).
/// Android works in physical pixels with `ppi = density · 160`; in points (density 1)
/// that is 160 points per inch, which is what Flutter uses for logical pixels.
public enum AndroidSpline {
    /// δ = ln 0.78 / ln 0.9 ≈ 2.358 (`DECELERATION_RATE`).
    public static let decelerationRate = Elementary.log(0.78) / Elementary.log(0.9)
    /// `INFLEXION` = 0.35: where the spline's tension lines cross.
    public static let inflexion = 0.35
    /// `ViewConfiguration.SCROLL_FRICTION` = 0.015 (`mFlingFriction`).
    public static let scrollFriction = 0.015
    /// `SensorManager.GRAVITY_EARTH`, m/s².
    public static let gravityEarth = 9.80665
    /// Inches per metre as OverScroller writes it.
    public static let inchesPerMeter = 39.37
    /// OverScroller's "look and feel tuning" factor.
    public static let lookAndFeelTuning = 0.84
    /// Android's density-independent 160 points per inch.
    public static let pointsPerInch = 160.0

    /// `mPhysicalCoeff` = g · 39.37 · ppi · 0.84, in pt/s² (≈ 51 890 for 160 ppi: 0.84 g).
    public static func physicalCoefficient(pointsPerInch ppi: Double = pointsPerInch) -> Double {
        precondition(ppi > 0, "AndroidSpline.physicalCoefficient: pointsPerInch must be > 0, got \(ppi)")
        return gravityEarth * inchesPerMeter * ppi * lookAndFeelTuning
    }

    /// v_ref = friction · physicalCoefficient / INFLEXION, pt/s: the speed whose fling lasts 1 s on Android.
    public static func referenceVelocity(friction: Double = scrollFriction, pointsPerInch ppi: Double = pointsPerInch) -> PointsPerSecond {
        friction * physicalCoefficient(pointsPerInch: ppi) / inflexion
    }

    /// `getSplineFlingDistance`: friction · coeff · exp(δ/(δ − 1) · ln(|v|/v_ref)), pt (unsigned).
    public static func flingDistance(
        velocity v: PointsPerSecond, friction: Double = scrollFriction,
        pointsPerInch ppi: Double = pointsPerInch
    ) -> Points {
        guard v != 0 else { return 0 }
        let l = Elementary.log(abs(v) / referenceVelocity(friction: friction, pointsPerInch: ppi))
        let d = decelerationRate
        return friction * physicalCoefficient(pointsPerInch: ppi) * Elementary.exp(d / (d - 1) * l)
    }

    /// `getSplineFlingDuration` in seconds (Android truncates it to whole ms): exp(ln(|v|/v_ref)/(δ − 1)).
    public static func flingDuration(
        velocity v: PointsPerSecond, friction: Double = scrollFriction,
        pointsPerInch ppi: Double = pointsPerInch
    ) -> Seconds {
        guard v != 0 else { return 0 }
        let l = Elementary.log(abs(v) / referenceVelocity(friction: friction, pointsPerInch: ppi))
        return Elementary.exp(l / (decelerationRate - 1))
    }
}
