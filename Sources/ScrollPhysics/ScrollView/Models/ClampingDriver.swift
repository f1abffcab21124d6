/// A driver of one of Android's models (`android`, `android-overscroller`): the drag never
/// overscrolls (`ClampingBoundary.drag`: Flutter's `ClampingScrollPhysics`, a ScrollView's
/// overscroll distance 0) and a release passes the model's min/max fling gate
/// (`ScrollModel.flingVelocity`), nothing carried. Conforming is all a driver does to get both.
protocol ClampingDriver: ScrollModelDriver {}

extension ClampingDriver {
    /// `ClampingBoundary.drag`; a stationary sample does nothing.
    mutating func drag(_ view: inout ScrollViewSimulation, by delta: Points, time: Seconds) {
        guard delta != 0 else { return }
        view.offset = ClampingBoundary.drag(from: view.offset, by: delta, bounds: view.bounds)
    }

    /// `ScrollModel.flingVelocity` (min/max fling gate).
    mutating func flingVelocity(_ view: inout ScrollViewSimulation, _ v: PointsPerSecond) -> PointsPerSecond {
        view.configuration.model.flingVelocity(v)
    }
}
