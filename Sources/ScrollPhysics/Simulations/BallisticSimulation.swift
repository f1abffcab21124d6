/// A motion known in closed form from its start (Flutter's `Simulation` shape): a position,
/// a velocity and a done rule at any time t ≥ 0 on its own clock, never stepped, so it does
/// not depend on a tick length.
///
/// The platform solvers answer it (`FlutterBouncingSimulation`, `FlutterFrictionSimulation`,
/// `FlutterSpringSimulation`, `AndroidClampingSimulation`, `AndroidFlingSimulation`); a scroll
/// model's driver samples one after a release (docs/scroll-models.md).
public protocol BallisticSimulation: Sendable {
    /// x(t), pt.
    func position(at t: Seconds) -> Points
    /// dx(t), pt/s.
    func velocity(at t: Seconds) -> PointsPerSecond
    /// Whether the motion is done at t, s (the solver's own tolerance).
    func isDone(at t: Seconds) -> Bool
}
