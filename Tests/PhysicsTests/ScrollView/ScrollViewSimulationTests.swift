import Foundation
import Testing
import ScrollPhysics

@Suite struct ScrollViewSimulationTests {
    @Test(arguments: [(0.998, DecelerationLaw.continuous), (0.99, .continuous), (0.998, .perMillisecond), (0.99, .perMillisecond)])
    func freeFlickRestsAtTheClosedForm(rate: Double, law: DecelerationLaw) {
        let (frames, sim) = simulate([.flick(velocity: -2000), .wait(duration: 10)], duration: 10) {
            $0.decelerationRate = DecelerationRate(perMillisecond: rate)
            $0.decelerationLaw = law
        }
        // The decay stopping below 10 pt/s: (v0 − 10)·P, v0 = +2000 scroll, P = −1/(1000·ln r)
        // (continuous, the default) or r/(1000·(1 − r)) (per millisecond).
        let rest = (2000 - 10) * (law == .continuous ? -1 / (1000 * log(rate)) : rate / (1000 * (1 - rate)))
        let restTime = log(10 / 2000) / (1000 * log(rate))
        let last = frames[frames.count - 1]
        #expect(last.phase == .resting)
        // It stops on the first tick below 10 pt/s: at most one tick (1/1200 s) of travel at 10 pt/s late.
        #expect(last.offset >= rest && last.offset - rest < 10.0 / 1200, "r \(rate): rest \(last.offset) vs \(rest)")
        let restTick = Double(sim.record.restTick ?? -1)
        #expect(restTick / 1200 >= restTime && restTick / 1200 - restTime <= 1.0 / 1200, "r \(rate): rest tick \(restTick)")
        #expect(sim.record.releaseTick == 0)
        // A flick at t = 0 shows in frame 0's velocity, not yet in its offset.
        #expect(frames[0].offset == 0 && frames[0].velocity == 2000 && frames[0].phase == .decelerating)
    }

