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

    /// The most candidates `{"viewport": true}` may evaluate per frame.
    public static let maximumCandidates = 4096
}
