import Foundation
import Testing
import ScrollPhysics
import TunelabKit

/// Issue 16's differential findings against Flutter's own code, each reproduced and now
/// agreeing with the upstream value (the scenarios are the issue's).
@Suite struct PlatformFidelityTests {
    private func run(_ json: String) throws -> [ScrollFrame] {
        let decoder = ScenarioDecoder(file: "s.json", directory: ".", defaultName: "s")
        let scenario = try decoder.decode(JSONParser.parse(json, file: "s.json"))
        let script = GestureScript(
            steps: scenario.gesture, clock: scenario.clock, touchRate: scenario.touch.rate,
            noise: scenario.touch.noise, seed: scenario.touch.seed)
        var simulation = ScrollViewSimulation(
            configuration: scenario.scroll, clock: scenario.clock, script: script,
            estimator: scenario.touch.velocityEstimator)
        var frames: [ScrollFrame] = []
        while let frame = simulation.advanceToNextFrame() { frames.append(frame) }
        return frames
    }

    /// (1) A spring already done at release: `ScrollSpringSimulation.x` returns its end once
    /// `isDone`, and Flutter's first tick samples elapsed 0, so the view snaps onto the edge.
    @Test(arguments: [("flutter-ios", -0.2, 0.0), ("android", 1600.2, 1600.0)])
    func aSpringDoneAtReleaseSnapsOntoTheEdge(model: String, start: Double, edge: Double) throws {
        let frames = try run(
            """
            {"scroll":{"model":"\(model)","viewport":400,"content":{"length":2000},"initialOffset":\(start)},
             "gesture":[{"flick":{"velocity":0}}]}
            """)
        #expect(frames.allSatisfy { $0.offset == edge && $0.phase == .resting }, "\(model): \(frames[0]) … \(frames[frames.count - 1])")
    }

    /// (2) `ClampingScrollPhysics.applyBoundaryConditions` on the spring back: moving further out
    /// from past an edge is refused (the motion goes idle where it is), crossing the edge stops on it.
    @Test func androidSpringBackObeysTheBoundaryConditions() throws {
        let under = try run(
            """
            {"scroll":{"model":"android","viewport":400,"content":{"length":2000},"initialOffset":-40},
             "gesture":[{"flick":{"velocity":2000}}]}
            """)
        #expect(under.allSatisfy { $0.offset == -40 }, "underscroll stays at −40: min \(under.map(\.offset).min() ?? 0)")
        #expect(under[1].phase == .resting)
        let across = try run(
            """
            {"scroll":{"model":"android","viewport":400,"content":{"length":400},"initialOffset":30},
             "gesture":[{"flick":{"velocity":3000}}]}
            """)
        #expect(across.allSatisfy { $0.offset >= 0 }, "never below the edge: min \(across.map(\.offset).min() ?? 0)")
        #expect(across.last?.offset == 0 && across.last?.phase == .resting)
    }

    /// (3) The release frame shows the spring back's start velocity min(0, v), not the release velocity.
    @Test func androidReleaseFrameShowsTheSpringsStartVelocity() throws {
        let frames = try run(
            """
            {"scroll":{"model":"android","viewport":400,"content":{"length":2000},"initialOffset":-40},
             "gesture":[{"flick":{"velocity":-3000}}]}
            """)
        #expect(frames[0].velocity == 0 && frames[0].release == 3000, "\(frames[0])")
        #expect(frames.last?.offset == 0)
    }

    /// (4) Flutter's `toleranceFor` follows the device pixel ratio: at scale 1 the coast is
    /// done at |v| < 20 pt/s, (20 − 6.67)/|ln 0.135| ≈ 6.7 pt before where a 3× display stops.
    @Test func flutterToleranceFollowsDisplayScale() throws {
        func restingOffset(scale: Int) throws -> Double {
            let frames = try run(
                """
                {"duration":6,"scroll":{"model":"flutter-ios"},"gesture":[{"flick":{"velocity":-2000}}],"display":{"scale":\(scale)}}
                """)
            #expect(frames.last?.phase == .resting)
            return frames.last?.offset ?? .nan
        }
        let at1 = try restingOffset(scale: 1), at3 = try restingOffset(scale: 3)
        let solver = FlutterBouncingSimulation(
            position: 0, velocity: 2000, leadingExtent: -.infinity, trailingExtent: .infinity,
            tolerance: .scrollPhysics(devicePixelRatio: 1))
        let doneTick = (0...7200).first { solver.isDone(at: Double($0) / 1200) } ?? -1
        #expect(at1 == solver.position(at: Double(doneTick) / 1200), "scale 1 rests at \(at1)")
        #expect(abs((at3 - at1) - 13.33 / -log(0.135)) < 0.2, "3× rests \(at3 - at1) pt later")
    }
}
