import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit
import TestSupport

@Suite struct FitCommandTests {
    static let example = "experiments/device/recordings/cranpose-fling.csv"

    /// A recording in the CSV form: a touch, the lift at 0.1 s, then 60 Hz frames of a coast with
    /// r = 0.997 and v_s = 10 pt/s.
    static func synthetic(rate: Double = 0.997, velocity: Double = 1500, frames: Int = 150, rounding: Bool = true) -> String {
        var text = "time_s,event,y_pt\n0,touch,300\n0.1,lift,280\n"
        for k in 0..<frames {
            let t = Double(k) / 60
            let x = CoastFit.offset(at: t, start: 50, velocity: velocity, rate: rate, stopSpeed: 10)
            text += "\(NumberFormat.shortest(0.1 + t)),frame,\(NumberFormat.shortest(rounding ? (x * 3).rounded() / 3 : x))\n"
        }
        return text
    }

    /// Each class of bad recording: one line naming file:line:column and what was expected, exit 2.
    @Test(arguments: [
        ("time_s,event,y_px\n0,lift,\n", "bad.csv:1:1: column \"y_px\": expected y_pt, in points"),
        ("time_s,event,y_pt\n0,lift,\n0.2,frame,1\n0.1,frame,2\n", "bad.csv:4:1: time_s: times go backwards: expected ≥ 0.2, got 0.1"),
        ("time_s,event,y_pt\n0,lift,\n0.1,frame,1\n0.1,frame,2\n", "bad.csv:4:1: time_s: expected a time after the previous frame's 0.1"),
        (
            "time_s,event,y_pt\n0,lift,\n0.1,fram,1\n",
            "bad.csv:3:5: event: expected touch, lift, frame or edge, got \"fram\"; did you mean \"frame\"?"
        ),
        ("time_s,event,y_pt\n0,touch,1\n0.1,frame,1\n", "bad.csv:1:1: no lift row"),
        ("time_s,event,y_pt\n0,lift,\n0.1,frame,1\n0.2,frame,2\n0.3,touch,4\n", "bad.csv:5:5: event: a touch after the last lift"),
        ("time_s,event,y_pt\n0,lift,\n0.1,frame,1\n0.2,frame,2\n0.3,frame,3\n", "bad.csv:2:1: too few frames to fit: expected ≥ 5"),
        (
            "time_s,event,y_pt\n0,lift,\n0.1,frame,1\n0.2,frame,1\n0.3,frame,1\n0.4,frame,1\n0.5,frame,1\n",
            "bad.csv:2:1: no motion: every frame after the lift shows 1 pt"
        ),
        (
            "time_s,event,y_pt\n0,lift,\n0.1,frame,1\n0.2,frame,2\n0.3,frame,3\n0.4,frame,4\n1.4,frame,5\n0.6,frame,6\n",
            "bad.csv:8:1: time_s: times go backwards"
        ),
        (
            "time_s,event,y_pt\n0,lift,\n0.1,frame,1\n0.2,frame,2\n0.3,frame,3\n0.4,frame,4\n1.4,frame,5\n1.5,frame,6\n",
            "bad.csv:7:1: time_s: a gap of 1 s after the previous frame"
        ),
        (
            "time_s,event,y_pt\n0,lift,\n0.01,frame,0\n0.02,frame,300\n0.03,frame,600\n0.04,frame,800\n0.05,frame,900\n",
            "bad.csv:4:12: y_pt: the offset moves at 30000 pt/s: expected points"
        ),
        ("time_s,event,y_pt\n0,lift,\n0.1,frame,\n", "bad.csv:3:11: y_pt: expected the content offset in points"),
        ("time_s,event,y_pt\n0,edge,\n", "bad.csv:2:8: y_pt: expected the edge's offset in points"),
        (
            "time_s,event,y_pt\n0,edge,0\n0,frame,10\n0.01,lift,\n0.02,frame,6\n0.03,frame,2\n0.04,frame,-1\n0.05,frame,-2\n0.06,frame,-1\n",
            "bad.csv:7:12: y_pt: the coast passes an edge after 2 frame(s): expected ≥ 5 frames"
        ),
        // Found by mutating the shipped recordings: a drag frame at −1e308 made the rubber band's
        // fit overflow to NaN (a precondition trap), a time of 1e15 made two frames equal once
        // counted from the lift (a CoastRecording precondition).
        ("time_s,event,y_pt\n0,edge,0\n0,frame,-1e308\n", "bad.csv:3:9: y_pt: expected a position within ±10⁹ pt, got -1e+308"),
        ("time_s,event,y_pt\n1e15,lift,\n", "bad.csv:2:1: time_s: expected a time within ±10⁹ s, got 1000000000000000"),
        (
            "time_s,event,y_pt\n-999999999.0,lift,\n999999999.9999995,frame,1\n999999999.9999996,frame,1.0001\n"
                + "999999999.9999998,frame,1.0002\n999999999.9999999,frame,1.0003\n1000000000.0,frame,1.0004\n",
            "bad.csv:4:1: time_s: counted from the lift, this frame's time equals the previous frame's"
        ),
        ("time_s,event,y_pt\n0,edge,0\n0,edge,0\n", "bad.csv:3:8: y_pt: expected at most two edges with different offsets, got 0 after 0"),
        (
            "time_s,event,y_pt\n0,edge,0\n0,frame,-1e8\n0.01,frame,1e8\n0.02,lift,\n0.1,frame,-9\n0.2,frame,-7\n0.3,frame,-5\n0.4,frame,-3\n0.5,frame,-2\n",
            "bad.csv:4:12: y_pt: the offset moves at 20000000000 pt/s before the lift"
        ),
        (
            "time_s,event,y_pt\n0,edge,0\n0,lift,\n0.1,frame,-9\n0.2,frame,-7\n0.3,frame,-5\n0.4,frame,-3\n0.5,frame,-2\n",
            "bad.csv:3:1: the content is past an edge after the lift: expected a frame row before the lift"
        ),
        (
            "time_s,event,y_pt\n0,edge,0\n0,frame,-10\n0.05,lift,\n0.1,frame,-9\n0.2,frame,-7\n0.3,frame,-5\n0.4,frame,-3\n0.5,frame,-2\n",
            "fit: every recording is released past an edge: expected at least one released inside the edges"
        )
    ])
    func badRecordings(text: String, expected: String) throws {
        let dir = try TempDirectory("fit-bad")
        defer { dir.remove() }
        let path = try dir.write(text, to: "bad.csv")
        let result = tunelab("fit", path, "--out", dir.file("out"))
        #expect(result.code == 2, "\(result)")
        #expect(result.errLines.count == 1 && result.err.contains(expected), "\(result)")
        #expect(!dir.exists("out"), "nothing written")
    }

