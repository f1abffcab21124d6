/// The seed 002 parallax list (docs/layouts.md parallax; vertical).
///
/// Cell i's top is y_i = i·(cellHeight + spacing) − offset; it is visible when
/// [y_i, y_i + cellHeight) meets [0, viewport). Each visible cell gives one row per
/// layer l (rows in index, then layer order) with
///
///     raw         = (offset − base_i)·factor_l
///     translation = clamp(raw, −maxOffset_l, maxOffset_l),  clamped = |raw| ≥ maxOffset_l
///     y = y_i + translation,  x = 0,  width = crossViewport,  height = cellHeight,  z = l
///
/// base_i = i·(cellHeight + spacing) + cellHeight/2 − viewport/2 for `.centered`; for
/// `.appearance` the offset of the first frame of the cell's current stay in the
/// visible set (seed 002: set in `didMoveToSuperview`, reset in `prepareForReuse`).
/// With `velocityFactor`, `didRelease(velocity:)` replaces every factor_l by
/// 0.3 + 0.4·min(|v|/1000, 3)/3 (v in pt/s, so |v|/1000 is pt/ms).
public struct ParallaxLayout: ScrollLayout {
    /// The parallax list's parameters.
    public let configuration: ParallaxConfiguration
    public let geometry: LayoutGeometry
    public let capacity: Int

    /// `.parallax`.
    public var kind: LayoutKind { .parallax }
    public var traits: LayoutTraits { BuiltInTraits.parallax }
    /// The factor every layer uses after a release with `velocityFactor`; nil before.
    public private(set) var releaseFactor: Double?

    private let pitch: Points
    private let cellSlots: Int
    private let centeredShift: Points  // cellHeight/2 − viewport/2
    // Appearance bases of the cells visible last frame, at slot i % cellSlots.
    private var bases: [Points]
    private var lastVisible: ClosedRange<Int>?

    /// A parallax list with `configuration` (seed 002's defaults) in `geometry`.
    public init(
        configuration: ParallaxConfiguration = ParallaxConfiguration(),
        geometry: LayoutGeometry = LayoutGeometry(viewport: 844, crossViewport: 390)
    ) {
        configuration.validate()
        geometry.validate()
        self.configuration = configuration
        self.geometry = geometry
        pitch = configuration.pitch
        cellSlots = LayoutIndex.listCapacity(
            viewport: geometry.viewport, pitch: pitch,
            length: configuration.cellHeight)
        capacity = cellSlots * configuration.layers.count
        centeredShift = configuration.cellHeight / 2 - geometry.viewport / 2
        bases = Array(repeating: 0, count: cellSlots)
    }

    /// The velocity-derived factor 0.3 + 0.4·min(|v|/1000, 3)/3 for scroll velocity v (pt/s).
    public static func releaseFactor(velocity: PointsPerSecond) -> Double {
        0.3 + 0.4 * min(abs(velocity) / 1000, 3) / 3
    }

    public mutating func didRelease(velocity: PointsPerSecond) {
        if configuration.velocityFactor { releaseFactor = Self.releaseFactor(velocity: velocity) }
    }

    public mutating func reset() {
        releaseFactor = nil
        lastVisible = nil
    }

    public mutating func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        precondition(items.capacity >= capacity, "ItemBuffer capacity \(items.capacity) < \(capacity)")
        items.removeAll()
        let c = configuration
        let range = LayoutIndex.visibleListRange(
            offset: offset, leading: 0, pitch: pitch, length: c.cellHeight,
            viewport: geometry.viewport, count: c.count)
        defer { lastVisible = range }
        guard let range else { return }
        let width = geometry.crossViewport
        var row = 0
        for i in range {
            let cellTop = Double(i) * pitch - offset
            let base: Points
            switch c.base {
            case .centered:
                base = Double(i) * pitch + centeredShift
            case .appearance:
                let slot = i % cellSlots
                if !(lastVisible?.contains(i) ?? false) { bases[slot] = offset }
                base = bases[slot]
            }
            for l in c.layers.indices {
                let layer = c.layers[l]
                let raw = (offset - base) * (releaseFactor ?? layer.factor)
                let translation = min(max(raw, -layer.maxOffset), layer.maxOffset)
                items.storage[row] = ItemAttributes(
                    index: i, dataIndex: LayoutIndex.dataIndex(i, count: c.count),
                    x: 0, y: cellTop + translation, width: width, height: c.cellHeight,
                    scale: 1, rotation: 0, alpha: 1, z: Double(l), shadowOpacity: 0,
                    layer: l, translation: translation, clamped: abs(raw) >= layer.maxOffset)
                row += 1
            }
        }
        items.setCount(row)
    }
}
