import Foundation
import ScrollPhysics
import Testing

/// `scroll.bounces = false` (`UIScrollView.bounces`): the drag clamps to the bounds and a coast
/// rests on the bound it reaches; the default keeps the rubber band and the bounce. Content no
/// longer than the viewport moves only with `scroll.alwaysBounce` (`alwaysBounceVertical`).
@Suite struct BouncesTests {
    @Test func aDragPastTheEdgeStopsAtTheEdge() {
        let drag: [GestureStep] = [.drag(translation: 200, duration: 0.5, curve: .linear)]
        let (clamped, _) = simulate(drag, duration: 1) {
            $0.contentLength = 2000
            $0.bounces = false
        }
        // Dragging the content down by 200 pt from offset 0: every frame at the top bound.
        #expect(clamped.allSatisfy { $0.offset == 0 }, "\(clamped.map(\.offset).min() ?? 0)")
        #expect(clamped[60].phase == .dragging && clamped[60].touch == 200)
        let (banded, _) = simulate(drag, duration: 1) { $0.contentLength = 2000 }
        #expect(banded[60].offset < -85, "the default rubber-bands: \(banded[60].offset)")
    }

    @Test func aCoastIntoTheEdgeRestsOnIt() {
        // Content 1390 in 390: bounds [0, 1000]. From 900 at 1500 pt/s towards the end: the coast
        // crosses 1000 at t = ln(1 − 100/(v0·P))/(1000·ln r) (P = −1/(1000·ln r)), about 0.0755 s.
        let v0 = 1500.0, r = 0.998
        let p = -1 / (1000 * log(r))
        let crossing = log1p(-100 / (v0 * p)) / (1000 * log(r))
        let (frames, sim) = simulate([.flick(velocity: -v0), .wait(duration: 2)], duration: 2) {
            $0.contentLength = 1390
            $0.initialOffset = 900
            $0.bounces = false
        }
        #expect(frames.allSatisfy { $0.offset <= 1000 }, "never past the bound")
        let restFrame = Int((crossing * 120).rounded(.up))
        #expect(frames[restFrame - 1].phase == .decelerating && frames[restFrame - 1].offset < 1000)
        #expect(frames[restFrame].phase == .resting && frames[restFrame].offset == 1000 && frames[restFrame].velocity == 0)
        // It rests at the end of the tick that crosses: at most one tick (1/1200 s) after the solved instant.
        let restTime = Double(sim.record.restTick ?? -1) / 1200
        #expect(restTime >= crossing && restTime - crossing <= 1.0 / 1200, "rest at \(restTime) s vs crossing \(crossing) s")
        #expect(sim.record.maximumOverscroll == 0)
    }

    @Test(arguments: [300.0, 390.0, 391.0])
    func shortContentMovesOnlyWhenItAlwaysBounces(length: Double) {
        let gesture: [GestureStep] = [.drag(translation: 200, duration: 0.5, curve: .linear), .wait(duration: 1), .flick(velocity: -1500)]
        let (still, _) = simulate(gesture, duration: 3) { $0.contentLength = length }
        let (banded, _) = simulate(gesture, duration: 3) {
            $0.contentLength = length
            $0.alwaysBounce = true
        }
        // 200 pt down past the top bound: b = (1 − 1/(x·c/d + 1))·d with x 200, c 0.55, d 390:
        // x·c/d + 1 = 50/39, so b = 0.22 · 390 = 85.8 pt.
        #expect(abs(banded[60].offset + 85.8) < 1e-9, "\(banded[60].offset)")
        if length > 390 {  // Bounds [0, 1]: long enough to scroll, so it bounces without alwaysBounce.
            #expect(abs(still[60].offset - banded[60].offset) < 1e-9)
        } else {  // Not longer than the viewport: neither the drag nor the flick moves it.
            #expect(still.allSatisfy { $0.offset == 0 }, "\(still.map(\.offset).min() ?? 0)")
            #expect(banded.contains { $0.offset > 0 }, "at rest on 0 again, the flick carries it past the bound and back")
        }
    }
}
