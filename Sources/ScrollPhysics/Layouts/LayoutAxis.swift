/// The direction a layout scrolls along (docs/conventions.md): the offset moves content along x
/// (`horizontal`, the card stack) or along y (`vertical`, the lists).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// The offset moves content along x.
    case horizontal
    /// The offset moves content along y.
    case vertical
}
