import Testing
import ScrollPhysics

/// `scroll.model: android-overscroller` in the driver: AOSP's `OverScroller` called as a
/// ScrollView calls it, in whole pixels at `display.scale` and whole milliseconds.
@Suite struct AndroidOverScrollerModelTests {
    /// The scroller driven by hand as the driver must drive it: fling at ms 0, then
    /// computeScrollOffset at ⌊n·1000/1200⌋ ms for every tick n.
    @Test func freeFlingIsTheScrollerSampledEveryTick() {
        let (frames, sim) = simulate([.flick(velocity: -3000), .wait(duration: 3)], duration: 3) {
            $0.model = .androidOverScroller
        }
        var scroller = AndroidOverScroller(density: 3)
        scroller.fling(start: 0, velocity: 9000, min: Int(Int32.min), max: Int(Int32.max), over: 585, now: 0)
        var restTick: Int?
        for n in 1...3600 {
            _ = scroller.computeScrollOffset(now: n * 1000 / 1200)
            if n % 10 == 0, restTick == nil {
                #expect(frames[n / 10].offset == Double(scroller.currentPosition) / 3, "tick \(n)")
            }
            if scroller.isFinished, restTick == nil { restTick = n }
        }
        #expect(sim.record.restTick == restTick && restTick != nil)
        #expect(frames.last?.offset == Double(scroller.currentPosition) / 3 && frames.last?.phase == .resting)
        #expect(frames[1].phase == .decelerating && frames[0].velocity == 3000)
    }

    @Test func flingIntoTheEndOverflingsThenSpringsBack() {
        // Bounds [0, 1000] pt = [0, 3000] px at 3×; the scroller may overfling 390·3/2 = 585 px,
        // ScrollView draws at most 6 dp = 18 px of it and springs back from there.
        let (frames, sim) = simulate([.flick(velocity: -4000), .wait(duration: 4)], duration: 4) {
            $0.model = .androidOverScroller; $0.contentLength = 1390; $0.initialOffset = 700
        }
        let peak = frames.map(\.offset).max() ?? 0
        #expect(peak == 1006, "held 6 pt past the edge: \(peak)")
        #expect(frames.contains { $0.phase == .bouncing })
        #expect(frames.last?.offset == 1000 && frames.last?.phase == .resting)
        #expect(sim.record.maximumOverscroll == peak - 1000)
        // The spring back shows its true velocity: negative while it returns toward 1000.
        let peakFrame = frames.firstIndex { $0.offset == peak } ?? 0
        let back = frames.filter { $0.phase == .bouncing && $0.offset < peak && $0.offset > 1000 && $0.frame > peakFrame }
        #expect(!back.isEmpty && back.allSatisfy { $0.velocity <= 0 }, "\(back.prefix(3))")
    }

    @Test func startPastTheEdgeSpringsBackWithTheCubic() {
        let (frames, _) = simulate([.wait(duration: 1)], duration: 1) {
            $0.model = .androidOverScroller; $0.contentLength = 1390; $0.initialOffset = 1100
        }
        var scroller = AndroidOverScroller(density: 3)
        let began = scroller.springBack(start: 3300, min: 0, max: 3000, now: 0)
        #expect(began)
        for n in 1...60 { _ = scroller.computeScrollOffset(now: n * 1000 / 1200) }
        #expect(frames[6].offset == Double(scroller.currentPosition) / 3, "\(frames[6].offset)")
        #expect(frames[0].phase == .bouncing && frames.last?.offset == 1000 && frames.last?.phase == .resting)
    }

    /// The flywheel: a second fling the same way while the first still runs adds its velocity.
    @Test func aRepeatedFlingTheSameWayAddsTheRunningVelocity() {
        let (frames, _) = simulate(
            [.flick(velocity: -2000), .wait(duration: 0.2), .flick(velocity: -2000), .wait(duration: 0.1)],
            duration: 0.3
        ) { $0.model = .androidOverScroller }
        var scroller = AndroidOverScroller(density: 3)
        scroller.fling(start: 0, velocity: 6000, min: Int(Int32.min), max: Int(Int32.max), over: 585, now: 0)
        for n in 1...240 { _ = scroller.computeScrollOffset(now: n * 1000 / 1200) }
        let running = scroller.currentVelocity
        scroller.fling(start: scroller.currentPosition, velocity: 6000, min: Int(Int32.min), max: Int(Int32.max), over: 585, now: 200)
        #expect(frames[24].velocity == Double(Int(Float(6000) + running)) / 3, "flywheel: \(frames[24].velocity), running \(running / 3)")
        #expect(frames[24].velocity > 3000)
        let (opposite, _) = simulate(
            [.flick(velocity: -2000), .wait(duration: 0.2), .flick(velocity: 2000), .wait(duration: 0.1)],
            duration: 0.3
        ) { $0.model = .androidOverScroller }
        #expect(opposite[24].velocity == -2000, "no flywheel against the motion")
    }

    @Test func displayScaleIsTheDensity() {
        func rest(_ scale: Double) -> Double {
            simulate([.flick(velocity: -3000), .wait(duration: 3)], duration: 3) {
                $0.model = .androidOverScroller; $0.displayScale = scale
            }.frames.last?.offset ?? .nan
        }
        let at1 = rest(1), at3 = rest(3), at2 = rest(2.75)
        #expect(at1 == at1.rounded() && (at3 * 3) == (at3 * 3).rounded(), "whole pixels: \(at1), \(at3)")
        #expect(abs(at1 - at3) < 2 && abs(at2 - at3) < 2, "the same fling in points at any density: \(at1), \(at2), \(at3)")
        #expect(at1 != at3)
    }
}
