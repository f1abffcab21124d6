/// The direction a layout scrolls along (DESIGN §2): the offset moves content along x
/// (`horizontal`, the card stack) or along y (`vertical`, the lists).
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical
}
