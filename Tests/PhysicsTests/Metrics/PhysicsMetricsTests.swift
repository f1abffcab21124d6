import Testing
import ScrollPhysics

/// The six physics metrics on tiny hand-made records (DESIGN §6).
@Suite struct PhysicsMetricsTests {
    static let bounds = ScrollBounds(minimum: 0, maximum: 100)

    /// Frames 10 (before), then the release at tick 12 at offset 10, frames 15, 22, 21, 20, rest at tick 48 on 20.
    static func forwardRecord(velocityError: Double? = -3) -> ReleaseRecord {
        var record = ReleaseRecord()
        record.observeFrame(offset: 10, bounds: bounds)
        record.didRelease(tick: 12, offset: 10, scrollVelocity: 100, velocityError: velocityError)
        for x in [15.0, 22, 21, 20] { record.observeFrame(offset: x, bounds: bounds) }
        record.didRest(tick: 48, offset: 20)
        return record
    }

    @Test func forwardReleaseThatRests() {
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: Self.forwardRecord(), physicsRate: 120, snapInterval: 8, bounds: Self.bounds)
        #expect(values[.releaseVelocityError] == -3)
        #expect(values[.travelPt] == 10, "20 − 10")
        #expect(values[.overshootPt] == 2, "max 22 − rest 20, in the direction of +100 pt/s")
        #expect(values[.settleTimeS] == 0.3, "(48 − 12) / 120")
        #expect(values[.restErrorPt] == 4, "20 is 4 pt from 16 and from 24")
        #expect(values[.maxOverscrollPt] == 0)
    }

    @Test func givenVelocityAndNoSnappingLeaveCellsEmpty() {
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: Self.forwardRecord(velocityError: nil), physicsRate: 120, snapInterval: nil, bounds: Self.bounds)
        #expect(values[.releaseVelocityError] == nil && values[.restErrorPt] == nil)
        #expect(values[.travelPt] == 10)
    }

    @Test func backwardReleaseMeasuresOvershootBelowTheRest() {
        // Release at 50 moving −200 pt/s; frames 40, 28, 31, 30; rests on 30; overshoot 30 − 28 = 2.
        var record = ReleaseRecord()
        record.didRelease(tick: 0, offset: 50, scrollVelocity: -200, velocityError: 0)
        for x in [40.0, 28, 31, 30] { record.observeFrame(offset: x, bounds: Self.bounds) }
        record.didRest(tick: 600, offset: 30)
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, snapInterval: 10, bounds: Self.bounds)
        #expect(values[.overshootPt] == 2 && values[.travelPt] == -20 && values[.settleTimeS] == 0.5)
        #expect(values[.restErrorPt] == 0)
    }

    @Test func neverRestingAndOverscroll() {
        // Past the trailing bound by 7 and before the leading one by 3: the largest is 7.
        var record = ReleaseRecord()
        record.didRelease(tick: 0, offset: 95, scrollVelocity: 500, velocityError: nil)
        for x in [101.0, 107, -3, 99] { record.observeFrame(offset: x, bounds: Self.bounds) }
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, snapInterval: 10, bounds: Self.bounds)
        #expect(values[.maxOverscrollPt] == 7)
        #expect(values[.overshootPt] == nil && values[.settleTimeS] == nil && values[.restErrorPt] == nil, "it never rests")
        #expect(values[.travelPt] == 4)
    }

    @Test func noReleaseLeavesOnlyTheOverscroll() {
        var record = ReleaseRecord()
        record.observeFrame(offset: -12, bounds: Self.bounds)
        record.didRest(tick: 5, offset: 0)  // a rest without a release is not a settle
        var values = MetricValues()
        PhysicsMetrics.fill(&values, record: record, physicsRate: 1200, snapInterval: 10, bounds: Self.bounds)
        #expect(values[.maxOverscrollPt] == 12)
        #expect(values[.travelPt] == nil && values[.settleTimeS] == nil && values[.releaseVelocityError] == nil)
    }
}
