/// `SplineOverScroller`'s constants and its spline tables, computed as AOSP's static
/// initializer does, in single precision (`float`) step for step.
///
/// The tables sample the fling's spline: `position[i]` is the share of the distance covered
/// at time share i/100 (`SPLINE_POSITION`), `time[i]` the time share at distance share i/100
/// (`SPLINE_TIME`), found by bisection to 1e-5. Source: AOSP
/// `core/java/android/widget/OverScroller.java`.
public enum AndroidOverScrollerSpline {
    /// `GRAVITY` = 2000: the constant deceleration (px/s²) of the overfling and spring back.
    public static let gravity: Float = 2000
    /// `DECELERATION_RATE` = (float)(ln 0.78 / ln 0.9).
    public static let decelerationRate = Float(Elementary.log(0.78) / Elementary.log(0.9))
    /// `INFLEXION` = 0.35.
    public static let inflexion: Float = 0.35
    static let startTension: Float = 0.5
    static let endTension: Float = 1
    static let p1: Float = startTension * inflexion
    static let p2: Float = 1 - endTension * (1 - inflexion)
    /// `NB_SAMPLES` = 100.
    public static let sampleCount = 100
    /// `ViewConfiguration.SCROLL_FRICTION` = 0.015 (a float).
    public static let scrollFriction: Float = 0.015
    /// `SensorManager.GRAVITY_EARTH` = 9.80665 (a float), m/s².
    public static let gravityEarth: Float = 9.80665

    /// `mPhysicalCoeff` = g · 39.37 · (density · 160) · 0.84, in float as AOSP writes it.
    public static func physicalCoefficient(density: Float) -> Float {
        let ppi = density * 160
        return gravityEarth * 39.37 * ppi * 0.84
    }

    /// `SPLINE_POSITION` and `SPLINE_TIME`, 101 entries each.
    public static let tables: (position: [Float], time: [Float]) = {
        var position = [Float](repeating: 0, count: sampleCount + 1)
        var time = [Float](repeating: 0, count: sampleCount + 1)
        var xMin: Float = 0, yMin: Float = 0  // carried from one sample to the next, as in AOSP
        for i in 0..<sampleCount {
            let alpha = Float(i) / Float(sampleCount)
            var xMax: Float = 1
            var x: Float, coef: Float
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if Double(abs(tx - alpha)) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            position[i] = coef * ((1 - x) * startTension + x) + x * x * x
            var yMax: Float = 1
            var y: Float
            while true {
                y = yMin + (yMax - yMin) / 2
                coef = 3 * y * (1 - y)
                let dy = coef * ((1 - y) * startTension + y) + y * y * y
                if Double(abs(dy - alpha)) < 1e-5 { break }
                if dy > alpha { yMax = y } else { yMin = y }
            }
            time[i] = coef * ((1 - y) * p1 + y * p2) + y * y * y
        }
        position[sampleCount] = 1
        time[sampleCount] = 1
        return (position, time)
    }()
}
