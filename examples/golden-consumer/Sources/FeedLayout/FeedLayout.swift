import ScrollPhysics

/// The app's feed: a vertical list of rows of `rowHeight` pt, `gap` pt apart, each faded by its
/// distance from the viewport's centre: alpha = 1/(1 + fade·|row centre − viewport/2|).
///
/// Row i (pitch p = rowHeight + gap): y = i·p − offset (pt); rows meeting [0, viewport) only.
public struct FeedLayout: ScrollLayout {
    public let rowHeight: Points
    public let gap: Points
    public let fade: Double
    public let geometry: LayoutGeometry

    public init(rowHeight: Points, gap: Points, fade: Double, geometry: LayoutGeometry) {
        self.rowHeight = rowHeight; self.gap = gap; self.fade = fade; self.geometry = geometry
    }

    public var traits: LayoutTraits {
        LayoutTraits(kindName: "feed", axis: .vertical, layoutMetrics: [.alphaReversals, .jitterRMSPt, .maxStepPt])
    }

    /// The most rows one frame shows: the viewport over the pitch, rounded up, plus one at each end.
    public var capacity: Int { Int((geometry.viewport / (rowHeight + gap)).rounded(.up)) + 2 }

    public mutating func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        items.removeAll()
        let pitch = rowHeight + gap
        let first = Int((offset / pitch).rounded(.down))
        for index in first..<(first + capacity) {
            let y = Double(index) * pitch - offset
            guard y + rowHeight > 0, y < geometry.viewport else { continue }
            let alpha = 1 / (1 + fade * abs(y + rowHeight / 2 - geometry.viewport / 2))
            items.append(
                ItemAttributes(
                    index: index, dataIndex: index, x: 0, y: y, width: geometry.crossViewport, height: rowHeight,
                    scale: 1, alpha: alpha))
        }
    }
}
