/// The seed 000 card stack (docs/layouts.md cardStack; horizontal: x is along the axis).
///
/// Focus f = round(offset/spacing) (halves away from zero, `LayoutIndex.nearestIndex`); the cards laid out are
/// f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉, n = `visibleCount`, clipped to [0, count) when
/// `geometry.bounded`. With rel = offset − index·spacing and dist = |rel|:
///
///     scale    = baseScale + (maxScale − baseScale)·w(dist)      (w: `ScaleCurve`)
///     shift    = A·cos(rel·centerFrequency), A = shiftAmplitude ?? cardWidth·0.5
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
/// Cost per frame, whatever `count` is (the seed's `Int.max / 1000` runs like 20): with
/// even spacing, one `SinCos` per frequency for the whole frame (`CardStackPhases`),
/// then a few multiplications per card, plus one exp per card for alpha (and per card for
/// the gaussian curve); with `dynamicSpacing`, one sin (or exp) and one cos per card.
/// Attributes not in `outputs` are skipped (`LayoutOutputs`).
public struct CardStackLayout: ScrollLayout {
    /// The card stack's parameters.
    public let configuration: CardStackConfiguration
    public let geometry: LayoutGeometry
    /// The optional attributes computed (default `.all`); the others are reported at their
    /// `ItemAttributes` defaults. A sweep asking only for overlap and jitter needs none.
    public var outputs: LayoutOutputs = .all
    /// Whether alpha is computed (`outputs` contains `.alpha`); when false alpha is
    /// reported as 1, saving one `exp` per card.
    public var computesAlpha: Bool {
        get { outputs.contains(.alpha) }
        set { if newValue { outputs.insert(.alpha) } else { outputs.remove(.alpha) } }
    }

    /// `.cardStack`.
    public var kind: LayoutKind { .cardStack }
    public var traits: LayoutTraits { BuiltInTraits.cardStack }
    public var capacity: Int { configuration.visibleCount }

    // Derived once (each the same bits the formula gives inline).
    let lowerSpan: Int  // ⌊(n−1)/2⌋
    let upperSpan: Int  // ⌈(n−1)/2⌉
    let midX: Points
    let midY: Points
    /// The coefficients that place a card (shared with the sweep kernel's lanes).
    let coefficients: CardStackCoefficients<Double>
    /// z(dist) (shared with the sweep kernel's lanes).
    let depth: CardStackDepth<Double>
    let alphaRange: Double
    let countReciprocal: Double  // 1/count (0 when unbounded), for `LayoutIndex.wrappedIndex`
    /// Angle-addition tables for even spacing (nil with `dynamicSpacing`).
    let phases: CardStackPhases?

    /// A card stack with `configuration` (seed 000's defaults) in `geometry`.
    public init(
        configuration: CardStackConfiguration = CardStackConfiguration(),
        geometry: LayoutGeometry = LayoutGeometry()
    ) {
        configuration.validate()
        geometry.validate()
        self.configuration = configuration
        self.geometry = geometry
        let n = configuration.visibleCount
        lowerSpan = (n - 1) / 2
        upperSpan = n / 2
        midX = geometry.viewport / 2
        midY = geometry.crossViewport / 2
        coefficients = CardStackCoefficients(configuration)
        depth = CardStackDepth(configuration)
        alphaRange = 1 - configuration.alphaFloor
        countReciprocal = configuration.count.map { 1 / Double($0) } ?? 0
        phases =
            configuration.dynamicSpacing
            ? nil
            : CardStackPhases(
                visibleCount: n, lowerSpan: lowerSpan, spacing: configuration.spacing,
                centerFrequency: configuration.centerFrequency,
                scaleFrequency: configuration.scaleCurve == .sine ? configuration.scaleFrequency : 0)
    }

    /// The focus index f = round(offset/spacing), halves away from zero.
    @inline(__always) public func focusIndex(offset: Points) -> Int {
        LayoutIndex.nearestIndex(offset / configuration.spacing)
    }

    /// The logical indices laid out at `offset` (empty when clipping leaves none).
    public func visibleRange(offset: Points) -> ClosedRange<Int>? {
        visibleRange(focus: focusIndex(offset: offset))
    }

    /// The window f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉ around focus `f`, clipped when bounded.
    func visibleRange(focus f: Int) -> ClosedRange<Int>? {
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
        let f = focusIndex(offset: offset)
        guard let range = visibleRange(focus: f) else { return }
        if let phases {
            layoutEven(offset: offset, focus: f, range: range, phases: phases, into: &items)
        } else {
            layoutDynamic(offset: offset, focus: f, range: range, into: &items)
        }
    }

    /// Even spacing: rel_i = offset − i·spacing; the cosine of the shift and the sine of
    /// the scale curve come from the focus card's angles by angle addition (`CardStackPhases`).
    private func layoutEven(
        offset: Points, focus f: Int, range: ClosedRange<Int>, phases: CardStackPhases,
        into items: inout ItemBuffer
    ) {
        let c = configuration
        let spacing = c.spacing
        let first = f - lowerSpan
        let focusRel = offset - Double(f) * spacing
        let angles = coefficients.focusAngles(rel: focusRel, curve: c.scaleCurve)
        // Data indices advance by one per card, wrapping at the count (none: never wraps).
        let wrap = c.count ?? Int.max
        var dataIndex = range.lowerBound
        if c.count != nil { dataIndex = LayoutIndex.wrappedIndex(dataIndex, count: wrap, reciprocal: countReciprocal) }
        let lo = range.lowerBound, rowCount = range.count, skipped = lo - first
        // One uniqueness check per frame rather than one per card.
        items.storage.withUnsafeMutableBufferPointer { rows in
            phases.rows.withUnsafeBufferPointer { table in
                for row in 0..<rowCount {
                    let i = lo &+ row
                    let p = table[skipped &+ row]
                    let rel = offset - Double(i) * spacing
                    let placed = coefficients.evenCard(rel: rel, row: p, focus: angles, curve: c.scaleCurve, midX: midX)
                    rows[row] = card(index: i, dataIndex: dataIndex, rel: rel, placed: placed)
                    dataIndex &+= 1
                    if dataIndex == wrap { dataIndex = 0 }
                }
            }
        }
        items.setCount(rowCount)
    }

    /// Dynamic spacing: rel chained outward from the focus over the whole window
    /// f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉ (so clipping never changes a kept card,
    /// `CardStackCoefficients.dynamicWindow`, the sweep kernel's own code), written in index
    /// order, then the clipped range moved to the front.
    private func layoutDynamic(offset: Points, focus f: Int, range: ClosedRange<Int>, into items: inout ItemBuffer) {
        let spacing = configuration.spacing
        let first = f - lowerSpan
        let focusRow = lowerSpan
        coefficients.dynamicWindow(
            focusRel: offset - Double(f) * spacing, spacing: spacing, lowerSpan: lowerSpan, upperSpan: upperSpan,
            curve: configuration.scaleCurve, midX: midX
        ) { step, rel, placed in
            let i = f + step
            items.storage[focusRow + step] = card(index: i, dataIndex: dataIndex(i), rel: rel, placed: placed)
        }
        let skip = range.lowerBound - first
        let kept = range.count
        if skip > 0 {
            for row in 0..<kept { items.storage[row] = items.storage[row + skip] }
        }
        items.setCount(kept)
    }

    private func dataIndex(_ i: Int) -> Int { LayoutIndex.dataIndex(i, count: configuration.count) }
}
