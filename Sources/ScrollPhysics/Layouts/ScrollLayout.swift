/// A render-free layout (docs/layouts.md): maps the content offset the display shows to
/// the attributes of every visible item.
///
/// Hot loops call it through a concrete type or a generic `some ScrollLayout`
/// (or through `AnyScrollLayout`, an enum), never through an existential per frame.
public protocol ScrollLayout: Sendable {
    /// The layout's kind name, axis and applicable layout metrics. Nothing here requires
    /// a built-in `LayoutKind`: a layout defined elsewhere declares its own traits.
    var traits: LayoutTraits { get }
    /// The viewport it lays out into.
    var geometry: LayoutGeometry { get }
    /// Rows one frame can produce at most; an `ItemBuffer` of this capacity never overflows.
    var capacity: Int { get }
    /// Writes the visible items for content offset `offset` (pt) and scroll velocity
    /// `velocity` (pt/s) into `items` (cleared first), in index (then layer) order.
    /// Allocates nothing; cost does not depend on the data count.
    mutating func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer)
    /// Tells the layout that the finger was released with scroll velocity `velocity` (pt/s).
    mutating func didRelease(velocity: PointsPerSecond)
    /// Forgets everything learned during a run (parallax appearance offsets and factors).
    mutating func reset()
    /// The first attribute the layout could not compute (NaN or ±∞) since the last
    /// `reset()`, if any; a driver fails the run that meets one. nil for the built-ins.
    var fault: LayoutFault? { get }
}

extension ScrollLayout {
    /// A buffer that fits every frame of this layout.
    public func makeBuffer() -> ItemBuffer { ItemBuffer(capacity: capacity) }
    /// Nothing: a layout without release-dependent state.
    public mutating func didRelease(velocity: PointsPerSecond) {}
    /// Nothing: a layout without run state.
    public mutating func reset() {}
    /// `nil`: a layout whose attributes are always finite.
    public var fault: LayoutFault? { nil }
}
