/// The per-frame metric fold of `FormulaKernel`: given one frame's rows lo ..< lo + rows
/// (x, y, width, height per lane, in index order), it adds the neighbouring rows' overlaps
/// along the axis and, for a card also shown one and two frames ago (matched by index: its
/// row there is i − lo of that frame), the step, the jitter terms and its direction states —
/// `LayoutMetricsAccumulator`'s `observePairs` and `track`, operation for operation.
///
/// `CardStackKernel+Run` keeps its own copy of these steps, inline in its frame loop (along x
/// only): calling this fold from there cost the card-stack kernel 5 % more instructions a point
/// (10 % when forced inline), so the two are mirrors — a change to one needs the same change in
/// the other. (The copy peels the overlap stream's first value out of its loop and adds the rest
/// with `Moments.addShifted`, the same operations; that peel here cost the formula kernel 0.5 %
/// more instructions, so this fold keeps `add`.)
///
/// It owns its track buffers (the last three frames' centres and widths, the last two
/// frames' direction states): allocated once per run, released by `deallocate()`.
struct LaneFrameFold {
    let wantsOverlap: Bool, wantsJitter: Bool, wantsStep: Bool
    let wantsReversals: Bool, wantsPixels: Bool
    /// Whether overlaps and directions run along x (else along y).
    let horizontal: Bool
    let displayScale: Double
    private let n: Int
    private let tracks: Bool, directions: Bool
    private let centerX: UnsafeMutablePointer<KernelLanes>
    private let centerY: UnsafeMutablePointer<KernelLanes>
    private let trackWidths: UnsafeMutablePointer<KernelLanes>
    private let centerStates: UnsafeMutablePointer<LaneDirections>
    private let pixelStates: UnsafeMutablePointer<LaneDirections>
    private var slotLow = (0, 0, 0), slotCount = (0, 0, 0)
    private var current = 0, directionSlot = 0

    /// A fold of frames of at most `rows` rows.
    init(
        rows: Int, overlap: Bool, jitter: Bool, step: Bool, reversals: Bool, pixels: Bool, horizontal: Bool,
        displayScale: Double
    ) {
        n = rows
        wantsOverlap = overlap
        wantsJitter = jitter
        wantsStep = step
        wantsReversals = reversals
        wantsPixels = pixels
        self.horizontal = horizontal
        self.displayScale = displayScale
        tracks = jitter || step || reversals || pixels
        directions = reversals || pixels
        // Slot s of the centres and widths at rows s·n ..< s·n + count; direction slot d at d·n.
        let scratch = UnsafeMutablePointer<KernelLanes>.allocate(capacity: 9 * rows)
        scratch.initialize(repeating: KernelLanes(), count: 9 * rows)
        let states = UnsafeMutablePointer<LaneDirections>.allocate(capacity: 4 * rows)
        states.initialize(repeating: LaneDirections(value: KernelLanes()), count: 4 * rows)
        centerX = scratch
        centerY = scratch + 3 * rows
        trackWidths = scratch + 6 * rows
        centerStates = states
        pixelStates = states + 2 * rows
    }

    /// Releases the buffers.
    func deallocate() {
        centerX.deallocate()
        centerStates.deallocate()
    }