    @Test(arguments: [2.0, 40.0])
    func aFlickStopsAtTheConfiguredStopSpeed(stopSpeed: Double) {
        let (frames, sim) = simulate([.flick(velocity: -2000), .wait(duration: 10)], duration: 10) { $0.stopSpeed = stopSpeed }
        // (v0 − s)·P, P = −1/(1000·ln 0.998) s under the default continuous law; it stops on the first tick below s.
        let rest = (2000 - stopSpeed) * (-1 / (1000 * log(0.998))), restTime = log(stopSpeed / 2000) / (1000 * log(0.998))
        let last = frames[frames.count - 1]
        #expect(
            last.phase == .resting && last.offset >= rest && last.offset - rest < stopSpeed / 1200,
            "s \(stopSpeed): rest \(last.offset) vs \(rest)")
        let restTick = Double(sim.record.restTick ?? -1)
        #expect(restTick / 1200 >= restTime && restTick / 1200 - restTime <= 1.0 / 1200, "s \(stopSpeed): rest tick \(restTick)")
    }

    @Test func dragPastTheLeadingEdgeIsRubberBanded() {
        let (frames, _) = simulate([.drag(translation: 200, duration: 0.5, curve: .linear)], duration: 1) {
            $0.contentLength = 2000
        }
        let expected = -(1 - 1 / (200 * 0.55 / 390 + 1)) * 390
        let atEnd = frames[60]  // t = 0.5 s at 120 Hz
        #expect(abs(atEnd.offset - expected) < 1e-9, "offset \(atEnd.offset) vs \(expected)")
        #expect(abs(expected + 85.8) < 0.05)
        #expect(atEnd.phase == .dragging && atEnd.touch == 200)
        #expect(frames.last?.offset == atEnd.offset, "the finger stays where the last step left it")
    }

    @Test func flickIntoABoundCrossesAtTheSolvedTimeAndReturns() {
        // Content 1390 in 390: bounds [0, 1000]. Start at 900 and flick towards the end.
        let v0 = 1500.0
        let (frames, sim) = simulate([.flick(velocity: -v0), .wait(duration: 5)], duration: 5) {
            $0.contentLength = 1390
            $0.initialOffset = 900
        }
        let lambda = 1000 * log(0.998), projection = 0.998 / (1000 * 0.002)
        let tCross = log1p(-100 / (v0 * projection)) / lambda  // solve 900 − v0·T·expm1(λt) = 1000
        let crossingFrame = Int((tCross * 120).rounded(.up))
        #expect(frames[crossingFrame - 1].phase == .decelerating)
        #expect(frames[crossingFrame].phase == .bouncing, "bouncing from the first frame after t = \(tCross)")
        let maxOffset = frames.map(\.offset).max() ?? 0
        #expect(maxOffset > 1000, "overshoots the bound")
        #expect(frames.last?.offset == 1000 && frames.last?.phase == .resting)
        #expect(frames.allSatisfy { $0.offset.isFinite && $0.velocity.isFinite })
        #expect((sim.record.maximumOverscroll - (maxOffset - 1000)).magnitude < 1e-12)
    }

    @Test(arguments: [SnapMode.spring, .decelerate])
    func snappingEndsExactlyOnAMultiple(mode: SnapMode) {
        // The decelerate mode's r′ = q/(1 + q), q = 1000·Δ/(v0 − 10): it stops on the target.
        let (frames, _) = simulate(
            [.drag(translation: -60, duration: 0.1, curve: .linear), .release(velocity: nil), .wait(duration: 5)],
            duration: 5
        ) {
            $0.snap.policy = .nearest
            $0.snap.interval = 24
            $0.snap.mode = mode
        }
        let last = frames[frames.count - 1]
        #expect(last.phase == .resting)
        #expect(last.offset == (last.offset / 24).rounded() * 24, "\(mode): rests at \(last.offset)")
        #expect(last.offset > 60, "carried forward by the release velocity")
    }

    @Test(arguments: VelocityEstimatorKind.allCases)
    func estimatorsRecoverAConstantVelocityDrag(kind: VelocityEstimatorKind) {
        // −300 pt over 0.25 s: a finger velocity of −1200 pt/s.
        let (_, sim) = simulate(
            [.drag(translation: -300, duration: 0.25, curve: .linear), .release(velocity: nil)],
            duration: 0.5, estimator: kind)
        let error = sim.record.velocityError ?? .nan
        #expect(abs(error) < 1e-6, "\(kind): error \(error)")
        #expect(abs(sim.record.releaseVelocity - 1200) < 1e-6)
    }

    @Test func aReleaseAfterAPauseHasNoFling() {
        let (_, sim) = simulate(
            [
                .drag(translation: -100, duration: 0.1, curve: .linear), .hold(duration: 0.1),
                .release(velocity: nil)
            ], duration: 0.5)
        #expect(sim.record.releaseVelocity == 0)
    }

    @Test func physicsDoesNotDependOnFrameRate() {
        let steps: [GestureStep] = [.drag(translation: -150, duration: 0.2, curve: .easeOut), .release(velocity: nil), .wait(duration: 2)]
        let at60 = simulate(steps, frameRate: 60) { $0.contentLength = 800 }.frames
        let at120 = simulate(steps, frameRate: 120) { $0.contentLength = 800 }.frames
        for (k, frame) in at60.enumerated() {
            #expect(frame.offset == at120[2 * k].offset && frame.phase == at120[2 * k].phase, "frame \(k)")
        }
    }

    @Test func aTouchDownCatchesAMovingView() {
        let (frames, _) = simulate([.flick(velocity: -3000), .wait(duration: 0.2), .hold(duration: 0.3)], duration: 1)
        let caught = frames[24]  // t = 0.2
        #expect(caught.phase == .dragging && caught.velocity == 0)
        #expect(frames.last?.offset == caught.offset)
    }
}
