/// Streams the layout metrics of DESIGN §6 over the frames a display showed.
///
/// Call `observe(offset:items:)` once per displayed frame k = 0 … K, in order, with the
/// offset the display showed and the rows the layout produced for it (rows in
/// (index, layer) ascending order, as every layout writes them), then `finish(into:)`.
/// Only the requested metrics that apply to the layout kind are computed; the
/// accumulator keeps only the previous frame's rows (each with its values one frame
/// earlier), matched by (index, layer), and allocates nothing per frame once its
/// buffers have reached the largest row count (reserved up front from `expectedRows`).
/// Every sum runs in row order, frame by frame.
///
/// Every row the layout writes is a "card" for these rules, including rows whose
/// alpha is 0 (flowStack's fourth item); for parallax a card is one layer of one cell.
/// A metric has no data (nil, an empty cell) when nothing it needs was observed; the
/// counts (`reversals`, `pixel_flips`, `z_violations`, `alpha_reversals`) are 0, not
/// nil, once one frame was observed.
public struct LayoutMetricsAccumulator: Sendable {
    public let kind: LayoutKind
    public let geometry: LayoutGeometry
    /// Device pixels per point for `pixel_flips` (> 0). DESIGN `display.scale`, default 3.
    public let displayScale: Double

    // Which metrics were asked for and apply to `kind`.
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
    private var offsetDirection: Int8 = 0
    private var tracks: ContiguousArray<CardTrack> = []
    private var nextTracks: ContiguousArray<CardTrack> = []

    // Sums and counts.
    var overlap = RunningMoments()
    var jitterSumOfSquares = 0.0
    var jitterTerms = 0
    var reversalCount = 0
    var pixelFlipCount = 0
    var alphaReversalCount = 0
    var maxStepSquared = 0.0
    var hasStep = false
    var zViolationCount = 0
    var focusErrorCount = 0
    var clampedSamples = 0
    var layerSamples = 0

    /// An accumulator for a run of layout `kind` asking for `metrics` (physics metrics
    /// among them are ignored), in the viewport `geometry`, with `displayScale` device
    /// pixels per point (> 0). `expectedRows` reserves the row buffers (a layout's `capacity`).
    public init(kind: LayoutKind, metrics: [Metric], geometry: LayoutGeometry,
                displayScale: Double = 3, expectedRows: Int = 16) {
        precondition(displayScale > 0 && displayScale.isFinite, "displayScale must be > 0, got \(displayScale)")
        self.kind = kind
        self.geometry = geometry
        self.displayScale = displayScale
        func wants(_ m: Metric) -> Bool { metrics.contains(m) && m.applies(to: kind) }
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
        horizontal = kind.isHorizontal
        viewportCenterX = (horizontal ? geometry.viewport : geometry.crossViewport) / 2
        viewportCenterY = (horizontal ? geometry.crossViewport : geometry.viewport) / 2
        tracks.reserveCapacity(max(expectedRows, 0))
        nextTracks.reserveCapacity(max(expectedRows, 0))
    }

    /// Whether any requested metric reads alpha (else a card stack may skip computing it:
    /// `CardStackLayout.computesAlpha`).
    public var needsAlpha: Bool { wantsAlpha }

    /// Takes displayed frame k: the offset it showed (pt) and the layout's rows for it.
    public mutating func observe(offset: Points, items: borrowing ItemBuffer) {
        if frames > 0 {
            let step = offset - previousOffset
            if step > 0 { offsetDirection = 1 } else if step < 0 { offsetDirection = -1 }
        }
        previousOffset = offset
        frames += 1
        let rowCount = items.count
        for r in 1..<max(rowCount, 1) {
            let a = items[r - 1], b = items[r]
            precondition(a.index < b.index || (a.index == b.index && a.layer < b.layer),
                         "rows must be in (index, layer) ascending order; row \(r) has (\(b.index), \(b.layer)) after (\(a.index), \(a.layer))")
        }
        if wantsTracks { track(items) }
        if wantsOverlap { observeOverlap(items) }
        if wantsZ { observeZ(items) }
        if wantsFocus { observeFocus(items) }
        if wantsSaturation {
            for r in 0..<rowCount where items[r].clamped { clampedSamples += 1 }
            layerSamples += rowCount
        }
    }

    /// Matches this frame's rows with the last frame's tracks and feeds the jitter,
    /// step and direction rules.
    private mutating func track(_ items: borrowing ItemBuffer) {
        nextTracks.removeAll(keepingCapacity: true)
        var p = 0
        let direction = offsetDirection
        for r in 0..<items.count {
            let item = items[r]
            let axisCenter = horizontal ? item.centerX : item.centerY
            let pixelCenter = (axisCenter * displayScale).rounded()
            while p < tracks.count, tracks[p].precedes(index: item.index, layer: item.layer) { p += 1 }
            guard p < tracks.count, tracks[p].index == item.index, tracks[p].layer == item.layer else {
                nextTracks.append(CardTrack(item, axisCenter: axisCenter, pixelCenter: pixelCenter))
                continue
            }
            var t = tracks[p]
            let cx = item.centerX, cy = item.centerY, w = item.width
            if wantsJitter, t.hasPrior {
                let dx = cx - 2 * t.centerX + t.priorCenterX
                let dy = cy - 2 * t.centerY + t.priorCenterY
                let dw = w - 2 * t.width + t.priorWidth
                jitterSumOfSquares += dx * dx
                jitterSumOfSquares += dy * dy
                jitterSumOfSquares += dw * dw
                jitterTerms += 3
            }
            if wantsMaxStep {
                let sx = cx - t.centerX, sy = cy - t.centerY
                maxStepSquared = max(maxStepSquared, sx * sx + sy * sy)
                hasStep = true
            }
            if t.center.step(to: axisCenter, offsetDirection: direction), wantsReversals { reversalCount += 1 }
            if t.pixel.step(to: pixelCenter, offsetDirection: direction), wantsPixelFlips { pixelFlipCount += 1 }
            if t.alpha.step(to: item.alpha, offsetDirection: direction), wantsAlpha { alphaReversalCount += 1 }
            t.priorCenterX = t.centerX; t.priorCenterY = t.centerY; t.priorWidth = t.width
            t.centerX = cx; t.centerY = cy; t.width = w
            t.hasPrior = true
            nextTracks.append(t)
        }
        swap(&tracks, &nextTracks)
    }
}
