/// The coefficients of up to `LaneMath.width` card stacks that share their window — spacing,
/// visible count, count, curve and geometry — one per lane, derived exactly as
/// `CardStackLayout.init` derives them (so each lane lays out the scalar layout's bits).
/// Unused lanes repeat the last configuration; their results are ignored.
struct CardStackLanes {
    var baseScale = KernelLanes(), scaleRange = KernelLanes()
    var cardWidth = KernelLanes(), cardHeight = KernelLanes()
    var shiftAmplitude = KernelLanes(), strideRate = KernelLanes()
    var centerFrequency = KernelLanes(), scaleFrequency = KernelLanes(), scaleWidth = KernelLanes()
    /// cos/sin(k·spacing·ω) of both frequencies for window row j (`CardStackPhases`), per lane.
    var phases: [Row]

    struct Row {
        var cosCenter = KernelLanes(), sinCenter = KernelLanes()
        var cosScale = KernelLanes(), sinScale = KernelLanes()
    }

    /// Lanes from `configurations` (1 … `LaneMath.width`, sharing `CardStackKernel.sharesWindow`).
    init(_ configurations: ArraySlice<CardStackConfiguration>, kernel: CardStackKernel) {
        precondition(!configurations.isEmpty && configurations.count <= LaneMath.width)
        phases = Array(repeating: Row(), count: kernel.visibleCount)
        for j in 0..<LaneMath.width {
            let c = configurations[configurations.startIndex + min(j, configurations.count - 1)]
            baseScale[j] = c.baseScale
            scaleRange[j] = c.maxScale - c.baseScale
            cardWidth[j] = c.cardWidth
            cardHeight[j] = c.cardHeight
            shiftAmplitude[j] = c.shiftAmplitude ?? c.cardWidth * 0.5
            strideRate[j] = c.stride / c.spacing
            centerFrequency[j] = c.centerFrequency
            scaleFrequency[j] = c.scaleFrequency
            scaleWidth[j] = c.scaleWidth
            let table = CardStackPhases(
                visibleCount: kernel.visibleCount, lowerSpan: kernel.lowerSpan, spacing: c.spacing,
                centerFrequency: c.centerFrequency, scaleFrequency: c.scaleCurve == .sine ? c.scaleFrequency : 0)
            for (row, p) in table.rows.enumerated() {
                phases[row].cosCenter[j] = p.cosCenter
                phases[row].sinCenter[j] = p.sinCenter
                phases[row].cosScale[j] = p.cosScale
                phases[row].sinScale[j] = p.sinScale
            }
        }
    }
}
