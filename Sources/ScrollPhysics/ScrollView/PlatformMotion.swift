/// A platform model's ballistic motion after a release (docs/scroll-models.md), sampled in closed
/// form on its own clock t = (tick − start tick) / physicsRate, s. Never stepped, so it
/// does not depend on the tick length.
enum PlatformMotion: Sendable {
    /// `scroll.model: flutter-ios`.
    case flutter(FlutterBouncingSimulation)
    /// `scroll.model: android`; `springBack` when it started past an edge (the spring back).
    case android(AndroidClampingSimulation, springBack: Bool)

    /// The ballistic simulation Flutter's physics create at (x, v) within `bounds`
    /// (infinite content: ±∞ extents, which both solvers take as "no edge"), with
    /// `toleranceFor` of a display of `displayScale` pixels per point.
    init(model: ScrollModel, offset x: Points, velocity v: PointsPerSecond, bounds: ScrollBounds, displayScale: Double) {
        let tolerance = FlutterTolerance.scrollPhysics(devicePixelRatio: displayScale)
        switch model {
        case .android:
            self = .android(
                AndroidClampingSimulation(
                    position: x, velocity: v, leadingExtent: bounds.minimum,
                    trailingExtent: bounds.maximum, tolerance: tolerance),
                springBack: bounds.overscroll(x) != 0)
        // android-overscroller is stepped, not sampled (ScrollViewSimulation+OverScroller).
        case .uikit, .flutterIOS, .flutterMacOS, .androidOverScroller:
            let rate = model.flutterDecelerationRate ?? .normal
            self = .flutter(
                FlutterBouncingSimulation(
                    position: x, velocity: v, leadingExtent: bounds.minimum,
                    trailingExtent: bounds.maximum, spring: rate.spring,
                    constantDeceleration: rate.constantDeceleration, tolerance: tolerance))
        }
    }

    /// Whether the driver applies `ClampingScrollPhysics.applyBoundaryConditions` to every
    /// sample (android: a sample that would move further out past an edge, or cross one,
    /// ends the motion there, as Flutter's ballistic activity goes idle).
    var clampsAtBounds: Bool {
        if case .android = self { return true }
        return false
    }

    /// x(t), pt.
    func position(at t: Seconds) -> Points {
        switch self {
        case let .flutter(sim): return sim.position(at: t)
        case let .android(sim, _): return sim.position(at: t)
        }
    }

    /// dx(t), pt/s.
    func velocity(at t: Seconds) -> PointsPerSecond {
        switch self {
        case let .flutter(sim): return sim.velocity(at: t)
        case let .android(sim, _): return sim.velocity(at: t)
        }
    }

    /// The solver's own done rule (Flutter's tolerance: 1/scale pt, 1/(0.05·scale) pt/s).
    func isDone(at t: Seconds) -> Bool {
        switch self {
        case let .flutter(sim): return sim.isDone(at: t)
        case let .android(sim, _): return sim.isDone(at: t)
        }
    }

    /// `bouncing` while a spring pulls toward an edge (flutter: t past the crossing instant;
    /// android: a spring back from past an edge), else `decelerating`.
    func phase(at t: Seconds) -> ScrollPhase {
        switch self {
        case let .flutter(sim): return t > sim.springTime ? .bouncing : .decelerating
        case let .android(_, springBack): return springBack ? .bouncing : .decelerating
        }
    }
}