    @Test func noMotionIsReported() throws {
        let dir = try TempDirectory("fit-still")
        defer { dir.remove() }
        var text = "time_s,event,y_pt\n0,lift,\n"
        for k in 1...8 { text += "\(k) ,frame,4\n".replacingOccurrences(of: " ", with: "") }
        let path = try dir.write(text, to: "still.csv")
        let result = tunelab("fit", path)
        #expect(result.code == 2 && result.err.hasSuffix("still.csv:2:1: no motion: every frame after the lift shows 4 pt\n"), "\(result)")
    }

    /// The shipped fling with its times in milliseconds (× 1000): one line and exit 2, nothing
    /// written. Before the check it exited 0 with a residual RMS of 4·10⁴⁸ pt and wrote that fit
    /// into scenario.json (issue 44).
    @Test func timesInMillisecondsAreRefused() throws {
        let dir = try TempDirectory("fit-ms")
        defer { dir.remove() }
        let text = try String(contentsOfFile: Repository.url.appendingPathComponent(Self.example).path, encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        for k in 1..<lines.count {
            var cells = lines[k].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            cells[0] = NumberFormat.shortest(try #require(Double(cells[0])) * 1000)
            lines[k] = cells.joined(separator: ",")
        }
        let path = try dir.write(lines.joined(separator: "\n") + "\n", to: "ms.csv")
        let result = tunelab("fit", path, "--out", dir.file("out"))
        #expect(result.code == 2 && result.out.isEmpty, "\(result)")
        #expect(
            result.err == "\(path):6:1: time_s: frames 100.003 s apart (the median interval after the lift): "
                + "expected seconds, ≤ 1 s (milliseconds? divide the times by 1000)\n", "\(result)")
        #expect(!dir.exists("out"), "nothing written")
    }

    /// The shipped example: converges; the rest speed is not revealed (the trace ends before rest).
    @Test func fitsTheShippedExample() throws {
        let result = tunelab("fit", Self.example)
        #expect(result.code == 0, "\(result)")
        #expect(result.out.contains("| rest speed v_s (pt/s) | not revealed — no recording comes to rest |"), "\(result.out)")
        #expect(result.out.contains("## The bounce spring\n\nNot revealed: no fitted recording is released past an edge"), "\(result.out)")
        #expect(result.out.contains("## The rubber band\n\nNot revealed: no frame shows the content past an edge"), "\(result.out)")
        let table = try ScrollRecording.read(Self.example)
        let fit = CoastFit(recordings: [table.coast]).fit()
        #expect(fit.isConverged && (fit.parameters[0] - 0.998).magnitude < 0.0005, "r = \(fit.parameters[0])")
    }

    /// A recording made with r = 0.997: the fit recovers it and writes a scenario `run` accepts.
    @Test func recoversASyntheticRateAndWritesARunnableScenario() throws {
        let dir = try TempDirectory("fit-synthetic")
        defer { dir.remove() }
        let path = try dir.write(Self.synthetic(), to: "rec.csv")
        let result = tunelab("fit", path, "--out", dir.file("out"))
        #expect(result.code == 0, "\(result)")
        #expect(dir.text("out/fit.md") == result.out)
        // Rounded to 1/3 pt, the rest place still reveals v_s (true 10 pt/s), within its error.
        let row = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("| rest speed v_s (pt/s) |") })
        let interval = row.split(separator: "|")[1].split(separator: "±").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let (vs, half) = (try #require(interval[0]), try #require(interval[1]))
        #expect((vs - 10).magnitude <= 1.3 * half && half < 1.7, "v_s = \(vs) ± \(half) (90 %)")
        #expect(row.hasSuffix("| 10 | indistinguishable from the default 10 pt/s: keep the default |"), "\(row)")
        let exact = tunelab("fit", try dir.write(Self.synthetic(rounding: false), to: "exact.csv"))
        #expect(exact.out.contains("| rest speed v_s (pt/s) | 10.00") || exact.out.contains("| rest speed v_s (pt/s) | 9.99"), "\(exact)")
        // Without --out nothing is written, and the report says so (it said "scenario.json carries" before).
        #expect(
            exact.out.hasSuffix(
                "Nothing written (no --out). With --out DIR, DIR/scenario.json carries scroll.decelerationRate, scroll.stopSpeed; run it with `tunelab run DIR/scenario.json`, or copy its `scroll` keys into your scenario.\n"
            ), "\(exact.out)")
        #expect(exact.out.contains("| decelerationRate r (per ms, UIKit's rawValue) | 0.997000"), "\(exact.out)")
        #expect(exact.out.contains("| set `scroll.decelerationRate` to 0.997000"), "\(exact.out)")
        #expect(exact.out.contains("correlation of r and v_s: "), "\(exact.out)")
        let scenario = dir.text("out/scenario.json")
        let scroll = try JSONParser.parse(scenario, file: "scenario.json")["scroll"]
        let r = try #require(scroll?["decelerationRate"]?.value.doubleValue, "\(scenario)")
        #expect((r - 0.997).magnitude < 2e-5, "\(scenario)")
        // The fitted rest speed goes into the fragment as scroll.stopSpeed (the table rounds it).
        let stop = try #require(scroll?["stopSpeed"]?.value.doubleValue, "\(scenario)")
        #expect(isApprox(stop, vs, rel: 1e-3), "\(scenario) vs \(vs)")
        #expect(result.out.contains("scenario.json carries scroll.decelerationRate, scroll.stopSpeed."), "\(result.out)")
        #expect(dir.csv("out/fit.csv").count == 2, "\(dir.text("out/fit.csv"))")
        #expect(tunelab("run", dir.file("out/scenario.json"), "--out", dir.file("run")).code == 0)
        let again = tunelab("fit", path, "--out", dir.file("out2"))
        #expect(dir.bytes("out2/fit.csv") == dir.bytes("out/fit.csv") && again.out == result.out, "deterministic")
        #expect(dir.bytes("out2/overlay.svg") == dir.bytes("out/overlay.svg"), "deterministic overlay")
    }

    /// A recording whose finger follows y(t) = 300 + 1000·t + 4000·t² (t since the lift, 120 Hz)
    /// and whose content leaves at −y′(0) = −1000 pt/s, coasting at r = 0.997.
    static func withTouches(quadratic: Double, rounding: Bool) -> String {
        var text = "time_s,event,y_pt\n"
        for k in 0..<12 {
            let t = -0.1 + Double(k) / 120
            text += "\(NumberFormat.shortest(1 + t)),touch,\(NumberFormat.shortest(300 + 1000 * t + quadratic * t * t))\n"
        }
        text += "1,lift,300\n"
        for k in 0..<150 {
            let t = Double(k) / 60
            let x = CoastFit.offset(at: t, start: 500, velocity: -1000, rate: 0.997, stopSpeed: 10)
            text += "\(NumberFormat.shortest(1 + t)),frame,\(NumberFormat.shortest(rounding ? (x * 3).rounded() / 3 : x))\n"
        }
        return text
    }

    /// The release stage: lsq2 fits a quadratic finger exactly; last-two's secant over the last
    /// 1/120 s is 1000 − 4000/120 = 966.67 pt/s, so its content velocity is 33.33 pt/s slow.
    @Test func releaseStagePicksTheEstimatorThatPredictsTheRelease() throws {
        let dir = try TempDirectory("fit-release")
        defer { dir.remove() }
        let path = try dir.write(Self.withTouches(quadratic: 4000, rounding: false), to: "rec.csv")
        let result = tunelab("fit", path, "--out", dir.file("out"))
        #expect(result.code == 0, "\(result)")
        let stage = ReleaseEstimatorStage(
            releases: [.init(file: "rec.csv", touches: try ScrollRecording.read(path).touches, velocity: -1000, standardError: 0.5)])
        let errors = Dictionary(uniqueKeysWithValues: stage.scores.map { ($0.kind, $0.errors[0]!) })
        #expect(isApprox(errors[.lsq2]!, 0, abs: 1e-6) && isApprox(errors[.lastTwo]!, 1000.0 / 30, rel: 1e-9), "\(errors)")
        #expect(stage.best == .lsq2)
        #expect(result.out.contains("Best: lsq2; the scenario fragment carries it as touch.velocityEstimator."), "\(result.out)")
        #expect(dir.text("out/scenario.json").contains("\"touch\": {\"velocityEstimator\": \"lsq2\"}"), "\(dir.text("out/scenario.json"))")
        #expect(tunelab("run", dir.file("out/scenario.json"), "--out", dir.file("run")).code == 0)
        // A straight finger: every estimator gives y′(0), within v₀'s uncertainty of one another.
        let straight = tunelab("fit", try dir.write(Self.withTouches(quadratic: 0, rounding: true), to: "straight.csv"))
        #expect(straight.out.contains("Not revealed: no estimator beats every other"), "\(straight.out)")
    }

    /// overlay.svg: per recording an offset panel (recording, fit, defaults) and a residual panel.
    @Test func overlayDrawsTheRecordingTheFitAndTheDefaults() throws {
        let dir = try TempDirectory("fit-overlay")
        defer { dir.remove() }
        let path = try dir.write(Self.synthetic(), to: "rec.csv")
        let other = try dir.write(Self.synthetic(velocity: -900), to: "other.csv")
        #expect(tunelab("fit", path, "--validate", other, "--out", dir.file("out")).code == 0)
        let svg = dir.text("out/overlay.svg")
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg ") && svg.hasSuffix("</svg>\n"), "\(svg.prefix(80))")
        for title in ["rec.csv (fit): offset (pt)", "rec.csv: model − recording (pt)", "other.csv (validate): offset (pt)"] {
            #expect(svg.contains(title), "missing panel \(title)")
        }
        // Two recordings × (3 offset series + 2 residual series) polylines.
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 10, "polylines")
    }

    /// A round trip through `tunelab run`: a flick at r = 0.995; its frames.csv, in the CSV form,
    /// refits to r within 2·10⁻⁴.
    @Test func roundTripThroughRun() throws {
        let dir = try TempDirectory("fit-run")
        defer { dir.remove() }
        let scenario = try dir.write(
            #"{"duration": 2.5, "scroll": {"decelerationRate": 0.995}, "gesture": [{"flick": {"velocity": -1500}}]}"#, to: "s.json")
        #expect(tunelab("run", scenario, "--out", dir.file("run")).code == 0)
        let frames = dir.csv("run/frames.csv")
        let header = frames[0]
        let (time, offset, touch) = (header.firstIndex(of: "time")!, header.firstIndex(of: "offset")!, header.firstIndex(of: "touch")!)
        var text = "time_s,event,y_pt\n"
        var lifted = false
        for row in frames.dropFirst() {
            if !row[touch].isEmpty && row[touch] != "0" && !lifted { text += "\(row[time]),touch,0\n"; continue }
            if !lifted { text += "\(row[time]),lift,\n"; lifted = true }
            text += "\(row[time]),frame,\(row[offset])\n"
        }
        let path = try dir.write(text, to: "rec.csv")
        let result = tunelab("fit", path, "--out", dir.file("out"))
        #expect(result.code == 0, "\(result)")
        let scenario2 = dir.text("out/scenario.json")
        let scroll = try JSONParser.parse(scenario2, file: "scenario.json")["scroll"]
        let r = try #require(scroll?["decelerationRate"]?.value.doubleValue, "\(scenario2)")
        #expect((r - 0.995).magnitude < 2e-4, "\(scenario2)\n\(result.out)")
        // run stops on the first 1200 Hz tick below 10 pt/s, when |v| is within one tick's decay
        // (a factor 0.995^(1000/1200) = 0.99583) below it: v_s in (9.958, 10], less a little rounding.
        let stop = try #require(scroll?["stopSpeed"]?.value.doubleValue, "\(scenario2)")
        #expect(stop > 9.95 && stop <= 10, "\(scenario2)")
    }

    @Test func validateReportsRecordingsNotFittedTo() throws {
        let dir = try TempDirectory("fit-validate")
        defer { dir.remove() }
        let a = try dir.write(Self.synthetic(), to: "a.csv")
        let b = try dir.write(Self.synthetic(velocity: -2200), to: "b.csv")
        let result = tunelab("fit", a, "--validate", b, "--out", dir.file("out"))
        #expect(result.code == 0, "\(result)")
        let rows = dir.csv("out/fit.csv")
        #expect(rows.count == 3 && rows[2][1] == "validate", "\(rows)")
        // The validated recording has r = 0.997 too: its fit errors are small, the defaults' are not.
        let place = try #require(Double(rows[2][4])), defaults = try #require(Double(rows[2][5]))
        #expect(place.magnitude < 1 && defaults.magnitude > place.magnitude, "\(rows[2])")
        #expect(result.out.contains("| \(b) | validate |"), "\(result.out)")
    }

    @Test func aFitThatDoesNotConvergeExits1WithNothingWritten() throws {
        let dir = try TempDirectory("fit-limit")
        defer { dir.remove() }
        let path = try dir.write(Self.synthetic(), to: "rec.csv")
        let result = tunelab("fit", path, "--max-evaluations", "1", "--out", dir.file("out"))
        #expect(result.code == 1, "\(result)")
        let expected = "fit: did not converge: evaluation limit reached after 2 evaluations; last residual RMS "
        #expect(result.err.hasPrefix(expected) && result.err.hasSuffix(" pt\n"), "\(result)")
        #expect(!dir.exists("out"))
    }

    static let bounceExample = "experiments/device/recordings/cranpose-bounce.csv"

    /// The shipped bounce example (the simulator's bounce back, `edge` row at 0, released at
    /// rest from −177 pt) fitted with the fling: the spring of `DeviceEvidenceTests` with the lag
    /// free (k 366 ± 19, c 50.9 ± 2.4, τ 16.4 ± 1.0 ms), written into scenario.json as
    /// `scroll.bounce`, which `run` accepts.
    @Test func fitsTheShippedBounceExample() throws {
        let dir = try TempDirectory("fit-bounce")
        defer { dir.remove() }
        let result = tunelab("fit", Self.example, Self.bounceExample, "--out", dir.file("out"))
        #expect(result.code == 0, "\(result)")
        #expect(result.out.contains("1 recording(s) fitted, 20 frames"), "the coast is the fling's alone: \(result.out)")
        let library = BounceFit(recordings: [try #require(try ScrollRecording.read(Self.bounceExample).bounce)], lag: nil).fit()
        #expect(
            isApprox(library.parameters[0], 366, abs: 1) && isApprox(library.parameters[2], 0.0164, abs: 0.0001), "\(library.parameters)")
        let scenario = dir.text("out/scenario.json")
        let bounce = try JSONParser.parse(scenario, file: "scenario.json")["scroll"]?["bounce"]
        let k = try #require(bounce?["stiffness"]?.value.doubleValue, "\(scenario)")
        let c = try #require(bounce?["damping"]?.value.doubleValue, "\(scenario)")
        #expect(k == library.parameters[0] && c == library.parameters[1] && bounce?["mass"]?.value.doubleValue == 1, "\(scenario)")
        #expect(result.out.contains("scenario.json carries scroll.decelerationRate, scroll.rubberBand, scroll.bounce"), "\(result.out)")
        // k and c are nearly collinear on one trace (0.9987), and the release state, freed, gives
        // another spring (k 134, c 23.6, max 0.45 pt: BounceFitTests.theSimulatorTraceWithItsReleaseFree).
        #expect(result.out.contains("k and c are poorly separated (|correlation| 0.9987 > 0.95)"), "\(result.out)")
        // Each constant at 4 significant digits with its 90 % interval and a conclusion.
        #expect(
            result.out.contains(
                "| stiffness k (1/s², mass 1) | 366.0 ± 32.6 | 373 | indistinguishable from the default 373: keep the default |"),
            "\(result.out)")
        #expect(
            result.out.contains(
                "| constant c (the slope at the edge) | 0.5500 ± 0.0007 | 0.55 | indistinguishable from UIKit's 0.55: keep the default |"),
            "\(result.out)")
        #expect(result.out.contains("correlation of c and d: -0.9577 — poorly separated"), "\(result.out)")
        #expect(
            result.out.contains(
                "With the release state free (each recording's offset and velocity at the release fitted, no lag): k = 134.1 ± 12.5, c = 23.61 ± 1.46 (90 %)"
            ),
            "\(result.out)")
        #expect(
            result.out.contains(
                "From the recorded release with an inward kick of β·overscroll and no lag (`BounceKickFit`): k = 141.8 ± 9.0"),
            "\(result.out)")
        #expect(tunelab("run", dir.file("out/scenario.json"), "--out", dir.file("run")).code == 0)
        // The drag before the bounce (the simulator's rubber-band trace): c 0.55001 ± 0.00041, d 681.1 ± 1.9 pt.
        let band = try JSONParser.parse(scenario, file: "scenario.json")["scroll"]?["rubberBand"]
        let constant = try #require(band?["constant"]?.value.doubleValue, "\(scenario)")
        let dimension = try #require(band?["dimension"]?.value.doubleValue, "\(scenario)")
        #expect(abs(constant - 0.55) < 0.001 && abs(dimension - 681.667) < 4, "\(scenario)")
        #expect(dir.text("out/overlay.svg").contains("cranpose-bounce.csv (bounce, fit): offset (pt)"), "the bounce is drawn")
        #expect(
            dir.text("out/overlay.svg").contains("cranpose-bounce.csv (rubber band, fit): overscroll shown (pt)"),
            "the rubber band is drawn")
        let rows = dir.csv("out/fit.csv")
        #expect(rows.count == 3 && rows[2][1] == "bounce-fit" && rows[2][4...].allSatisfy(\.isEmpty), "\(rows)")
    }

    /// A bounce back made by `tunelab run` with a known, non-default spring (k 250, c 40: ζ 1.26),
    /// released at rest 150 pt past the top edge, 60 Hz frames until the content is within 1 pt
    /// of the edge (before the spring's rest rule snaps it): the fit recovers k and c, and τ = 0.
    @Test func recoversABounceSpringFromRun() throws {
        let dir = try TempDirectory("fit-bounce-run")
        defer { dir.remove() }
        let scenario = """
            {"name": "bounce", "duration": 1, "frameRate": 60,
             "scroll": {"initialOffset": -150, "content": {"length": 2000}, "bounce": {"mass": 1, "stiffness": 250, "damping": 40}},
             "gesture": [{"wait": 1}]}
            """
        #expect(tunelab("run", try dir.write(scenario, to: "bounce.json"), "--out", dir.file("run")).code == 0)
        var text = "time_s,event,y_pt\n-1,edge,0\n-1,frame,-150\n0,lift,\n"
        for row in dir.csv("run/frames.csv").dropFirst() {
            guard let offset = Double(row[2]), offset.magnitude >= 1 else { break }
            text += "\(row[1]),frame,\(row[2])\n"
        }
        let recording = try dir.write(text, to: "bounce.csv")
        let fling = try dir.write(Self.synthetic(), to: "fling.csv")
        let result = tunelab("fit", fling, recording, "--out", dir.file("out"))
        #expect(result.code == 0, "\(result)")
        let bounce = try JSONParser.parse(dir.text("out/scenario.json"), file: "scenario.json")["scroll"]?["bounce"]
        let k = try #require(bounce?["stiffness"]?.value.doubleValue)
        let c = try #require(bounce?["damping"]?.value.doubleValue)
        #expect(isApprox(k, 250, rel: 1e-6) && isApprox(c, 40, rel: 1e-6), "k \(k), c \(c)")
    }

    /// A drag past the top edge made by `tunelab run` with a non-default rubber band (c 0.4,
    /// d 500 pt), its frames.csv written as a recording (each frame's `touch` translation as a
    /// touch at the frame's time, the lift at the first frame without one): the rubber-band
    /// stage gets c and d back to 10⁻⁶.
    @Test func recoversARubberBandFromRun() throws {
        let dir = try TempDirectory("fit-rubber-band-run")
        defer { dir.remove() }
        let scenario = """
            {"name": "drag", "duration": 2, "scroll": {"content": {"length": 2000}, "rubberBand": {"constant": 0.4, "dimension": 500}},
             "gesture": [{"drag": {"translation": 300, "duration": 0.4, "curve": "ease-out"}}, {"hold": 0.1}, {"release": {}}, {"wait": 1.5}]}
            """
        #expect(tunelab("run", try dir.write(scenario, to: "drag.json"), "--out", dir.file("run")).code == 0)
        var text = "time_s,event,y_pt\n0,edge,0\n"
        var lifted = false
        for row in dir.csv("run/frames.csv").dropFirst() {
            if row[5].isEmpty, !lifted {
                text += "\(row[1]),lift,\n"
                lifted = true
            }
            if !lifted { text += "\(row[1]),touch,\(row[5])\n" }
            text += "\(row[1]),frame,\(row[2])\n"
        }
        let recording = try dir.write(text, to: "drag.csv")
        let fling = try dir.write(Self.synthetic(), to: "fling.csv")
        let result = tunelab("fit", fling, recording, "--validate", recording, "--out", dir.file("out"))
        #expect(result.code == 0, "\(result)")
        let validated = result.out.split(separator: "\n").filter { $0.hasPrefix("| \(recording) | validate |") }
        #expect(validated.count == 2, "the drag under the fitted rubber band, the bounce under the fitted spring: \(result.out)")
        let band = try JSONParser.parse(dir.text("out/scenario.json"), file: "scenario.json")["scroll"]?["rubberBand"]
        let c = try #require(band?["constant"]?.value.doubleValue, "\(result.out)")
        let d = try #require(band?["dimension"]?.value.doubleValue, "\(result.out)")
        #expect(isApprox(c, 0.4, rel: 1e-6) && isApprox(d, 500, rel: 1e-6), "c \(c), d \(d)")
    }

    /// A flick into the end of a bounded list, made by `tunelab run` (released at 1 000 pt at
    /// 3 000 pt/s, 60 Hz frames, edges 0 and 1 610): the coast is fitted up to its first frame
    /// past the edge — r comes back as 0.998 and the rest speed is not revealed — where, read as a
    /// free coast, the bounce's slowing made a rest speed of 1 759 pt/s.
    @Test func aCoastIntoAnEdgeIsFittedUpToIt() throws {
        let dir = try TempDirectory("fit-edge-coast")
        defer { dir.remove() }
        let scenario = """
            {"name": "edge-flick", "duration": 3, "frameRate": 60, "scroll": {"content": {"length": 2000}, "initialOffset": 1000},
             "gesture": [{"flick": {"velocity": -3000}}, {"wait": 3}]}
            """
        #expect(tunelab("run", try dir.write(scenario, to: "flick.json"), "--out", dir.file("run")).code == 0)
        var text = "time_s,event,y_pt\n-1,edge,0\n-1,edge,1610\n-1,frame,1000\n0,lift,\n"
        for row in dir.csv("run/frames.csv").dropFirst(2) { text += "\(row[1]),frame,\(row[2])\n" }
        let path = try dir.write(text, to: "flick.csv")
        let result = tunelab("fit", path)
        #expect(result.code == 0, "\(result)")
        #expect(result.out.contains("flick.csv: the coast passes an edge 0.266666666667 s after the lift"), "\(result.out)")
        #expect(result.out.contains("| decelerationRate r (per ms, UIKit's rawValue) | 0.998"), "\(result.out)")
        #expect(result.out.contains("| rest speed v_s (pt/s) | not revealed — no recording comes to rest |"), "\(result.out)")
    }

}
