/// The seed 000 card stack (DESIGN §5 cardStack; horizontal: x is along the axis).
///
/// Focus f = round(offset/spacing) (halves away from zero); the cards laid out are
/// f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉, n = `visibleCount`, clipped to [0, count) when
/// `geometry.bounded`. With rel = offset − index·spacing and dist = |rel|:
///
///     scale    = baseScale + (maxScale − baseScale)·w(dist)      (w: `ScaleCurve`)
///     shift    = cardWidth·0.5·cos(rel·centerFrequency)
///     x        = midX + shift − cardWidth·scale/2 − (rel/spacing)·stride
///     y        = midY − cardHeight·scale/2
///     width    = cardWidth·scale,  height = cardHeight·scale
///     rotation = rel·tilt
///     alpha    = alphaFloor + (1 − alphaFloor)·exp(−dist·alphaDecay)
///     z        = max(zFloor, zMax − dist·zSlope)
///     shadow   = shadowOpacity·(1 − width/cardWidth)
///
/// midX = viewport/2, midY = crossViewport/2. With `dynamicSpacing` the focus card's
/// rel is as above and, outward from it, each neighbour's rel differs from its inner
/// neighbour's by spacing / max(scale of the inner card, 0.5) (seed §3.2).
/// Cost per frame: `visibleCount` cards, one sin (or exp), one cos and one exp each,
/// whatever `count` is (the seed's `Int.max / 1000` runs like 20).
public struct CardStackLayout: ScrollLayout {
    public let configuration: CardStackConfiguration
    public let geometry: LayoutGeometry
    /// When false, alpha is not computed and reported as 1 (saves one `exp` per card
    /// when nothing reads alpha, e.g. a sweep asking only for overlap and jitter).
    public var computesAlpha: Bool = true

    public var kind: LayoutKind { .cardStack }
    public var capacity: Int { configuration.visibleCount }

    // Derived once (each the same bits the formula gives inline).
    private let lowerSpan: Int      // ⌊(n−1)/2⌋
    private let upperSpan: Int      // ⌈(n−1)/2⌉
    private let midX: Points
    private let midY: Points
    private let halfCardWidth: Points
    private let scaleRange: Double
    private let alphaRange: Double

    public init(configuration: CardStackConfiguration = CardStackConfiguration(),
                geometry: LayoutGeometry = LayoutGeometry()) {
        configuration.validate()
        geometry.validate()
        self.configuration = configuration
        self.geometry = geometry
        let n = configuration.visibleCount
        lowerSpan = (n - 1) / 2
        upperSpan = n / 2
        midX = geometry.viewport / 2
        midY = geometry.crossViewport / 2
        halfCardWidth = configuration.cardWidth * 0.5
        scaleRange = configuration.maxScale - configuration.baseScale
        alphaRange = 1 - configuration.alphaFloor
    }

    /// The focus index f = round(offset/spacing), halves away from zero.
    public func focusIndex(offset: Points) -> Int {
        LayoutIndex.roundedIndex(offset / configuration.spacing)
    }

    /// The logical indices laid out at `offset` (empty when clipping leaves none).
    public func visibleRange(offset: Points) -> ClosedRange<Int>? {
        let f = focusIndex(offset: offset)
        var lo = f - lowerSpan
        var hi = f + upperSpan
        if geometry.bounded {
            lo = max(lo, 0)
            if let count = configuration.count { hi = min(hi, count - 1) }
        }
        return lo <= hi ? lo...hi : nil
    }

