/// One swept key of a grid: a dotted path into the scenario and its values, in order.
public struct GridAxis: Sendable, Equatable {
    /// The key as written, e.g. `layout.scaleFrequency`.
    public let key: String
    /// The key split at dots.
    public let path: [String]
    public let values: [GridValue]
    /// Where the key stands in the grid file.
    public let position: SourcePosition
    /// How the values were written (a list unless the decoder says otherwise).
    public var kind: GridAxisKind = .list

    public init(key: String, values: [GridValue], position: SourcePosition, kind: GridAxisKind = .list) {
        self.key = key; self.values = values; self.position = position; self.kind = kind
        path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
