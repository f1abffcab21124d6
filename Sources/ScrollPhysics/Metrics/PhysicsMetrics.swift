/// The physics metrics of docs/metrics.md, from a run's `ReleaseRecord`.
public enum PhysicsMetrics {
    /// Fills the eight physics columns:
    /// * `release_velocity_error` — estimated − true finger velocity at the last release, pt/s;
    ///   empty when the velocity was given (a flick or an explicit release velocity);
    /// * `travel_pt` — offset at the last frame − offset at the last release;
    /// * `max_overscroll_pt` — largest distance beyond a bound over all frames (0 if infinite);
    /// * `overshoot_pt` — largest distance past the resting offset, over the frames after the
    ///   last release, in the direction of travel at that release (sign of its scroll velocity;
    ///   if that is 0, towards the resting offset), floored at 0; empty if it never rests;
    /// * `settle_time_s` — (first tick in `resting` − release tick) / physicsRate; empty if it never rests;
    /// * `rest_error_pt` — distance from the resting offset to the nearest snap point (a multiple
    ///   of the interval, or a finite bound); empty without snapping or without a rest;
    /// * `velocity_gain` — the largest |velocity| over the frames from the last release on
    ///   (frames.csv's velocity) / |finger velocity at that release|; empty when that is 0.
    ///   Above 1 the content is thrown faster than the finger left it;
    /// * `peak_acceleration_pt_s2` — the largest |v(k) − v(k−1)|·frameRate over consecutive
    ///   frames k−1, k both from the last release on, pt/s²; empty without such a pair.
    public static func fill(
        _ values: inout MetricValues, record: ReleaseRecord, physicsRate: Int, frameRate: Int,
        snapInterval: Points?, bounds: ScrollBounds
    ) {
        values[.maxOverscrollPt] = record.maximumOverscroll
        guard let releaseTick = record.releaseTick else { return }
        values[.releaseVelocityError] = record.velocityError
        values[.travelPt] = record.lastOffset - record.releaseOffset
        if record.fingerReleaseSpeed > 0, record.maximumSpeedSinceRelease >= 0 {
            values[.velocityGain] = record.maximumSpeedSinceRelease / record.fingerReleaseSpeed
        }
        if record.maximumVelocityStepSinceRelease >= 0 {
            values[.peakAccelerationPtS2] = record.maximumVelocityStepSinceRelease * Double(frameRate)
        }
        guard let restTick = record.restTick else { return }
        values[.settleTimeS] = Double(restTick - releaseTick) / Double(physicsRate)
        var direction = record.releaseVelocity.sign == .minus ? -1.0 : 1.0
        if record.releaseVelocity == 0 {
            let toward = record.restOffset - record.releaseOffset
            direction = toward == 0 ? 0 : (toward < 0 ? -1 : 1)
        }
        let past =
            direction > 0
            ? record.maximumSinceRelease - record.restOffset
            : direction < 0 ? record.restOffset - record.minimumSinceRelease : 0
        values[.overshootPt] = max(0, past.isFinite ? past : 0)
        if let snapInterval {
            values[.restErrorPt] = SnapPoints.distance(from: record.restOffset, interval: snapInterval, bounds: bounds)
        }
    }
}
