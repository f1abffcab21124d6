/// One value per `Metric`, each optional (an empty CSV cell when `nil`).
///
/// Fixed storage indexed by the metric's position in `Metric.allCases`, so
/// filling and reading it allocates nothing and never depends on hash order.
public struct MetricValues: Sendable, Equatable {
    private var storage: [Double?]

    /// Every metric empty (`nil`).
    public init() { storage = Array(repeating: nil, count: Metric.allCases.count) }

    public subscript(metric: Metric) -> Double? {
        get { storage[metric.ordinal] }
        set { storage[metric.ordinal] = newValue.flatMap { $0.isFinite ? $0 : nil } }
    }
}

extension Metric {
    /// Position in `Metric.allCases`.
    @inlinable public var ordinal: Int {
        switch self {
        case .overlapMeanPt: 0
        case .overlapCV: 1
        case .jitterRMSPt: 2
        case .reversals: 3
        case .pixelFlips: 4
        case .maxStepPt: 5
        case .zViolations: 6
        case .focusErrorRate: 7
        case .alphaReversals: 8
        case .parallaxSaturation: 9
        case .releaseVelocityError: 10
        case .travelPt: 11
        case .maxOverscrollPt: 12
        case .overshootPt: 13
        case .settleTimeS: 14
        case .restErrorPt: 15
        case .velocityGain: 16
        case .peakAccelerationPtS2: 17
        }
    }
}
