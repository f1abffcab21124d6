/// `scroll.model: android-overscroller` (docs/scroll-models.md): AOSP's `OverScroller` in whole
/// pixels (`display.scale` pixels per point) and whole milliseconds, called as a ScrollView
/// calls it. No overscroll while dragging (`ClampingDriver`); the scroller is kept across
/// touches for its flywheel.
struct OverScrollerDriver: ClampingDriver {
    var scroller: AndroidOverScroller
    /// Whether the scroller drives the offset (from a release until it finishes or a touch).
    var drives = false

    init(density: Float) { scroller = AndroidOverScroller(density: density) }

    /// The view stops; the scroller keeps its state for the flywheel.
    mutating func hold(_ view: inout ScrollViewSimulation, time: Seconds) {
        drives = false
    }

    /// The release: `fling(start, v, min, max, over)` when the fling gate let a velocity through
    /// (v = (int) of the scroll velocity in px/s, over = viewport/2 in px as ScrollView passes
    /// it, of which ScrollView draws at most 6 dp: see `integrateTick`; a running same-way
    /// fling adds its velocity, the flywheel), else
    /// `springBack(start, min, max)`. The offset moves to the whole-pixel start at once.
    mutating func handOff(_ view: inout ScrollViewSimulation, velocity v0: PointsPerSecond) {
        let now = Self.milliseconds(atTick: view.tick, clock: view.clock)
        let scale = view.configuration.displayScale
        let start = Self.pixels(view.offset, scale: scale), minimum = Self.pixels(view.bounds.minimum, scale: scale)
        let maximum = Self.pixels(view.bounds.maximum, scale: scale)
        if v0 != 0 {
            let v = JavaArithmetic.int(Float(v0 * scale))
            let over = JavaArithmetic.int(view.configuration.viewport * scale) / 2
            scroller.fling(start: start, velocity: v, min: minimum, max: maximum, over: over, now: now)
        } else {
            _ = scroller.springBack(start: start, min: minimum, max: maximum, now: now)
        }
        drives = true
        sample(&view, now: now)
    }

    /// The tick n → n+1: `computeScrollOffset()` at tick n + 1's millisecond, then
    /// ScrollView.computeScroll's `overScrollBy(…, maxOverScrollY: overflingDistance)`: an
    /// overfling drawn more than 6 dp past an edge is held there and `springBack` starts from it.
    mutating func integrateTick(_ view: inout ScrollViewSimulation) {
        guard drives else { return }
        let now = Self.milliseconds(atTick: view.tick + 1, clock: view.clock)
        _ = scroller.computeScrollOffset(now: now)
        if !scroller.isFinished, scroller.scroller.state == .ballistic {
            let scale = view.configuration.displayScale
            let limit = Self.overflingDistancePixels(scale: scale)
            let minimum = Self.pixels(view.bounds.minimum, scale: scale)
            let maximum = Self.pixels(view.bounds.maximum, scale: scale)
            let p = scroller.currentPosition
            if p < minimum - limit || p > maximum + limit {
                _ = scroller.springBack(
                    start: p < minimum ? minimum - limit : maximum + limit,
                    min: minimum, max: maximum, now: now)
            }
        }
        sample(&view, now: now)
    }

    /// Rests once the scroller has finished (on its final position).
    mutating func applyRestRules(_ view: inout ScrollViewSimulation) {
        guard drives, scroller.isFinished else { return }
        drives = false
        view.velocity = 0
        view.enterRest()
    }

    /// Offset = position / scale, velocity = mCurrVelocity / scale (in the spring back, the
    /// path's true velocity instead: AOSP's mCurrVelocity there is per unit of progress and of
    /// the wrong sign); `bouncing` past an edge (the ballistic overfling and the cubic spring
    /// back), else `decelerating`.
    private func sample(_ view: inout ScrollViewSimulation, now: Int) {
        let scale = view.configuration.displayScale
        view.offset = Double(scroller.currentPosition) / scale
        view.velocity = (scroller.scroller.springBackVelocity(now: now) ?? Double(scroller.currentVelocity)) / scale
        view.phase = scroller.scroller.state == .spline ? .decelerating : .bouncing
    }

    /// The scroller's clock at tick n: ⌊n·1000 / physicsRate⌋ ms (exact integer arithmetic).
    static func milliseconds(atTick n: Int, clock: SimulationClock) -> Int { n * 1000 / clock.physicsRate }

    /// A position in whole pixels: Math.round(x·scale); ±∞ (infinite content) → the int range.
    static func pixels(_ x: Points, scale: Double) -> Int { JavaArithmetic.round(x * scale) }

    /// ViewConfiguration's `OVERFLING_DISTANCE` = 6 dp, in px: (int)(6·density + 0.5).
    static func overflingDistancePixels(scale: Double) -> Int { JavaArithmetic.int(Float(6 * scale) + 0.5) }
}
