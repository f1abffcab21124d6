import Foundation
import Testing
import TunelabKit

/// Issue 15, defects 1 and 2: springs whose matrix would overflow and scenarios whose memory or
/// time would grow without bound are input errors with the place, alike in validate, run and sweep.
@Suite struct SpringAndDurationLimitTests {
    @Test(arguments: [
        (
            #"{"scroll": {"snap": {"policy": "nearest", "interval": 24, "spring": {"duration": 5e-324}}}}"#,
            "scroll.snap.spring.duration: expected a number of seconds in [1e-6, 1e6) (shorter springs overflow), got 5e-324"
        ),
        (
            #"{"scroll": {"bounce": {"response": 1e-300}}}"#,
            "scroll.bounce.response: expected a number of seconds in [1e-6, 1e6) (shorter springs overflow), got 1e-300"
        ),
        (
            #"{"scroll": {"bounce": {"duration": 1e-7, "bounce": 0.2}}}"#,
            "scroll.bounce.duration: expected a number of seconds in [1e-6, 1e6) (shorter springs overflow), got 1e-7"
        ),
        (
            #"{"scroll": {"bounce": {"mass": 5e-324}}}"#,
            "scroll.bounce.mass: expected stiffness/mass ≤ 1e14 s⁻² (so the spring's matrix stays finite), got more"
        ),
        (
            #"{"scroll": {"bounce": {"mass": 1e-9, "stiffness": 1, "damping": 1e4}}}"#,
            "scroll.bounce.mass: expected damping/mass ≤ 1e12 s⁻¹ (so the spring's matrix stays finite), got 10000000000000"
        ),
        (#"{"duration": 1e6}"#, "duration: expected at most 36000 frames (duration × frameRate; 5 min at 120 Hz), got 120000001"),
        (
            #"{"duration": 200, "frameRate": 240, "physicsRate": 240}"#,
            "duration: expected at most 36000 frames (duration × frameRate; 5 min at 120 Hz), got 48001"
        ),
        (
            #"{"duration": 10, "physicsRate": 9600000}"#,
            "duration: expected at most 36000000 physics ticks (duration × physicsRate), got 96000000"
        )
    ])
    func refusedInValidateRunAndSweep(scenario: String, message: String) throws {
        let dir = try TempDirectory("limits")
        defer { dir.remove() }
        let path = try dir.write(scenario, to: "s.json")
        for args in [["validate", path], ["run", path, "--out", dir.file("out")]] {
            let r = tunelab(args)
            #expect(r.code == 2 && r.err.hasPrefix(path + ":1:") && r.err.hasSuffix(message + "\n"), "\(args[0]): \(r)")
        }
        #expect(!dir.exists("out"), "nothing written")
        let grid = try dir.write(#"{"scenario": "s.json", "grid": {"touch.noise": [0, 1]}}"#, to: "g.json")
        let s = tunelab("sweep", grid, "--out", dir.file("sweep"), "--quiet")
        #expect(s.code == 2 && s.err.hasSuffix(message + "\n") && !dir.exists("sweep"), "sweep: \(s)")
    }

    @Test func theShortestSpringRunsAndStaysFinite() throws {
        let dir = try TempDirectory("limits-ok")
        defer { dir.remove() }
        let path = try dir.write(
            #"{"duration": 1, "scroll": {"content": {"length": 2000}, "bounce": {"response": 1e-6, "dampingRatio": 1e5}, "snap": {"policy": "nearest", "interval": 24, "spring": {"duration": 1e-6}}}, "gesture": [{"flick": {"velocity": -5000}}]}"#,
            to: "s.json")
        let r = tunelab("run", path, "--out", dir.file("out"))
        #expect(r.code == 0, "\(r)")
        #expect(!dir.text("out/frames.csv").contains("nan") && !dir.text("out/metrics.csv").contains("inf"), "finite")
    }

    @Test func aPointWithAnOverflowingSpringIsItsStatus() throws {
        let dir = try TempDirectory("limits-point")
        defer { dir.remove() }
        let grid = try dir.write(
            #"{"scenario": {"duration": 0.5, "scroll": {"bounce": {"response": 0.3}}}, "grid": {"scroll.bounce.response": [1e-300, 0.3]}}"#,
            to: "g.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0, "one point is fine: \(r)")
        let rows = dir.csv("out/results.csv")
        #expect(
            rows.count == 3 && rows[1].last?.hasPrefix("scroll.bounce.response: expected a number of seconds in [1e-6, 1e6)") == true
                && rows[2].last == "ok", "\(rows)")
    }
}
