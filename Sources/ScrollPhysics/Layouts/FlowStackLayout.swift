/// The seed 001 peeking flow stack (docs/layouts.md flowStack; vertical: y is along the axis).
///
/// Item i's untransformed frame has top y_i = i·(itemHeight + spacing) − offset, height
/// `itemHeight`, x = horizontalInset and width crossViewport − 2·horizontalInset; it is
/// visible when that frame meets [0, viewport). Of the visible items in index order,
/// position j (0-based) takes, with jc = min(j, maxVisible − 1) (the seed's
/// `min(index, maxVisibleCards − 1)`):
///
///     scale = 1 − scaleStep·jc,  translation = jc·spacing,  z = maxVisible − jc,
///     alpha = 1 for j < maxVisible, else 0.
///
/// An item scrolled past the top (y_i < 0, t = −y_i) instead takes
/// scale = max(minimumPeekScale, 1 − t/shrinkDistance) and translation = t·lagFactor
/// (seed 001's scroll handler overrides the peek transform); z and alpha stay.
/// The frame is the untransformed frame scaled about its centre, then moved by
/// `translation` along the axis (the documented translation, not multiplied by the scale).
public struct FlowStackLayout: ScrollLayout {
    /// The flow stack's parameters.
    public let configuration: FlowStackConfiguration
    public let geometry: LayoutGeometry
    public let capacity: Int

    /// `.flowStack`.
    public var kind: LayoutKind { .flowStack }
    public var traits: LayoutTraits { BuiltInTraits.flowStack }

    private let pitch: Points
    private let itemWidth: Points
    private let centerX: Points

    /// A peeking flow stack with `configuration` (seed 001's defaults) in `geometry`.
    public init(
        configuration: FlowStackConfiguration = FlowStackConfiguration(),
        geometry: LayoutGeometry = LayoutGeometry(viewport: 844, crossViewport: 390)
    ) {
        configuration.validate()
        geometry.validate()
        self.configuration = configuration
        self.geometry = geometry
        pitch = configuration.pitch
        itemWidth = geometry.crossViewport - 2 * configuration.horizontalInset
        centerX = configuration.horizontalInset + itemWidth / 2
        capacity = LayoutIndex.listCapacity(
            viewport: geometry.viewport, pitch: pitch,
            length: configuration.itemHeight)
    }

    public func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        precondition(items.capacity >= capacity, "ItemBuffer capacity \(items.capacity) < \(capacity)")
        items.removeAll()
        let c = configuration
        guard
            let range = LayoutIndex.visibleListRange(
                offset: offset, leading: 0, pitch: pitch, length: c.itemHeight,
                viewport: geometry.viewport, count: c.count)
        else { return }
        var j = 0
        for i in range {
            let top = Double(i) * pitch - offset
            let jc = min(j, c.maxVisible - 1)
            var scale = 1 - c.scaleStep * Double(jc)
            var translation = Double(jc) * c.spacing
            if top < 0 {
                let t = -top
                scale = max(c.minimumPeekScale, 1 - t / c.shrinkDistance)
                translation = t * c.lagFactor
            }
            let width = itemWidth * scale
            let height = c.itemHeight * scale
            let centerY = top + c.itemHeight / 2 + translation
            items.storage[j] = ItemAttributes(
                index: i, dataIndex: LayoutIndex.dataIndex(i, count: c.count),
                x: centerX - width / 2, y: centerY - height / 2, width: width, height: height,
                scale: scale, rotation: 0, alpha: j < c.maxVisible ? 1 : 0,
                z: Double(c.maxVisible - jc), shadowOpacity: 0)
            j += 1
        }
        items.setCount(j)
    }
}