    /// Folds one frame's rows lo ..< lo + `rowCount` (0 when none are shown) into `totals`;
    /// `direction` is the frame's offset direction.
    @inline(__always)
    mutating func fold(
        low lo: Int, rows rowCount: Int, xs: UnsafePointer<KernelLanes>, ys: UnsafePointer<KernelLanes>,
        widths: UnsafePointer<KernelLanes>, heights: UnsafePointer<KernelLanes>, direction: Int,
        into totals: inout KernelTotals
    ) {
        if rowCount > 0, wantsOverlap {
            if horizontal {
                foldOverlaps(rows: rowCount, starts: xs, lengths: widths, into: &totals)
            } else {
                foldOverlaps(rows: rowCount, starts: ys, lengths: heights, into: &totals)
            }
        }
        guard tracks else { return }
        let n = self.n
        let last = current == 0 ? 2 : current - 1, prior = current == 2 ? 0 : current + 1
        let (lastLow, lastCount) = Self.slot(last, slotLow, slotCount)
        let (priorLow, priorCount) = Self.slot(prior, slotLow, slotCount)
        for row in 0..<rowCount {
            let i = lo &+ row
            let width = widths[row]
            let cx = xs[row] + width / 2
            let cy = ys[row] + heights[row] / 2
            centerX[current * n + row] = cx
            centerY[current * n + row] = cy
            trackWidths[current * n + row] = width
            let lastRow = i &- lastLow
            let seen = lastRow >= 0 && lastRow < lastCount
            if seen {
                let ax = centerX[last * n + lastRow], ay = centerY[last * n + lastRow]
                if wantsStep {
                    let sx = cx - ax, sy = cy - ay
                    totals.maxStepSquared = KernelLanes.maximum(totals.maxStepSquared, sx * sx + sy * sy)
                    totals.hasStep = true
                }
                let priorRow = i &- priorLow
                if wantsJitter, priorRow >= 0, priorRow < priorCount {
                    let aw = trackWidths[last * n + lastRow]
                    let b = prior * n + priorRow
                    let dx = cx - 2 * ax + centerX[b]
                    let dy = cy - 2 * ay + centerY[b]
                    let dw = width - 2 * aw + trackWidths[b]
                    var sum = totals.jitterSumOfSquares
                    sum += dx * dx
                    sum += dy * dy
                    sum += dw * dw
                    totals.jitterSumOfSquares = sum
                    totals.jitterTerms += 3
                }
            }
            guard directions else { continue }
            let here = directionSlot * n + row
            let there = seen ? (1 - directionSlot) * n + lastRow : -1
            stepDirections(center: horizontal ? cx : cy, there: there, here: here, direction: direction, into: &totals)
        }
        Self.setSlot(current, low: lo, count: rowCount, &slotLow, &slotCount)
        current = current == 2 ? 0 : current + 1
        directionSlot = 1 - directionSlot
    }

    /// The overlaps of neighbouring rows, min(end) − max(start) along the axis, in row order.
    @inline(__always)
    private func foldOverlaps(
        rows rowCount: Int, starts: UnsafePointer<KernelLanes>, lengths: UnsafePointer<KernelLanes>,
        into totals: inout KernelTotals
    ) {
        var overlap = totals.overlap
        for row in 1..<Swift.max(rowCount, 1) {
            let a = starts[row - 1], b = starts[row]
            overlap.add(KernelLanes.minimum(a + lengths[row - 1], b + lengths[row]) - KernelLanes.maximum(a, b))
        }
        totals.overlap = overlap
    }

    /// Steps one card's direction states from the last frame's slot `there` (−1: not shown
    /// then, so fresh states) into slot `here`, counting reversals and pixel flips.
    @inline(__always)
    private func stepDirections(
        center cx: KernelLanes, there: Int, here: Int, direction: Int, into totals: inout KernelTotals
    ) {
        let pixelCenter = wantsPixels ? (cx * displayScale).rounded(.toNearestOrAwayFromZero) : KernelLanes()
        guard there >= 0 else {
            centerStates[here] = LaneDirections(value: cx)
            pixelStates[here] = LaneDirections(value: pixelCenter)
            return
        }
        let one = KernelLaneCounts(repeating: 1), none = KernelLaneCounts()
        var center = centerStates[there], pixel = pixelStates[there]
        if wantsReversals {
            totals.reversals &+= none.replacing(with: one, where: center.step(to: cx, offsetDirection: direction))
        }
        if wantsPixels {
            totals.pixelFlips &+= none.replacing(with: one, where: pixel.step(to: pixelCenter, offsetDirection: direction))
        }
        centerStates[here] = center
        pixelStates[here] = pixel
    }

    @inline(__always)
    private static func slot(_ s: Int, _ low: (Int, Int, Int), _ count: (Int, Int, Int)) -> (Int, Int) {
        switch s {
        case 0: (low.0, count.0)
        case 1: (low.1, count.1)
        default: (low.2, count.2)
        }
    }

    @inline(__always)
    private static func setSlot(
        _ s: Int, low: Int, count: Int, _ lows: inout (Int, Int, Int), _ counts: inout (Int, Int, Int)
    ) {
        switch s {
        case 0: lows.0 = low; counts.0 = count
        case 1: lows.1 = low; counts.1 = count
        default: lows.2 = low; counts.2 = count
        }
    }
}
