/// How a grid key's values were written (docs/grid.md): what `tunelab optimize` reads to type
/// its search space (docs/optimize.md). A sweep enumerates `GridAxis.values` whatever the kind.
public enum GridAxisKind: Sendable, Equatable {
    /// A list of numbers, strings or booleans.
    case list
    /// `{"from", "to", "step"}`: evenly spaced decimal values.
    case stepped
    /// `{"linspace": {...}}`.
    case linspace
    /// `{"logspace": {"from": a, "to": b, ...}}`, a, b > 0.
    case logspace(from: Double, to: Double)
    /// `{"from": a, "to": b}` with no step: every value in [min(a, b), max(a, b)]; `tunelab
    /// optimize` only (the axis's `values` are then [a, b], what the decoder's checks read).
    case continuous(from: Double, to: Double)
}
