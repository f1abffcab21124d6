import Foundation
import Testing
import ScrollPhysics

/// `scroll.model` flutter-ios and android in the driver (docs/scroll-models.md).
@Suite struct PlatformModelTests {
    /// The first tick at which `isDone` holds, from t = 0 on a 1200 Hz clock.
    private func firstDoneTick(_ isDone: (Seconds) -> Bool, limit: Int = 20 * 1200) -> Int? {
        (0...limit).first { isDone(Double($0) / 1200) }
    }

    @Test(arguments: [2000.0, -3500.0])
    func freeFlutterFlingRestsWhereTheSolverIsDone(scrollVelocity v0: Double) {
        let (frames, sim) = simulate([.flick(velocity: -v0), .wait(duration: 6)], duration: 6) { $0.model = .flutterIOS }
        let solver = FlutterBouncingSimulation(position: 0, velocity: v0, leadingExtent: -.infinity, trailingExtent: .infinity)
        let doneTick = firstDoneTick(solver.isDone)
        let expected = doneTick.map { solver.position(at: Double($0) / 1200) } ?? .nan
        let last = frames[frames.count - 1]
        #expect(last.phase == .resting && last.offset == expected, "v0 \(v0): rests at \(last.offset), solver \(expected)")
        #expect(sim.record.restTick == doneTick, "v0 \(v0): rest tick \(String(describing: sim.record.restTick))")
        // Done when |v| < 1/(0.05·3) pt/s, so within |v|/|ln 0.135| of the friction's final position.
        let final = v0 / -log(FlutterBouncingSimulation.drag)
        #expect(abs(last.offset - final) < 6.67 / -log(0.135), "v0 \(v0): \(last.offset) vs final \(final)")
        #expect(frames[1].phase == .decelerating)
    }

    @Test func androidFlingIntoABoundStopsOnTheBound() {
        // Bounds [0, 1000]; start at 900 and fling toward the end at 3000 pt/s.
        let (frames, sim) = simulate([.flick(velocity: -3000), .wait(duration: 3)], duration: 3) {
            $0.model = .android
            $0.contentLength = 1390
            $0.initialOffset = 900
        }
        let solver = AndroidClampingSimulation(position: 900, velocity: 3000, leadingExtent: 0, trailingExtent: 1000)
        #expect(solver.edgeTime.isFinite, "the fling reaches the edge")
        let hitTick = Int((solver.edgeTime * 1200).rounded(.up))
        #expect(frames.allSatisfy { $0.offset <= 1000 }, "never past the trailing bound")
        #expect(sim.record.maximumOverscroll == 0)
        #expect(frames.last?.offset == 1000 && frames.last?.phase == .resting)
        #expect(sim.record.restTick == hitTick, "stops at the solved edge instant \(solver.edgeTime) s")
    }

    @Test func flutterDragPastAnEdgeShowsTheResistedOffset() {
        // Finger +200 pt in 60 samples from the leading bound of [0, 1610]: content pulled before 0.
        let times = (0...60).map { Double($0) / 120 }
        let translations = (0...60).map { 200 * Double($0) / 60 }
        let (frames, _) = simulate([.trace(times: times, translations: translations)], duration: 1) {
            $0.model = .flutterIOS
            $0.contentLength = 2000
        }
        var expected = 0.0
        for j in 1...60 {
            let delta = translations[j - 1] - translations[j]
            expected += FlutterScrollPhysics.applyPhysics(
                toUserOffset: delta, position: expected,
                minExtent: 0, maxExtent: 1610, viewport: 390)
        }
        let atEnd = frames[60]
        #expect(abs(atEnd.offset - expected) < 1e-9, "offset \(atEnd.offset) vs \(expected)")
        #expect(expected < 0 && expected > -0.52 * 200, "resisted: \(expected)")
        #expect(atEnd.phase == .dragging)
    }

    @Test func androidDragPastAnEdgeIsClamped() {
        let (frames, _) = simulate(
            [
                .drag(translation: 200, duration: 0.25, curve: .linear),
                .drag(translation: -50, duration: 0.1, curve: .linear)
            ], duration: 0.5
        ) {
            $0.model = .android
            $0.contentLength = 2000
        }
        #expect(frames[30].offset == 0, "pulled past the leading edge: stays on it, \(frames[30].offset)")
        // Moving back in is free: no dead zone from the 200 pt pulled outward.
        #expect(abs(frames[42].offset - 50) < 1e-9, "back in by 50 pt: \(frames[42].offset)")
    }

    @Test func flutterFlingPastAnEdgeReturnsToTheBound() {
        let (frames, sim) = simulate([.flick(velocity: -1500), .wait(duration: 5)], duration: 5) {
            $0.model = .flutterIOS
            $0.contentLength = 1390
            $0.initialOffset = 900
        }
        let solver = FlutterBouncingSimulation(position: 900, velocity: 1500, leadingExtent: 0, trailingExtent: 1000)
        #expect(solver.springTime.isFinite)
        let crossingFrame = Int((solver.springTime * 120).rounded(.up))
        #expect(frames[crossingFrame - 1].phase == .decelerating)
        #expect(frames[crossingFrame].phase == .bouncing, "bouncing from the first frame after t = \(solver.springTime)")
        let maxOffset = frames.map(\.offset).max() ?? 0
        #expect(maxOffset > 1000, "overshoots the bound")
        #expect(frames.last?.offset == 1000 && frames.last?.phase == .resting)
        #expect((sim.record.maximumOverscroll - (maxOffset - 1000)).magnitude < 1e-12)
    }

