/// AOSP's `OverScroller` for one axis in fling mode, flywheel on: `fling` (adding the
/// running fling's velocity when it goes the same way), `springBack`, and
/// `computeScrollOffset`, with the clock `now` (ms) passed in.
/// Source: AOSP `core/java/android/widget/OverScroller.java`.
public struct AndroidOverScroller: Sendable, CustomStringConvertible {
    /// The one axis's `SplineOverScroller` (AOSP's `mScrollerY`), in px and ms.
    public private(set) var scroller: AndroidSplineOverScroller

    /// An idle scroller (finished, at 0 px).
    /// - Parameter density: `DisplayMetrics.density` (pixels per dp), > 0.
    public init(density: Float) { scroller = AndroidSplineOverScroller(density: density) }

    /// `isFinished()`: true when no fling or spring back is running.
    public var isFinished: Bool { scroller.isFinished }
    /// `getCurrY()`, px.
    public var currentPosition: Int { scroller.currentPosition }
    /// `mCurrVelocity`, px/s (signed).
    public var currentVelocity: Float { scroller.currentVelocity }

    /// `fling(…)` at `now`: with a running fling whose velocity has the same sign (Math.signum,
    /// so 0 matches only 0), velocity = (int)(velocity + mCurrVelocity) — the flywheel.
    public mutating func fling(start: Int, velocity: Int, min: Int, max: Int, over: Int, now: Int) {
        var v = velocity
        if !scroller.isFinished {
            let old = scroller.currentVelocity
            if JavaArithmetic.signum(v) == JavaArithmetic.signum(old) {
                v = JavaArithmetic.int(Float(v) + old)
            }
        }
        scroller.fling(start: start, velocity: v, min: min, max: max, over: over, now: now)
    }

    /// `springBack(…)`: true when a spring back began (start outside [min, max]).
    public mutating func springBack(start: Int, min: Int, max: Int, now: Int) -> Bool {
        scroller.springBack(start: start, min: min, max: max, now: now)
    }

    /// `computeScrollOffset()` at `now`: false once finished; the call that finishes it
    /// moves to the final position and still returns true, as AOSP's does.
    public mutating func computeScrollOffset(now: Int) -> Bool {
        if scroller.isFinished { return false }
        if !scroller.update(now: now), !scroller.continueWhenFinished(now: now) {
            scroller.finish()
        }
        return true
    }

    public var description: String {
        "AndroidOverScroller(\(scroller.state), at \(currentPosition) px, \(currentVelocity) px/s, finished: \(isFinished))"
    }
}
