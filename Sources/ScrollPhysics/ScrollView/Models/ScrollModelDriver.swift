/// One `scroll.model` in `ScrollViewSimulation` (docs/scroll-models.md): the state the model
/// keeps between ticks and its rules for the drag, the release, the motion after it and rest.
///
/// The view keeps what every model shares (clock, offset, velocity, phase, touch, estimator,
/// record) and passes itself `inout` to each call. A driver is a value held in `ModelDriver`,
/// the one place that maps a `ScrollModel` to its driver; the view's tick loop is generic over
/// the driver type, so each model's loop is specialized (no existential, nothing allocated).
protocol ScrollModelDriver: Sendable {
    /// Touch down at `time`, s, before the view stops: a running motion ends here, and
    /// `view.velocity` is still its velocity.
    mutating func hold(_ view: inout ScrollViewSimulation, time: Seconds)
    /// One touch sample of the drag: `view.translation` is already the finger's new
    /// translation, `delta` the scroll delta it asks for, pt (finger −δ moves the offset +δ).
    mutating func drag(_ view: inout ScrollViewSimulation, by delta: Points, time: Seconds)
    /// The scroll velocity a release whose estimated scroll velocity is `v` hands over, pt/s
    /// (a platform's fling gate and carried momentum).
    mutating func flingVelocity(_ view: inout ScrollViewSimulation, _ v: PointsPerSecond) -> PointsPerSecond
    /// Starts the motion after a release (or a start past a bound) at the view's offset;
    /// `view.velocity` is already `v0`, pt/s.
    mutating func handOff(_ view: inout ScrollViewSimulation, velocity v0: PointsPerSecond)
    /// Integrates (or samples) the tick n → n+1 of the current motion; `view.tick` is n.
    mutating func integrateTick(_ view: inout ScrollViewSimulation)
    /// The stop and rest rules at the current tick (`view.enterRest()` when the motion ends).
    mutating func applyRestRules(_ view: inout ScrollViewSimulation)
}