    @Test(arguments: [ScrollModel.flutterIOS, .android])
    func aStartPastAnEdgeSpringsBackOntoIt(model: ScrollModel) {
        let (frames, _) = simulate([.wait(duration: 3)], duration: 3) {
            $0.model = model
            $0.contentLength = 1390
            $0.initialOffset = -80
        }
        #expect(frames[0].phase == .bouncing, "\(model)")
        #expect(frames.last?.offset == 0 && frames.last?.phase == .resting, "\(model): \(String(describing: frames.last))")
    }

    @Test func flutterCarriesMomentumIntoARepeatedFlingTheSameWay() {
        let (first, _) = simulate([.flick(velocity: -2000), .wait(duration: 0.3)], duration: 0.3) { $0.model = .flutterIOS }
        let held = first[first.count - 1].velocity
        let (_, same) = simulate([.flick(velocity: -2000), .wait(duration: 0.3), .flick(velocity: -2000)], duration: 0.4) {
            $0.model = .flutterIOS
        }
        let carried = FlutterScrollPhysics.carriedMomentum(existingVelocity: held)
        #expect(
            carried > 0 && abs(same.record.releaseVelocity - (2000 + carried)) < 1e-9,
            "held \(held): handed over \(same.record.releaseVelocity), carried \(carried)")
        let (_, opposite) = simulate([.flick(velocity: -2000), .wait(duration: 0.3), .flick(velocity: 2000)], duration: 0.4) {
            $0.model = .flutterIOS
        }
        #expect(opposite.record.releaseVelocity == -2000, "no carry against the motion")
        let (_, weak) = simulate([.flick(velocity: -2000), .wait(duration: 0.3), .flick(velocity: -0.4 * carried)], duration: 0.4) {
            $0.model = .flutterIOS
        }
        #expect(weak.record.releaseVelocity == 0.4 * carried, "no carry below half the carried momentum")
        let (_, android) = simulate([.flick(velocity: -2000), .wait(duration: 0.3), .flick(velocity: -2000)], duration: 0.4) {
            $0.model = .android
        }
        #expect(android.record.releaseVelocity == 2000, "android carries nothing")
    }

    @Test(arguments: [
        (ScrollModel.flutterIOS, 80.0, 0.0), (.flutterIOS, 120, 120), (.android, 40, 0), (.android, 80, 80),
        (.flutterIOS, 9000, 8000), (.android, -9000, -8000), (.uikit, 40, 40), (.uikit, 9000, 9000),
        (.flutterMacOS, 80, 0), (.flutterMacOS, 9000, 9000), (.flutterMacOS, -70000, -64000)
    ])
    func flingsAreGatedByThePlatformLimits(model: ScrollModel, scrollVelocity: Double, handedOver: Double) {
        let (frames, sim) = simulate([.flick(velocity: -scrollVelocity), .wait(duration: 0.1)], duration: 0.1) { $0.model = model }
        #expect(sim.record.releaseVelocity == handedOver, "\(model) v \(scrollVelocity): \(sim.record.releaseVelocity)")
        if handedOver == 0 { #expect(frames[0].phase == .resting && frames.last?.offset == 0, "\(model): no fling") }
    }

    private static let gestures: [[GestureStep]] = [
        [.drag(translation: 300, duration: 0.3, curve: .easeOut), .release(velocity: nil), .wait(duration: 2)],
        [
            .drag(translation: -250, duration: 0.2, curve: .linear), .release(velocity: nil), .wait(duration: 0.2),
            .flick(velocity: -6000), .wait(duration: 3)
        ],
        [
            .flick(velocity: 5000), .wait(duration: 0.5), .drag(translation: 80, duration: 0.4, curve: .easeInOut),
            .hold(duration: 0.2), .release(velocity: nil), .wait(duration: 2)
        ]
    ]

    @Test(arguments: ScrollModel.allCases)
    func nothingIsNaNAndThePhysicsIsFrameRateIndependent(model: ScrollModel) {
        for (g, steps) in Self.gestures.enumerated() {
            for content in [nil, 1390.0] as [Points?] {
                let (at120, _) = simulate(steps, duration: 6, frameRate: 120) {
                    $0.model = model; $0.contentLength = content; $0.initialOffset = 500
                }
                let (at60, _) = simulate(steps, duration: 6, frameRate: 60) {
                    $0.model = model; $0.contentLength = content; $0.initialOffset = 500
                }
                #expect(
                    at120.allSatisfy { $0.offset.isFinite && $0.velocity.isFinite },
                    "\(model) gesture \(g) content \(String(describing: content))")
                let same = at60.allSatisfy { f in
                    let g = at120[2 * f.frame]
                    return g.offset == f.offset && g.velocity == f.velocity && g.phase == f.phase
                }
                #expect(same, "\(model) gesture \(g) content \(String(describing: content)): 60 Hz frames differ from 120 Hz")
                #expect(at120.last?.phase == .resting, "\(model) gesture \(g) rests")
            }
        }
    }
}