    public func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        precondition(items.capacity >= capacity, "ItemBuffer capacity \(items.capacity) < \(capacity)")
        items.removeAll()
        guard let range = visibleRange(offset: offset) else { return }
        if configuration.dynamicSpacing {
            layoutDynamic(offset: offset, range: range, into: &items)
            return
        }
        let spacing = configuration.spacing
        let count = configuration.count
        // Data indices advance by one per card: one integer division per frame, not two per card.
        var dataIndex = LayoutIndex.dataIndex(range.lowerBound, count: count)
        var row = 0
        // One uniqueness check per frame rather than one per card.
        items.storage.withUnsafeMutableBufferPointer { rows in
            for i in range {
                rows[row] = card(index: i, dataIndex: dataIndex, rel: offset - Double(i) * spacing)
                dataIndex += 1
                if dataIndex == count { dataIndex = 0 }
                row += 1
            }
        }
        items.setCount(row)
    }

    /// Dynamic spacing: rel chained outward from the focus over the whole window
    /// f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉ (so clipping never changes a kept card), written
    /// in index order, then the clipped range moved to the front.
    private func layoutDynamic(offset: Points, range: ClosedRange<Int>, into items: inout ItemBuffer) {
        let spacing = configuration.spacing
        let f = focusIndex(offset: offset)
        let first = f - lowerSpan
        let focusRow = lowerSpan
        let focusCard = card(index: f, dataIndex: dataIndex(f),
                             rel: offset - Double(f) * spacing)
        items.storage[focusRow] = focusCard
        var inner = focusCard
        var innerRel = offset - Double(f) * spacing
        if upperSpan > 0 {
            for step in 1...upperSpan {
                innerRel -= spacing / max(inner.scale, 0.5)
                inner = card(index: f + step, dataIndex: dataIndex(f + step), rel: innerRel)
                items.storage[focusRow + step] = inner
            }
        }
        inner = focusCard
        innerRel = offset - Double(f) * spacing
        if lowerSpan > 0 {
            for step in 1...lowerSpan {
                innerRel += spacing / max(inner.scale, 0.5)
                inner = card(index: f - step, dataIndex: dataIndex(f - step), rel: innerRel)
                items.storage[focusRow - step] = inner
            }
        }
        let skip = range.lowerBound - first
        let kept = range.count
        if skip > 0 {
            for row in 0..<kept { items.storage[row] = items.storage[row + skip] }
        }
        items.setCount(kept)
    }

    private func dataIndex(_ i: Int) -> Int { LayoutIndex.dataIndex(i, count: configuration.count) }

    /// The attributes of card `index` at signed distance `rel` (pt) from the offset.
    @inline(__always)
    private func card(index: Int, dataIndex: Int, rel: Points) -> ItemAttributes {
        let c = configuration
        let dist = abs(rel)
        let weight: Double
        switch c.scaleCurve {
        case .sine: weight = Self.clampedSine(dist * c.scaleFrequency)
        case .gaussian:
            let u = dist / c.scaleWidth
            weight = exp(-0.5 * (u * u))
        case .linear: weight = max(0, 1 - dist / c.scaleWidth)
        }
        let scale = c.baseScale + scaleRange * weight
        let shift = halfCardWidth * cos(rel * c.centerFrequency)
        let width = c.cardWidth * scale
        let height = c.cardHeight * scale
        var x = midX + shift - width / 2
        if c.stride != 0 { x -= (rel / c.spacing) * c.stride }
        let alpha = computesAlpha ? c.alphaFloor + alphaRange * exp(-dist * c.alphaDecay) : 1
        return ItemAttributes(
            index: index, dataIndex: dataIndex,
            x: x, y: midY - height / 2, width: width, height: height,
            scale: scale, rotation: rel * c.tilt, alpha: alpha,
            z: max(c.zFloor, c.zMax - dist * c.zSlope),
            shadowOpacity: c.shadowOpacity * (1 - width / c.cardWidth))
    }

    /// clamp(sin(x), 0, 1), bit for bit, without calling `sin` where it is surely
    /// negative: x mod 2π in [π + 2π·10⁻⁹, 2π − 2π·10⁻⁹] (|x| < 10⁶, where the reduction
    /// below errs by less than 10⁻⁹ turns). About half of the far cards skip the call.
    @inline(__always)
    static func clampedSine(_ x: Double) -> Double {
        if abs(x) < 1e6 {
            let turns = x * (0.5 / Double.pi)
            let fraction = turns - turns.rounded(.down)
            if fraction > 0.5 + 1e-9 && fraction < 1 - 1e-9 { return 0 }
        }
        return min(max(sin(x), 0), 1)
    }
}
