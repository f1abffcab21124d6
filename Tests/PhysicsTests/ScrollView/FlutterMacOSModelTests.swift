import Foundation
import Testing
import ScrollPhysics

/// `scroll.model: flutter-macos` = `BouncingScrollPhysics(decelerationRate: .fast)`.
@Suite struct FlutterMacOSModelTests {
    @Test func freeFlingRestsWhereTheFastSimulationIsDone() {
        let (frames, sim) = simulate([.flick(velocity: -2000), .wait(duration: 4)], duration: 4) { $0.model = .flutterMacOS }
        let solver = FlutterBouncingSimulation(
            position: 0, velocity: 2000, leadingExtent: -.infinity, trailingExtent: .infinity,
            spring: FlutterSpringDescription(mass: 0.3, stiffness: 75, dampingRatio: 1.3),
            constantDeceleration: 1400)
        let doneTick = (0...4800).first { solver.isDone(at: Double($0) / 1200) }
        #expect(sim.record.restTick == doneTick && doneTick != nil)
        #expect(frames.last?.offset == doneTick.map { solver.position(at: Double($0) / 1200) })
        // Constant deceleration shortens the coast well below iOS's 2000/|ln 0.135| ≈ 999 pt.
        let (ios, _) = simulate([.flick(velocity: -2000), .wait(duration: 6)], duration: 6) { $0.model = .flutterIOS }
        let travel = frames.last?.offset ?? 0
        #expect(travel > 0 && travel < 0.8 * (ios.last?.offset ?? 0), "macOS \(travel) vs iOS \(ios.last?.offset ?? 0)")
        // v(t) = 2000·0.135^t − 1400·t reaches 0 before 1 s.
        #expect(solver.isDone(at: 1.0))
    }

    @Test func dragResistsAt026AndEasesBackFreely() {
        #expect(FlutterScrollPhysics.frictionFactor(overscrollFraction: 0, rate: .fast) == 0.26)
        // 40 pt past the leading edge of a 400 pt viewport: pulling further moves 0.26·(0.9)² per pt.
        let further = FlutterScrollPhysics.applyPhysics(
            toUserOffset: -1, position: -40, minExtent: 0, maxExtent: 1000,
            viewport: 400, rate: .fast)
        #expect(abs(further - -0.26 * 0.81) < 1e-12, "\(further)")
        let back = FlutterScrollPhysics.applyPhysics(
            toUserOffset: 10, position: -40, minExtent: 0, maxExtent: 1000,
            viewport: 400, rate: .fast)
        #expect(back == 10, "easing back is unresisted: \(back)")
        let backIOS = FlutterScrollPhysics.applyPhysics(toUserOffset: 10, position: -40, minExtent: 0, maxExtent: 1000, viewport: 400)
        #expect(backIOS < 10, "iOS resists easing back: \(backIOS)")
    }

    @Test func flingIntoTheEdgeUsesTheFastSpring() {
        let (frames, _) = simulate([.flick(velocity: -3000), .wait(duration: 4)], duration: 4) {
            $0.model = .flutterMacOS; $0.contentLength = 1390; $0.initialOffset = 700
        }
        let solver = FlutterBouncingSimulation(
            position: 700, velocity: 3000, leadingExtent: 0, trailingExtent: 1000,
            spring: FlutterDecelerationRate.fast.spring, constantDeceleration: 1400)
        #expect(solver.springTime.isFinite)
        var checked = 0
        for f in frames where f.frame > 0 && f.frame % 10 == 0 && f.phase != .resting {
            #expect(abs(f.offset - solver.position(at: Double(f.frame * 10) / 1200)) < 1e-9, "frame \(f.frame)")
            checked += 1
        }
        #expect(checked > 5, "\(checked) frames compared")
        #expect((frames.map(\.offset).max() ?? 0) > 1000 && frames.last?.offset == 1000)
    }

    @Test func carriesMomentumLikeIOS() {
        let (first, _) = simulate([.flick(velocity: -2000), .wait(duration: 0.2)], duration: 0.2) { $0.model = .flutterMacOS }
        let held = first[first.count - 1].velocity
        let (_, twice) = simulate([.flick(velocity: -2000), .wait(duration: 0.2), .flick(velocity: -2000)], duration: 0.3) {
            $0.model = .flutterMacOS
        }
        let carried = FlutterScrollPhysics.carriedMomentum(existingVelocity: held)
        #expect(carried > 0 && abs(twice.record.releaseVelocity - (2000 + carried)) < 1e-9)
    }
}
