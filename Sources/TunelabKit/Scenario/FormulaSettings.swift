import ScrollPhysics

/// `layout` of `"kind": "formula"`: the checked definition, and where its parts are written
/// (a run that meets a NaN names the attribute at its formula's place in the file).
public struct FormulaSettings: Sendable, Equatable {
    public var definition: FormulaLayoutDefinition
    /// The position of each `item` formula's value, by attribute.
    public var itemPositions: [FormulaAttribute: SourcePosition] = [:]
    /// The position of `visible` (or of the layout object when absent).
    public var visiblePosition: SourcePosition?

    public init(definition: FormulaLayoutDefinition) { self.definition = definition }

    /// A trivial formula layout with this pitch and count (to test what follows the layout).
    static func probe(pitch: Points, count: Int) -> FormulaSettings? {
        let zero = Formula(constant: 0)
        guard
            let definition = try? FormulaLayoutDefinition(
                pitch: Formula(constant: pitch), count: count, visibility: .nearest(1),
                item: [.x: zero, .y: zero, .width: zero, .height: zero])
        else { return nil }
        return FormulaSettings(definition: definition)
    }

    /// The most candidates `{"viewport": true}` may evaluate per frame.
    public static let maximumCandidates = 4096
}
