/// The CardsAgainst fading list (docs/layouts.md fade; seed 004; vertical).
///
/// Item i's top is y = topInset + i·(itemHeight + spacing) − offset (the items start
/// below the top inset, as under the seed's `contentInset.top`); it is visible when
/// [y, y + itemHeight) meets [0, viewport). With progress = (topInset − y)/region:
///
///     alpha = 1 − fadeDepth·easeInOutCubic(clamp(progress, 0, 1))   (1 when progress ≤ 0)
///
/// x = horizontalInset, width = crossViewport − 2·horizontalInset; scale 1, z 0.
public struct FadeLayout: ScrollLayout {
    /// The fading list's parameters.
    public let configuration: FadeConfiguration
    public let geometry: LayoutGeometry
    public let capacity: Int

    /// `.fade`.
    public var kind: LayoutKind { .fade }
    public var traits: LayoutTraits { BuiltInTraits.fade }

    private let pitch: Points

    /// A fading list with `configuration` (seed 004's defaults) in `geometry`.
    public init(
        configuration: FadeConfiguration = FadeConfiguration(),
        geometry: LayoutGeometry = LayoutGeometry(viewport: 844, crossViewport: 390)
    ) {
        configuration.validate()
        geometry.validate()
        self.configuration = configuration
        self.geometry = geometry
        pitch = configuration.pitch
        capacity = LayoutIndex.listCapacity(
            viewport: geometry.viewport, pitch: pitch,
            length: configuration.itemHeight)
    }

    /// alpha for an item whose top edge is at `y` (viewport coordinates).
    @inlinable public func alpha(top y: Points) -> Double {
        let progress = (configuration.topInset - y) / configuration.region
        if progress <= 0 { return 1 }
        return 1 - configuration.fadeDepth * Easing.easeInOutCubic(min(progress, 1))
    }

    public func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        precondition(items.capacity >= capacity, "ItemBuffer capacity \(items.capacity) < \(capacity)")
        items.removeAll()
        let c = configuration
        guard
            let range = LayoutIndex.visibleListRange(
                offset: offset, leading: c.topInset, pitch: pitch, length: c.itemHeight,
                viewport: geometry.viewport, count: c.count)
        else { return }
        let width = geometry.crossViewport - 2 * c.horizontalInset
        var row = 0
        for i in range {
            let y = c.topInset + Double(i) * pitch - offset
            items.storage[row] = ItemAttributes(
                index: i, dataIndex: LayoutIndex.dataIndex(i, count: c.count),
                x: c.horizontalInset, y: y, width: width, height: c.itemHeight,
                scale: 1, rotation: 0, alpha: alpha(top: y), z: 0, shadowOpacity: 0)
            row += 1
        }
        items.setCount(row)
    }
}
