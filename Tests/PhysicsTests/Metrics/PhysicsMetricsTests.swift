import Testing
import ScrollPhysics

/// The physics metrics on tiny hand-made records (docs/metrics.md).
@Suite struct PhysicsMetricsTests {
    static let bounds = ScrollBounds(minimum: 0, maximum: 100)

    /// Frames 10 (before), then the release at tick 12 at offset 10, frames 15, 22, 21, 20, rest at tick 48 on 20.
    static func forwardRecord(velocityError: Double? = -3) -> ReleaseRecord {
        var record = ReleaseRecord()
        record.observeFrame(offset: 10, velocity: 0, bounds: bounds)
        record.didRelease(tick: 12, offset: 10, scrollVelocity: 100, fingerVelocity: -100, velocityError: velocityError)
        for x in [15.0, 22, 21, 20] { record.observeFrame(offset: x, velocity: 0, bounds: bounds) }
        record.didRest(tick: 48, offset: 20)
        return record
    }

    @Test func forwardReleaseThatRests() {
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: Self.forwardRecord(), physicsRate: 120, frameRate: 120, snapInterval: 8, bounds: Self.bounds)
        #expect(values[.releaseVelocityError] == -3)
        #expect(values[.travelPt] == 10, "20 − 10")
        #expect(values[.overshootPt] == 2, "max 22 − rest 20, in the direction of +100 pt/s")
        #expect(values[.settleTimeS] == 0.3, "(48 − 12) / 120")
        #expect(values[.restErrorPt] == 4, "20 is 4 pt from 16 and from 24")
        #expect(values[.maxOverscrollPt] == 0)
    }

    @Test func givenVelocityAndNoSnappingLeaveCellsEmpty() {
        var values = MetricValues()
        PhysicsMetrics.fill(
            &values, record: Self.forwardRecord(velocityError: nil), physicsRate: 120, frameRate: 120, snapInterval: nil,
            bounds: Self.bounds)
        #expect(values[.releaseVelocityError] == nil && values[.restErrorPt] == nil)
        #expect(values[.travelPt] == 10)
    }

    @Test func backwardReleaseMeasuresOvershootBelowTheRest() {
        // Release at 50 moving −200 pt/s; frames 40, 28, 31, 30; rests on 30; overshoot 30 − 28 = 2.
        var record = ReleaseRecord()
        record.didRelease(tick: 0, offset: 50, scrollVelocity: -200, fingerVelocity: 200, velocityError: 0)
        for x in [40.0, 28, 31, 30] { record.observeFrame(offset: x, velocity: 0, bounds: Self.bounds) }
        record.didRest(tick: 600, offset: 30)
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, frameRate: 120, snapInterval: 10, bounds: Self.bounds)
        #expect(values[.overshootPt] == 2 && values[.travelPt] == -20 && values[.settleTimeS] == 0.5)
        #expect(values[.restErrorPt] == 0)
    }

    @Test func neverRestingAndOverscroll() {
        // Past the trailing bound by 7 and before the leading one by 3: the largest is 7.
        var record = ReleaseRecord()
        record.didRelease(tick: 0, offset: 95, scrollVelocity: 500, fingerVelocity: -500, velocityError: nil)
        for x in [101.0, 107, -3, 99] { record.observeFrame(offset: x, velocity: 0, bounds: Self.bounds) }
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, frameRate: 120, snapInterval: 10, bounds: Self.bounds)
        #expect(values[.maxOverscrollPt] == 7)
        #expect(values[.overshootPt] == nil && values[.settleTimeS] == nil && values[.restErrorPt] == nil, "it never rests")
        #expect(values[.travelPt] == 4)
    }

    @Test func noReleaseLeavesOnlyTheOverscroll() {
        var record = ReleaseRecord()
        record.observeFrame(offset: -12, velocity: 0, bounds: Self.bounds)
        record.didRest(tick: 5, offset: 0)  // a rest without a release is not a settle
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, frameRate: 120, snapInterval: 10, bounds: Self.bounds)
        #expect(values[.maxOverscrollPt] == 12)
        #expect(values[.travelPt] == nil && values[.settleTimeS] == nil && values[.releaseVelocityError] == nil)
    }

    /// velocity_gain and peak_acceleration_pt_s2 by hand: a release at 200 pt/s (finger −200),
    /// then frames at 200, 1200, 2490, 1000, 0 pt/s at 120 Hz.
    @Test func velocityGainAndPeakAcceleration() {
        var record = ReleaseRecord()
        record.observeFrame(offset: 0, velocity: 9000, bounds: Self.bounds)  // before the release: not counted
        record.didRelease(tick: 0, offset: 0, scrollVelocity: 200, fingerVelocity: -200, velocityError: nil)
        for v in [200.0, 1200, 2490, 1000, 0] { record.observeFrame(offset: 1, velocity: v, bounds: Self.bounds) }
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, frameRate: 120, snapInterval: nil, bounds: Self.bounds)
        #expect(values[.velocityGain] == 12.45, "2490 / 200")
        #expect(values[.peakAccelerationPtS2].map { $0 - 178_800 } == 0, "|1000 − 2490|·120 (the −1490 step is the largest)")
    }

    @Test func velocityGainIsEmptyWithoutAFingerVelocityAndAccelerationNeedsTwoFrames() {
        var record = ReleaseRecord()
        record.didRelease(tick: 0, offset: 0, scrollVelocity: 0, fingerVelocity: 0, velocityError: nil)
        record.observeFrame(offset: 0, velocity: -50, bounds: Self.bounds)
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, frameRate: 60, snapInterval: nil, bounds: Self.bounds)
        #expect(values[.velocityGain] == nil, "release velocity 0")
        #expect(values[.peakAccelerationPtS2] == nil, "one frame after the release: no pair")
        record.observeFrame(offset: 0, velocity: 10, bounds: Self.bounds)
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, frameRate: 60, snapInterval: nil, bounds: Self.bounds)
        #expect(values[.peakAccelerationPtS2] == 3600, "|10 − (−50)|·60")
        // A new release starts both afresh.
        record.didRelease(tick: 9, offset: 0, scrollVelocity: -100, fingerVelocity: 100, velocityError: nil)
        record.observeFrame(offset: 0, velocity: -100, bounds: Self.bounds)
        record.observeFrame(offset: 0, velocity: -90, bounds: Self.bounds)
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, frameRate: 60, snapInterval: nil, bounds: Self.bounds)
        #expect(values[.velocityGain] == 1 && values[.peakAccelerationPtS2] == 600)
    }

    /// The designer case: a critically damped 1.0 / 0.1 s snap spring takes a slow
    /// 200 pt/s release to a target far from its free resting place, far faster than the finger.
    @Test func aStiffSnapSpringThrowsFasterThanTheFinger() {
        let (frames, sim) = simulate([.flick(velocity: -200), .wait(duration: 1)], duration: 1) {
            $0.snap.policy = .nearest
            $0.snap.interval = 24
            $0.snap.spring = Spring(uikitDampingRatio: 1, duration: 0.1)
        }
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: sim.record, physicsRate: 1200, frameRate: 120, snapInterval: 24, bounds: sim.bounds)
        let peak = frames.map { abs($0.velocity) }.max() ?? 0
        #expect(values[.velocityGain] == peak / 200 && peak > 2000, "peak \(peak) pt/s from a 200 pt/s release")
        let steps = zip(frames.dropFirst(), frames).map { abs($0.velocity - $1.velocity) * 120 }
        #expect(values[.peakAccelerationPtS2] == steps.max())
    }
}
