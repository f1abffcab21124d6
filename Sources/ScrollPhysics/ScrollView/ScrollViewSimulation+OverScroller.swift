/// `scroll.model: android-overscroller` in the driver: AOSP's `OverScroller` in whole pixels
/// (`display.scale` pixels per point) and whole milliseconds, called as a ScrollView calls it.
extension ScrollViewSimulation {
    /// The scroller's clock at tick n: ⌊n·1000 / physicsRate⌋ ms (exact integer arithmetic).
    func overScrollerMilliseconds(atTick n: Int) -> Int { n * 1000 / clock.physicsRate }

    /// A position in whole pixels: Math.round(offset·scale); ±∞ (infinite content) → the int range.
    func overScrollerPixels(_ x: Points) -> Int {
        JavaArithmetic.round(x * configuration.displayScale)
    }

    /// The release: `fling(start, v, min, max, over)` when the fling gate let a velocity through
    /// (v = (int) of the scroll velocity in px/s, over = viewport/2 in px as ScrollView passes
    /// it, of which ScrollView draws at most 6 dp: see `stepOverScroller`; a running same-way
    /// fling adds its velocity, the flywheel), else
    /// `springBack(start, min, max)`. The offset moves to the whole-pixel start at once.
    mutating func startOverScroller(velocity v0: PointsPerSecond) {
        let now = overScrollerMilliseconds(atTick: tick)
        let start = overScrollerPixels(offset)
        let minimum = overScrollerPixels(bounds.minimum), maximum = overScrollerPixels(bounds.maximum)
        if v0 != 0 {
            let v = JavaArithmetic.int(Float(v0 * configuration.displayScale))
            let over = JavaArithmetic.int(configuration.viewport * configuration.displayScale) / 2
            overScroller?.fling(start: start, velocity: v, min: minimum, max: maximum, over: over, now: now)
        } else {
            _ = overScroller?.springBack(start: start, min: minimum, max: maximum, now: now)
        }
        overScrollerDrives = true
        sampleOverScroller(now: now)
    }

    /// ViewConfiguration's `OVERFLING_DISTANCE` = 6 dp, in px: (int)(6·density + 0.5).
    var overflingDistancePixels: Int { JavaArithmetic.int(Float(6 * configuration.displayScale) + 0.5) }

    /// The tick n → n+1: `computeScrollOffset()` at tick n + 1's millisecond, then
    /// ScrollView.computeScroll's `overScrollBy(…, maxOverScrollY: overflingDistance)`: an
    /// overfling drawn more than 6 dp past an edge is held there and `springBack` starts from it.
    mutating func stepOverScroller() {
        guard var scroller = overScroller else { return }
        let now = overScrollerMilliseconds(atTick: tick + 1)
        _ = scroller.computeScrollOffset(now: now)
        if !scroller.isFinished, scroller.scroller.state == .ballistic {
            let limit = overflingDistancePixels
            let minimum = overScrollerPixels(bounds.minimum), maximum = overScrollerPixels(bounds.maximum)
            let p = scroller.currentPosition
            if p < minimum - limit || p > maximum + limit {
                _ = scroller.springBack(
                    start: p < minimum ? minimum - limit : maximum + limit,
                    min: minimum, max: maximum, now: now)
            }
        }
        overScroller = scroller
        sampleOverScroller(now: now)
    }

    /// Offset = position / scale, velocity = mCurrVelocity / scale (in the spring back, the
    /// path's true velocity instead: AOSP's mCurrVelocity there is per unit of progress and of
    /// the wrong sign); `bouncing` past an edge (the ballistic overfling and the cubic spring
    /// back), else `decelerating`.
    private mutating func sampleOverScroller(now: Int) {
        guard let scroller = overScroller else { return }
        let scale = configuration.displayScale
        offset = Double(scroller.currentPosition) / scale
        velocity = (scroller.scroller.springBackVelocity(now: now) ?? Double(scroller.currentVelocity)) / scale
        phase = scroller.scroller.state == .spline ? .decelerating : .bouncing
    }

    /// Rests once the scroller has finished (on its final position).
    mutating func applyOverScrollerRestRule() {
        guard overScroller?.isFinished ?? true else { return }
        overScrollerDrives = false
        velocity = 0
        enterRest()
    }
}
