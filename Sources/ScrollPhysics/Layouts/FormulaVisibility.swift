/// Which items a formula layout lays out each frame (`layout.visible`), never scanning all
/// of them: cost and memory depend on the window, not on `count`.
public enum FormulaVisibility: Sendable, Equatable {
    /// `{"nearest": N}`: the N items nearest the focus f = round(offset/pitch) (halves away
    /// from zero), f − ⌊(N−1)/2⌋ … f + ⌈(N−1)/2⌉ — the card stack's rule.
    case nearest(Int)
    /// `{"viewport": true, "margin": M}`: every item whose frame meets [0, viewport) along the
    /// axis, among the candidates i with i·pitch − offset in [−M, viewport + M] (pt; default
    /// M = viewport): an item drawn more than M away from its slot i·pitch − offset is missed.
    case viewport(margin: Points?)
}
