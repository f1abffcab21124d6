import ScrollPhysics

/// A sweep kernel as `KernelGroups` drives it: several points' layouts (`Lane`s) that share a
/// window (`WindowKey`) evaluated over one case's shown frames, a lane per distinct `LaneKey`;
/// nil for a lane whose run faulted (its point is evaluated the scalar way, for its message).
protocol SweepKernel {
    associatedtype Lane
    associatedtype WindowKey: KernelKey
    associatedtype LaneKey: KernelKey

    func evaluate(_ lanes: [Lane], frames: ShownFrames, physics: MetricValues) -> [MetricValues?]
}

extension CardStackKernel: SweepKernel {}
extension FormulaKernel: SweepKernel {
    /// The parameters' values as bit patterns (`FormulaKernel.laneKey`).
    typealias LaneKey = [UInt64]
}
