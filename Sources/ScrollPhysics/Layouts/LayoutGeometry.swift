/// The viewport a layout lays out into (docs/conventions.md).
///
/// `viewport` is the visible length along the scroll axis and `crossViewport` the
/// length across it, in points (both > 0, finite). The card stack scrolls along x;
/// the lists scroll along y (give them `viewport` 844, `crossViewport` 390 for a phone).
/// `bounded` says whether the content has bounds (`content: {"length": L}`): only then
/// does the card stack keep its cards within [0, count).
public struct LayoutGeometry: Sendable, Equatable, CustomStringConvertible {
    /// Length along the scroll axis, pt (> 0). Default 390 (docs/conventions.md `scroll.viewport`).
    public var viewport: Points
    /// Length across the scroll axis, pt (> 0). Default 844 (docs/conventions.md `scroll.crossViewport`).
    public var crossViewport: Points
    /// Whether the content is bounded (false = `infinite`, the default).
    public var bounded: Bool

    /// A viewport `viewport` pt along the axis and `crossViewport` pt across it; `bounded` content
    /// keeps items within the layout's count.
    public init(viewport: Points = 390, crossViewport: Points = 844, bounded: Bool = false) {
        self.viewport = viewport
        self.crossViewport = crossViewport
        self.bounded = bounded
    }

    /// Checks the ranges; called by every layout's initializer.
    func validate() {
        precondition(viewport > 0 && viewport.isFinite, "viewport must be finite and > 0, got \(viewport)")
        precondition(
            crossViewport > 0 && crossViewport.isFinite,
            "crossViewport must be finite and > 0, got \(crossViewport)")
    }

    public var description: String {
        "LayoutGeometry(viewport: \(viewport) pt, crossViewport: \(crossViewport) pt, bounded: \(bounded))"
    }
}
