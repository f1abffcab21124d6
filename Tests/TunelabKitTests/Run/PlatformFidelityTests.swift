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

    /// (5) Issue 32: a start within a pixel of an edge (on either side of either edge, at 1× and
    /// 3×) with a flick at t = 0, into the content or out of it. The t = 0 events apply before
    /// anything settles, so the ballistic simulation is Flutter's from the start (x0, v):
    /// every frame equals the upstream solver sampled as Flutter's ballistic activity samples it
    /// (and, for android, `ClampingScrollPhysics.applyBoundaryConditions` on each sample). Before,
    /// a start less than 1/dpr past an edge was settled onto the edge first and the flick then
    /// coasted from there (3 578 pt under flutter-ios, 1 525 under android, for the input).
    @Test(arguments: ["flutter-ios", "android"], [1.0, 3.0])
    func aFlickAtTimeZeroNearAnEdgeIsTheUpstreamSimulation(model: String, scale: Double) throws {
        let bounds = ScrollBounds(contentLength: 2000, viewport: 400)
        for edge in [bounds.minimum, bounds.maximum] {
            for k in -4...4 {
                let x0 = edge + Double(k) / (4 * scale)
                for finger in [-8000.0, -2000, 2000, 8000] {
                    let frames = try run(
                        """
                        {"scroll":{"model":"\(model)","viewport":400,"content":{"length":2000},"initialOffset":\(x0)},
                         "display":{"scale":\(scale)},"gesture":[{"flick":{"velocity":\(finger)}}]}
                        """)
                    let expected = Self.upstream(model: model, x0: x0, finger: finger, scale: scale, bounds: bounds, frames: frames.count)
                    let label = "\(model) at \(scale)×, x0 \(x0), finger \(finger) pt/s"
                    #expect(
                        frames.map(\.offset) == expected,
                        "\(label): first difference at frame \(zip(frames.map(\.offset), expected).enumerated().first { $0.element.0 != $0.element.1 }.map { "\($0.offset): \($0.element)" } ?? "-")"
                    )
                    // Past the edge: back onto it (android refuses a fling further out, where
                    // the view stays, as `androidSpringBackObeysTheBoundaryConditions` shows).
                    if bounds.overscroll(x0) != 0, model == "flutter-ios" || (edge == bounds.minimum) == (finger < 0) {
                        #expect(frames.last?.offset == edge, "\(label): back on the edge, not a coast: \(frames.last?.offset ?? .nan)")
                    }
                }
            }
        }
    }

    /// The frames' offsets of Flutter's ballistic simulation started at (x0, v) at t = 0, v the
    /// fling velocity of the finger's (ScrollModel.flingVelocity): sampled at every physics tick
    /// n/1200 s until the solver is done (then held), with, for android, a sample that moves
    /// further out past an edge, or across one, ending the motion there.
    static func upstream(model: String, x0: Double, finger: Double, scale: Double, bounds: ScrollBounds, frames: Int) -> [Double] {
        let tolerance = FlutterTolerance.scrollPhysics(devicePixelRatio: scale)
        let flutter = model == "flutter-ios"
        let v = (flutter ? ScrollModel.flutterIOS : .android).flingVelocity(-finger)
        let bouncing = FlutterBouncingSimulation(
            position: x0, velocity: v, leadingExtent: bounds.minimum, trailingExtent: bounds.maximum, tolerance: tolerance)
        let clamping = AndroidClampingSimulation(
            position: x0, velocity: v, leadingExtent: bounds.minimum, trailingExtent: bounds.maximum, tolerance: tolerance)
        func position(_ t: Double) -> Double { flutter ? bouncing.position(at: t) : clamping.position(at: t) }
        func isDone(_ t: Double) -> Bool { flutter ? bouncing.isDone(at: t) : clamping.isDone(at: t) }
        /// `ClampingScrollPhysics.applyBoundaryConditions(position, value)`.
        func refused(_ x: Double, _ value: Double) -> Double {
            if value < x && x <= bounds.minimum { return value - x }
            if bounds.maximum <= x && x < value { return value - x }
            if value < bounds.minimum && bounds.minimum < x { return value - bounds.minimum }
            if x < bounds.maximum && bounds.maximum < value { return value - bounds.maximum }
            return 0
        }
        var offset = x0, done = false, out: [Double] = []
        for n in 0...((frames - 1) * 10) {
            if !done {
                let t = Double(n) / 1200, value = position(t)
                let r = flutter ? 0 : refused(offset, value)
                offset = value - r
                done = r != 0 || isDone(t)
            }
            if n % 10 == 0 { out.append(offset) }
        }
        return out
    }
}
