/// The layout models of DESIGN §5, by their scenario name (`layout.kind`).
public enum LayoutKind: String, Sendable, CaseIterable {
    case none
    case cardStack
    case flowStack
    case parallax
    case fade

    /// Whether the layout scrolls along x (the card stack) rather than y (the lists).
    public var isHorizontal: Bool { self == .cardStack }
}
