/// The plain list (docs/layouts.md list; vertical): row i's top is
/// y = topInset + i·(itemHeight + spacing) − offset, shown when [y, y + itemHeight) meets
/// [0, viewport); x = horizontalInset, width = crossViewport − 2·horizontalInset,
/// height = itemHeight; scale 1, alpha 1, z 0. What a user sees of it is the scroll itself:
/// its metrics are the frame-to-frame ones (jitter, reversals, pixel flips, max step).
public struct ListLayout: ScrollLayout {
    /// The list's parameters.
    public let configuration: ListConfiguration
    public let geometry: LayoutGeometry
    public let capacity: Int

    /// `list`: vertical, the frame-to-frame metrics.
    public static let traits = LayoutTraits(
        kindName: ListConfiguration.kindName, axis: .vertical,
        layoutMetrics: [.jitterRMSPt, .reversals, .pixelFlips, .maxStepPt])
    public var traits: LayoutTraits { Self.traits }

    /// A plain list with `configuration` in `geometry`.
    public init(
        configuration: ListConfiguration = ListConfiguration(),
        geometry: LayoutGeometry = LayoutGeometry(viewport: 844, crossViewport: 390)
    ) {
        configuration.validateFields()
        geometry.validate()
        self.configuration = configuration
        self.geometry = geometry
        capacity = LayoutIndex.listCapacity(
            viewport: geometry.viewport, pitch: configuration.pitch, length: configuration.itemHeight)
    }

    public func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        items.removeAll()
        let c = configuration
        guard
            let range = LayoutIndex.visibleListRange(
                offset: offset, leading: c.topInset, pitch: c.pitch, length: c.itemHeight,
                viewport: geometry.viewport, count: c.count)
        else { return }
        let width = geometry.crossViewport - 2 * c.horizontalInset
        var row = 0
        for i in range {
            items.storage[row] = ItemAttributes(
                index: i, dataIndex: LayoutIndex.dataIndex(i, count: c.count),
                x: c.horizontalInset, y: c.topInset + Double(i) * c.pitch - offset, width: width, height: c.itemHeight,
                scale: 1, rotation: 0, alpha: 1, z: 0, shadowOpacity: 0)
            row += 1
        }
        items.setCount(row)
    }
}
