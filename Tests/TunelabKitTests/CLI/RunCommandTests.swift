import Foundation
import Testing
import TunelabKit

/// `tunelab run` (docs/scenario.md): the three CSV files, byte-identical across runs, touch noise
/// and dropped frames.
@Suite struct RunCommandTests {
    @Test func emptyScenarioIsThreeSecondsOfIdle() throws {
        let dir = try TempDirectory("run-empty")
        defer { dir.remove() }
        let scenario = try dir.write("{}", to: "nothing.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"))
        #expect(r.code == 0 && r.err.isEmpty, "\(r)")
        #expect(
            r.out == """
                wrote \(dir.file("out"))/frames.csv, items.csv, metrics.csv, charts/index.html (361 frames)
                  release_velocity_error   (empty)
                  travel_pt                (empty)
                  max_overscroll_pt        0 pt
                  overshoot_pt             (empty)
                  settle_time_s            (empty)
                  rest_error_pt            (empty)
                  velocity_gain            (empty)
                  peak_acceleration_pt_s2  (empty)

                """, "\(r.out)")
        #expect(dir.exists("out/charts/index.html") && dir.exists("out/charts/trace.svg"))
        #expect(!dir.text("out/charts/index.html").contains("data-player-frame"), "layout none: no cards to play")
        let frames = dir.csv("out/frames.csv")
        #expect(frames.count == 1 + 361, "361 frames, got \(frames.count - 1)")
        #expect(frames[1] == ["0", "0", "0", "0", "idle", ""])
        #expect(frames[361] == ["360", "3", "0", "0", "idle", ""])
        #expect(frames.dropFirst().allSatisfy { $0[4] == "idle" && $0[2] == "0" && $0[5] == "" }, "nothing happens")
        #expect(
            dir.text("out/items.csv") == "frame,time,index,data_index,x,y,width,height,scale,rotation,alpha,z,shadow_opacity\n",
            "layout none: no items")
        #expect(
            dir.text("out/metrics.csv")
                == "release_velocity_error,travel_pt,max_overscroll_pt,overshoot_pt,settle_time_s,rest_error_pt,velocity_gain,peak_acceleration_pt_s2\n,,0,,,,,\n"
        )
    }

    static let busy = """
        {"name": "busy", "duration": 1.5,
         "scroll": {"content": {"length": 2000}, "snap": {"policy": "nearest"}},
         "touch": {"noise": 1.5, "seed": 7},
         "layout": {"kind": "cardStack", "count": 40},
         "display": {"droppedFrames": {"probability": 0.2, "seed": 3}},
         "gesture": [{"drag": {"translation": -150, "duration": 0.2, "curve": "ease-out"}}, {"release": {}},
                     {"wait": 0.4}, {"flick": {"velocity": 4000}}, {"wait": 1}]}
        """

    @Test func runningTwiceGivesByteIdenticalFiles() throws {
        let dir = try TempDirectory("run-twice")
        defer { dir.remove() }
        let scenario = try dir.write(Self.busy, to: "busy.json")
        #expect(tunelab("run", scenario, "--out", dir.file("a")).code == 0)
        #expect(tunelab("run", scenario, "--out", dir.file("b")).code == 0)
        for name in ["frames.csv", "items.csv", "metrics.csv"] {
            #expect(!dir.bytes("a/" + name).isEmpty, "\(name) written")
            #expect(dir.bytes("a/" + name) == dir.bytes("b/" + name), "\(name) is byte-identical across runs")
        }
        for name in ["frames.csv", "items.csv", "metrics.csv"] {
            let text = dir.text("a/" + name)
            #expect(!text.contains("nan") && !text.contains("inf") && !text.contains("\r"), "\(name): no nan/inf, LF line ends")
        }
    }

    /// release_velocity_error of a 0.15 s drag of −120 pt with touch noise σ and seed.
    func releaseError(noise: Double, seed: Int, estimator: String = "lsq2") throws -> String {
        let dir = try TempDirectory("run-noise")
        defer { dir.remove() }
        let scenario = try dir.write(
            """
            {"duration": 0.5, "touch": {"noise": \(noise), "seed": \(seed), "velocityEstimator": "\(estimator)"},
             "gesture": [{"drag": {"translation": -120, "duration": 0.15}}, {"release": {}}, {"wait": 1}]}
            """, to: "s.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"))
        #expect(r.code == 0, "\(r)")
        let metrics = dir.csv("out/metrics.csv")
        let column = try #require(metrics[0].firstIndex(of: "release_velocity_error"))
        return metrics[1][column]
    }

    @Test(arguments: ["lsq2", "ios", "last-two"])
    func touchNoiseShowsInTheEstimatorsErrorDeterministically(estimator: String) throws {
        let clean = try #require(Double(try releaseError(noise: 0, seed: 1, estimator: estimator)), "σ = 0: not empty")
        #expect(abs(clean) < 1e-6, "\(estimator), σ = 0: a linear drag is estimated exactly, error \(clean)")
        let noisy = try releaseError(noise: 2, seed: 1, estimator: estimator)
        let value = try #require(Double(noisy), "\(estimator), σ = 2: not empty, got \(noisy.debugDescription)")
        #expect(abs(value) > 1e-3, "\(estimator), σ = 2: noise makes an error, got \(value)")
        #expect(try releaseError(noise: 2, seed: 1, estimator: estimator) == noisy, "\(estimator): the same seed gives the same bytes")
        #expect(try releaseError(noise: 2, seed: 2, estimator: estimator) != noisy, "\(estimator): another seed gives other noise")
    }

    @Test func givenVelocityHasNoEstimatorError() throws {
        let dir = try TempDirectory("run-flick")
        defer { dir.remove() }
        let scenario = try dir.write(#"{"duration": 0.5, "touch": {"noise": 3}, "gesture": [{"flick": {"velocity": -800}}]}"#, to: "s.json")
        #expect(tunelab("run", scenario, "--out", dir.file("out")).code == 0)
        #expect(dir.csv("out/metrics.csv")[1][0] == "", "a flick's velocity is given: release_velocity_error is empty")
    }

    @Test func droppedFramesRepeatThePreviousItemsAndAreMarked() throws {
        let dir = try TempDirectory("run-dropped")
        defer { dir.remove() }
        let body = #""duration": 0.25, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -800}}]"#
        let dropping = try dir.write("{\(body), \"display\": {\"droppedFrames\": {\"every\": 2}}}", to: "drop.json")
        let smooth = try dir.write("{\(body)}", to: "smooth.json")
        #expect(tunelab("run", dropping, "--out", dir.file("drop")).code == 0)
        #expect(tunelab("run", smooth, "--out", dir.file("smooth")).code == 0)

        let frames = dir.csv("drop/frames.csv")
        #expect(frames[0] == ["frame", "time", "offset", "velocity", "phase", "touch", "dropped"])
        #expect(dir.csv("smooth/frames.csv")[0] == ["frame", "time", "offset", "velocity", "phase", "touch"], "no column without drops")
        for row in frames.dropFirst() {
            let k = Int(row[0]) ?? -1
            #expect(row[6] == (k >= 1 && k % 2 == 0 ? "1" : "0"), "frame \(k): dropped \(row[6])")
        }
        // frames.csv keeps the true state: equal to the smooth run's but for the column.
        #expect(frames.dropFirst().map { Array($0.prefix(6)) } == Array(dir.csv("smooth/frames.csv").dropFirst()))

        // items.csv: a dropped frame shows the previous frame's rows (all but frame and time).
        var rowsByFrame: [Int: [[String]]] = [:]
        for row in dir.csv("drop/items.csv").dropFirst() { rowsByFrame[Int(row[0]) ?? -1, default: []].append(Array(row.dropFirst(2))) }
        let smoothItems = dir.csv("smooth/items.csv").dropFirst()
        let lastFrame = frames.count - 2
        #expect(lastFrame == 30)
        for k in 0...lastFrame {
            let shown = rowsByFrame[k] ?? []
            #expect(!shown.isEmpty, "frame \(k) has items")
            if k >= 1, k % 2 == 0 {
                #expect(shown == rowsByFrame[k - 1], "dropped frame \(k) repeats frame \(k - 1)")
            } else {
                let truth = smoothItems.filter { $0[0] == String(k) }.map { Array($0.dropFirst(2)) }
                #expect(shown == truth, "shown frame \(k) is the true layout")
            }
        }
        #expect(rowsByFrame[2] != rowsByFrame[3], "the view moves: a repeat is not trivially equal")
    }
}
