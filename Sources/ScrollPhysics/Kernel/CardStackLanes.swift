/// The coefficients of up to `LaneMath.width` card stacks that share their window — spacing,
/// visible count, count, curve, dynamic spacing, perspective and geometry — one per lane,
/// each lane's derived by the scalar layout's own `CardStackCoefficients.init` (so each lane
/// lays out the scalar layout's bits). Unused lanes repeat the last configuration; their
/// results are ignored. (z's coefficients are apart, in `CardStackDepth`: the evenly spaced
/// kernel without perspective, the sweep's common case, never reads them.)
struct CardStackLanes {
    var coefficients: CardStackCoefficients<KernelLanes>
    /// cos/sin(k·spacing·ω) of both frequencies for window row j (`CardStackPhases`), per lane
    /// (empty with dynamic spacing, which computes every angle directly).
    var phases: [CardStackPhaseRow<KernelLanes>]

    /// Lanes from `configurations` (1 … `LaneMath.width`, sharing `CardStackKernel.windowKey`).
    init(_ configurations: ArraySlice<CardStackConfiguration>, kernel: CardStackKernel) {
        precondition(!configurations.isEmpty && configurations.count <= LaneMath.width)
        let zero = KernelLanes()
        coefficients = CardStackCoefficients(
            baseScale: zero, scaleRange: zero, cardWidth: zero, cardHeight: zero, shiftAmplitude: zero,
            strideRate: zero, centerFrequency: zero, scaleFrequency: zero, scaleWidth: zero)
        phases = Array(
            repeating: CardStackPhaseRow(cosCenter: zero, sinCenter: zero, cosScale: zero, sinScale: zero),
            count: kernel.dynamicSpacing ? 0 : kernel.visibleCount)
        for j in 0..<LaneMath.width {
            let c = configurations[configurations.startIndex + min(j, configurations.count - 1)]
            coefficients.setLane(j, to: CardStackCoefficients(c))
            guard !kernel.dynamicSpacing else { continue }
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

extension CardStackCoefficients where Value == KernelLanes {
    /// Lane j takes one configuration's coefficients.
    mutating func setLane(_ j: Int, to c: CardStackCoefficients<Double>) {
        baseScale[j] = c.baseScale
        scaleRange[j] = c.scaleRange
        cardWidth[j] = c.cardWidth
        cardHeight[j] = c.cardHeight
        shiftAmplitude[j] = c.shiftAmplitude
        strideRate[j] = c.strideRate
        centerFrequency[j] = c.centerFrequency
        scaleFrequency[j] = c.scaleFrequency
        scaleWidth[j] = c.scaleWidth
    }
}

extension CardStackDepth where Value == KernelLanes {
    /// Lane j = configuration j of `configurations` (1 … `LaneMath.width`; unused lanes repeat the last).
    init(lanes configurations: ArraySlice<CardStackConfiguration>) {
        let zero = KernelLanes()
        self.init(zMax: zero, zSlope: zero, zFloor: zero)
        for j in 0..<LaneMath.width {
            let c = configurations[configurations.startIndex + min(j, configurations.count - 1)]
            zMax[j] = c.zMax
            zSlope[j] = c.zSlope
            zFloor[j] = c.zFloor
        }
    }
}
