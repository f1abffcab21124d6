/// How a card's scale falls off with its distance `dist` (pt) from the offset
/// (the scenario spelling is the raw value). Each gives a weight w(dist) ∈ [0, 1]
/// and scale = baseScale + (maxScale − baseScale)·w.
public enum ScaleCurve: String, Sendable, CaseIterable {
    /// Seed 000 §4.2: w = clamp(sin(dist·scaleFrequency), 0, 1). Periodic in dist, and 0
    /// at the focus (dist 0): the focused card is the *smallest* — what the seed ships.
    case sine
    /// w = exp(−½·(dist/scaleWidth)²): 1 at the focus, a Gaussian of standard deviation
    /// `scaleWidth` pt. Not in the seed: a repair option.
    case gaussian
    /// w = max(0, 1 − dist/scaleWidth): 1 at the focus, 0 from `scaleWidth` pt on.
    /// Not in the seed: a repair option.
    case linear
}
