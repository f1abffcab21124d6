/// The names every formula may read (they cannot be redefined by `params` or `let`):
///
/// * per item: `index` (logical index i), `rel` = offset − i·pitch (pt), `dist` = |rel| (pt);
/// * per frame: `offset` (pt, along the axis), `velocity` (pt/s), `focus` = round(offset/pitch)
///   (halves away from zero);
/// * per run (constants): `pitch` (pt), `count` (∞ when infinite), `viewport`, `crossViewport`
///   (pt, along and across the axis), `midX`, `midY` (the viewport's centre in x and y: for a
///   horizontal layout viewport/2 and crossViewport/2, for a vertical one the other way round), `pi`.
public enum FormulaBuiltin: String, Sendable, CaseIterable {
    case offset, velocity, index, rel, dist, focus, pitch, count, viewport, crossViewport, midX, midY, pi

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
