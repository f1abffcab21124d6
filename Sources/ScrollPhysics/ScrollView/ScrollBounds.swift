/// The offsets a scroll view may rest at: [0, max(0, L − V)] for content of length L
/// in a viewport of length V, or no bounds at all for infinite content (docs/conventions.md).
public struct ScrollBounds: Sendable, Equatable {
    /// The leading bound, pt (−∞ for infinite content).
    public let minimum: Points
    /// The trailing bound, pt (+∞ for infinite content).
    public let maximum: Points

    /// No bounds: infinite content.
    public static let infinite = ScrollBounds(minimum: -.infinity, maximum: .infinity)

    /// Bounds of `contentLength` pt of content in `viewport` pt; `nil` content is infinite.
    public init(contentLength: Points?, viewport: Points) {
        if let contentLength {
            self.init(minimum: 0, maximum: max(0, contentLength - viewport))
        } else {
            self = .infinite
        }
    }

    /// Bounds [minimum, maximum], pt; minimum ≤ maximum.
    public init(minimum: Points, maximum: Points) {
        precondition(minimum <= maximum, "bounds \(minimum) > \(maximum)")
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Whether the content is infinite.
    public var isInfinite: Bool { !minimum.isFinite }

    /// Signed distance beyond the nearer bound: negative before the leading bound,
    /// positive past the trailing one, 0 inside.
    @inlinable public func overscroll(_ offset: Points) -> Points {
        if offset < minimum { return offset - minimum }
        if offset > maximum { return offset - maximum }
        return 0
    }

    /// The offset clamped into the bounds.
    @inlinable public func clamp(_ offset: Points) -> Points { min(max(offset, minimum), maximum) }
}
