/// A lean sweep kernel for the card stack: lays out the frames of many points at once, one
/// point per SIMD lane (`KernelLanes`), and folds only the requested metrics, with exactly the
/// IEEE-754 operations, in the same order, of `CardStackLayout`, `Perspective.project` and
/// `LayoutMetricsAccumulator` — so every lane's metric values have the bits a scalar run gives.
///
/// Points share a kernel when they share the window — spacing, visible count, count, scale
/// curve, dynamic spacing, perspective distance and geometry (`WindowKey`): then the focus
/// f = round(offset/spacing), the window f − ⌊(n−1)/2⌋ … f + ⌈(n−1)/2⌉ and the matching of
/// cards across frames (by index, an integer shift of the window) are the same in every lane
/// and computed once per frame. Evenly spaced, rel = offset − i·spacing is too, and per lane
/// remain the angles (one `LaneSinCos` per frequency per frame), the per-card attributes
/// (x, y, width, height) and the sums. With dynamic spacing each lane chains its own rel
/// outward from the focus (`CardStackCoefficients.dynamicWindow`, one `Elementary.cos` and one
/// sine or exp per card and lane, as the scalar layout). With perspective each card's z is
/// computed and the card projected about the viewport centre (`Perspective.projected`); a lane
/// with a shown card at z ≥ d (or NaN) is reported as faulted, and the driver runs that point
/// the scalar way for its message. Nothing else is computed: no attribute rows, no keyed merge,
/// no ordering check (the window is in index order by construction), no alpha, rotation or
/// shadow.
///
/// Served: `overlap_mean_pt`, `overlap_cv`, `jitter_rms_pt`, `max_step_pt`, `reversals`,
/// `pixel_flips` (`supportedMetrics`); a driver evaluates anything else the scalar way.
package struct CardStackKernel: Sendable {
    /// The layout metrics the kernel folds.
    package static let supportedMetrics: Set<Metric> = [
        .overlapMeanPt, .overlapCV, .jitterRMSPt, .maxStepPt, .reversals, .pixelFlips
    ]

    let spacing: Points
    let visibleCount: Int
    let lowerSpan: Int  // ⌊(n−1)/2⌋
    let upperSpan: Int  // ⌈(n−1)/2⌉
    let count: Int?
    let bounded: Bool
    let scaleCurve: ScaleCurve
    let midX: Points, midY: Points
    let displayScale: Double
    /// Whether rel is chained card by card (`CardStackConfiguration.dynamicSpacing`).
    let dynamicSpacing: Bool
    /// The container's perspective (`layout.perspective`), projected about (midX, midY).
    let perspective: Perspective?
    let requested: [Metric]
    let wantsOverlap: Bool, wantsJitter: Bool, wantsStep: Bool
    let wantsReversals: Bool, wantsPixels: Bool

    /// The kernel of the window `configuration` lays out in `geometry` under `perspective`,
    /// folding `metrics` (physics metrics among them are ignored; `pixel_flips` at
    /// `displayScale` device pixels per pt). nil when a layout metric is not `supportedMetrics`.
    package init?(
        configuration c: CardStackConfiguration, geometry: LayoutGeometry, perspective: Perspective? = nil,
        metrics: [Metric], displayScale: Double
    ) {
        let layoutMetrics = Metric.allCases.filter { $0.isLayoutMetric && metrics.contains($0) }
        guard layoutMetrics.allSatisfy({ Self.supportedMetrics.contains($0) && BuiltInTraits.cardStack.applies($0) })
        else { return nil }
        spacing = c.spacing
        visibleCount = c.visibleCount
        lowerSpan = (c.visibleCount - 1) / 2
        upperSpan = c.visibleCount / 2
        count = c.count
        bounded = geometry.bounded
        scaleCurve = c.scaleCurve
        midX = geometry.viewport / 2
        midY = geometry.crossViewport / 2
        self.displayScale = displayScale
        dynamicSpacing = c.dynamicSpacing
        self.perspective = perspective
        requested = layoutMetrics
        wantsOverlap = metrics.contains(.overlapMeanPt) || metrics.contains(.overlapCV)
        wantsJitter = metrics.contains(.jitterRMSPt)
        wantsStep = metrics.contains(.maxStepPt)
        wantsReversals = metrics.contains(.reversals)
        wantsPixels = metrics.contains(.pixelFlips)
    }

    /// What configurations must share to run in one kernel's lanes (with the geometry).
    package struct WindowKey: Hashable, Sendable {
        let spacing: UInt64, visibleCount: Int, count: Int?, curve: ScaleCurve
        let dynamicSpacing: Bool
        /// The perspective distance's bits, nil without perspective.
        let perspective: UInt64?

        /// `mixed` (equal keys hash equal; the fields mostly the same across a grid — curve,
        /// dynamic spacing, perspective — are left to `==`): a key is looked up for every point,
        /// and `Hasher` costs about 40 instructions a word it combines.
        package func hash(into hasher: inout Hasher) { hasher.combine(mixed) }

        /// The spacing and the counts folded into one word (`KeyMix`).
        package var mixed: UInt64 {
            KeyMix.fold(KeyMix.fold(spacing, UInt64(truncatingIfNeeded: visibleCount)), UInt64(truncatingIfNeeded: count ?? -1))
        }
    }

    /// The window key of `c` under the perspective distance `perspective` (pt; nil: none).
    package static func windowKey(_ c: CardStackConfiguration, perspective: Points? = nil) -> WindowKey {
        WindowKey(
            spacing: c.spacing.bitPattern, visibleCount: c.visibleCount, count: c.count, curve: c.scaleCurve,
            dynamicSpacing: c.dynamicSpacing, perspective: perspective?.bitPattern)
    }

    /// The coefficients a lane reads, as bit patterns: configurations with equal lane keys and
    /// window keys give equal metrics, whatever else (alpha, tilt, shadow; z without
    /// perspective) differs. A fixed set of fields, so making and hashing one allocates nothing.
    package struct LaneKey: Hashable, Sendable {
        let baseScale, maxScale, cardWidth, cardHeight, shiftAmplitude, stride, centerFrequency, scaleShape: UInt64
        /// zMax, zSlope, zFloor: read only under perspective (else 0).
        let zMax, zSlope, zFloor: UInt64

        /// `mixed`: the eight fields every lane reads (equal keys hash equal; z is left to
        /// `==`), one `Hasher` word a point instead of eight.
        package func hash(into hasher: inout Hasher) { hasher.combine(mixed) }

        /// The eight fields folded into one word (`KeyMix`).
        package var mixed: UInt64 {
            var h = KeyMix.fold(baseScale, maxScale)
            h = KeyMix.fold(KeyMix.fold(h, cardWidth), cardHeight)
            h = KeyMix.fold(KeyMix.fold(h, shiftAmplitude), stride)
            return KeyMix.fold(KeyMix.fold(h, centerFrequency), scaleShape)
        }
    }

    /// The lane key of `c`: the scale frequency for a sine curve, else the scale width; the z
    /// coefficients when `projects` (the window has a perspective).
    package static func laneKey(_ c: CardStackConfiguration, projects: Bool = false) -> LaneKey {
        LaneKey(
            baseScale: c.baseScale.bitPattern, maxScale: c.maxScale.bitPattern, cardWidth: c.cardWidth.bitPattern,
            cardHeight: c.cardHeight.bitPattern, shiftAmplitude: c.resolvedShiftAmplitude.bitPattern,
            stride: c.stride.bitPattern, centerFrequency: c.centerFrequency.bitPattern,
            scaleShape: c.scaleCurve == .sine ? c.scaleFrequency.bitPattern : c.scaleWidth.bitPattern,
            zMax: projects ? c.zMax.bitPattern : 0, zSlope: projects ? c.zSlope.bitPattern : 0,
            zFloor: projects ? c.zFloor.bitPattern : 0)
    }

    /// The metric values of each of `configurations` (which share this kernel's window key)
    /// over `frames`: `physics` plus the requested layout metrics, as a scalar run gives them;
    /// nil for a configuration whose run shows a card at or behind the perspective's eye
    /// (evaluate it the scalar way, for its message).
    package func evaluate(
        _ configurations: [CardStackConfiguration], frames: ShownFrames, physics: MetricValues
    ) -> [MetricValues?] {
        var results: [MetricValues?] = []
        results.reserveCapacity(configurations.count)
        var start = 0
        while start < configurations.count {
            let end = min(start + LaneMath.width, configurations.count)
            let group = configurations[start..<end]
            let depth = perspective == nil ? nil : CardStackDepth(lanes: group)
            let (totals, faulted) = run(CardStackLanes(group, kernel: self), depth: depth, frames: frames)
            for j in 0..<(end - start) {
                guard !faulted[j] else {
                    results.append(nil)
                    continue
                }
                var values = physics
                totals.write(lane: j, metrics: requested, into: &values)
                results.append(values)
            }
            start = end
        }
        return results
    }
}
