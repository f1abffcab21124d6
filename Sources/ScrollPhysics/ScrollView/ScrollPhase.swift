/// The scroll view's phase (docs/scenario.md#phases):
/// `idle → dragging → decelerating | bouncing | snapping → resting`.
public enum ScrollPhase: String, Sendable, CaseIterable {
    /// Never touched yet.
    case idle
    /// The finger is down; the offset follows it (rubber-banded past a bound).
    case dragging
    /// A free coast v(t) = v0·r^(1000t).
    case decelerating
    /// The bounce spring pulls the offset back onto a bound.
    case bouncing
    /// Moving onto a snap target, by spring or by an adjusted coast.
    case snapping
    /// At rest: a coast's stop rule or a spring's rest rule fired.
    case resting
}
