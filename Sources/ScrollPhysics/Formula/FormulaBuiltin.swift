/// The names every formula may read (they cannot be redefined by `params` or `let`):
///
/// * per item: `index` (logical index i), `rel` = offset − i·pitch (pt), `dist` = |rel| (pt);
/// * per frame: `offset` (pt, along the axis), `velocity` (pt/s), `focus` = round(offset/pitch)
///   (halves away from zero);
/// * per run (constants): `pitch` (pt), `count` (∞ when infinite), `viewport`, `crossViewport`
///   (pt, along and across the axis), `midX`, `midY` (the viewport's centre in x and y: for a
///   horizontal layout viewport/2 and crossViewport/2, for a vertical one the other way round), `pi`.
public enum FormulaBuiltin: String, Sendable, CaseIterable {
    /// Per frame: the content offset along the axis, pt.
    case offset
    /// Per frame: the scroll velocity, pt/s.
    case velocity
    /// Per item: the item's logical index i.
    case index
    /// Per item: offset − i·pitch, pt (0 when the item sits at its slot).
    case rel
    /// Per item: |rel|, pt.
    case dist
    /// Per frame: round(offset/pitch), halves away from zero — the index of the focused item.
    case focus
    /// Per run: the pitch, pt — the distance from item i to item i + 1 along the axis.
    case pitch
    /// Per run: the item count; ∞ when the content is infinite.
    case count
    /// Per run: the viewport's length along the axis, pt.
    case viewport
    /// Per run: the viewport's length across the axis, pt.
    case crossViewport
    /// Per run: the viewport's centre in x, pt: viewport/2 for a horizontal layout,
    /// crossViewport/2 for a vertical one.
    case midX
    /// Per run: the viewport's centre in y, pt: crossViewport/2 for a horizontal layout,
    /// viewport/2 for a vertical one.
    case midY
    /// Per run: π.
    case pi

    /// The fixed register of a per-item or per-frame name; nil for the run's constants.
    var register: Int? {
        switch self {
        case .index: FormulaRegisters.index
        case .rel: FormulaRegisters.rel
        case .dist: FormulaRegisters.dist
        case .offset: FormulaRegisters.offset
        case .velocity: FormulaRegisters.velocity
        case .focus: FormulaRegisters.focus
        default: nil
        }
    }

    /// Every built-in name.
    public static let names: [String] = allCases.map(\.rawValue)
}

/// The registers the layout fills before each run of a program.
enum FormulaRegisters {
    static let index = 0, rel = 1, dist = 2, offset = 3, velocity = 4, focus = 5
    /// The first register the compiler may use.
    static let firstFree = 6
}
