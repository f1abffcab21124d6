/// Streams the layout metrics of docs/metrics.md over the frames a display showed.
///
/// Call `observe(offset:items:)` once per displayed frame k = 0 … K, in order, with the
/// offset the display showed and the rows the layout produced for it (rows in
/// (index, layer) ascending order, as every layout writes them), then `finish(into:)`.
/// Only the requested metrics that apply to the layout (its `LayoutTraits`) are computed; the
/// accumulator keeps only the last two frames' rows (`TrackHistory`), matched by
/// (index, layer), and allocates nothing per frame once its buffers have reached the
/// largest row count (reserved up front from `expectedRows`).
/// Every sum runs in row order, frame by frame.
///
/// Every row the layout writes is a "card" for these rules, including rows whose
/// alpha is 0 (flowStack's fourth item); for parallax a card is one layer of one cell.
/// A metric has no data (nil, an empty cell) when nothing it needs was observed; the
/// counts (`reversals`, `pixel_flips`, `z_violations`, `alpha_reversals`) are 0, not
/// nil, once one frame was observed.
public struct LayoutMetricsAccumulator: Sendable {
    /// The layout's traits: which layout metrics apply, and the axis they measure along.
    public let traits: LayoutTraits
    /// The viewport the frames were laid out into.
    public let geometry: LayoutGeometry
    /// Device pixels per point for `pixel_flips` (> 0). `display.scale`, default 3.
    public let displayScale: Double

    // Which metrics were asked for and apply to the layout.
    let wantsOverlap: Bool, wantsOverlapMean: Bool, wantsOverlapCV: Bool
    let wantsJitter: Bool, wantsReversals: Bool, wantsPixelFlips: Bool, wantsMaxStep: Bool
    let wantsZ: Bool, wantsFocus: Bool, wantsAlpha: Bool, wantsSaturation: Bool
    let wantsTracks: Bool
    let requested: [Metric]

    // Geometry, derived once.
    let horizontal: Bool
    let viewportCenterX: Points
    let viewportCenterY: Points

    // Stream state.
    private(set) var frames = 0
    private var previousOffset: Points = 0
    var offsetDirection: Int = 0
    // The last frames' rows, for the frame-to-frame metrics.
    var history: TrackHistory

    // Sums and counts.
    var overlap = RunningMoments()
    var totals = TrackTotals()
    var zViolationCount = 0
    var focusErrorCount = 0
    var clampedSamples = 0
    var layerSamples = 0

    /// An accumulator for a run of a layout with `traits` asking for `metrics` (physics
    /// metrics among them are ignored), in the viewport `geometry`, with `displayScale` device
    /// pixels per point (> 0). `expectedRows` reserves the row buffers (a layout's `capacity`).
    public init(
        traits: LayoutTraits, metrics: [Metric], geometry: LayoutGeometry,
        displayScale: Double = 3, expectedRows: Int = 16
    ) {
        precondition(displayScale > 0 && displayScale.isFinite, "displayScale must be > 0, got \(displayScale)")
        self.traits = traits
        self.geometry = geometry
        self.displayScale = displayScale
        func wants(_ m: Metric) -> Bool { metrics.contains(m) && traits.applies(m) }
        wantsOverlapMean = wants(.overlapMeanPt)
        wantsOverlapCV = wants(.overlapCV)
        wantsOverlap = wantsOverlapMean || wantsOverlapCV
        wantsJitter = wants(.jitterRMSPt)
        wantsReversals = wants(.reversals)
        wantsPixelFlips = wants(.pixelFlips)
        wantsMaxStep = wants(.maxStepPt)
        wantsZ = wants(.zViolations)
        wantsFocus = wants(.focusErrorRate)
        wantsAlpha = wants(.alphaReversals)
        wantsSaturation = wants(.parallaxSaturation)
        wantsTracks = wantsJitter || wantsReversals || wantsPixelFlips || wantsMaxStep || wantsAlpha
        requested = Metric.allCases.filter { $0.isLayoutMetric && metrics.contains($0) }
        horizontal = traits.isHorizontal
        viewportCenterX = (horizontal ? geometry.viewport : geometry.crossViewport) / 2
        viewportCenterY = (horizontal ? geometry.crossViewport : geometry.viewport) / 2
        history = TrackHistory(
            capacity: wantsTracks ? expectedRows : 0,
            keepsDirections: wantsReversals || wantsPixelFlips || wantsAlpha)
    }

    /// An accumulator for a run of the built-in layout `kind` (`kind.traits`).
    public init(
        kind: LayoutKind, metrics: [Metric], geometry: LayoutGeometry,
        displayScale: Double = 3, expectedRows: Int = 16
    ) {
        self.init(
            traits: kind.traits, metrics: metrics, geometry: geometry,
            displayScale: displayScale, expectedRows: expectedRows)
    }

    /// Whether any requested metric reads alpha (else a card stack may skip computing it:
    /// `CardStackLayout.computesAlpha`).
    public var needsAlpha: Bool { wantsAlpha }

    /// The optional attributes the requested metrics read: alpha for `alpha_reversals`,
    /// z for `z_violations` and `focus_error_rate`; never rotation or shadow. A layout
    /// feeding only this accumulator may skip the rest (`CardStackLayout.outputs`).
    public var neededOutputs: LayoutOutputs {
        var outputs: LayoutOutputs = []
        if wantsAlpha { outputs.insert(.alpha) }
        if wantsZ || wantsFocus { outputs.insert(.z) }
        return outputs
    }

    /// Takes displayed frame k: the offset it showed (pt) and the layout's rows for it.
    public mutating func observe(offset: Points, items: borrowing ItemBuffer) {
        if frames > 0 {
            let step = offset - previousOffset
            if step > 0 { offsetDirection = 1 } else if step < 0 { offsetDirection = -1 }
        }
        previousOffset = offset
        frames += 1
        let rowCount = items.count
        observePairs(items)
        if wantsTracks { track(items) }
        if wantsZ { observeZ(items) }
        if wantsFocus { observeFocus(items) }
        if wantsSaturation {
            for r in 0..<rowCount where items[r].clamped { clampedSamples += 1 }
            layerSamples += rowCount
        }
    }
}
