import Foundation
import ScrollPhysics
import ScrollPhysicsTesting
import Testing
import TunelabKit
import TestSupport

/// The golden files on disk: where they go, when they are recorded (never under CI), the actual
/// file left beside a failing golden and removed by a match; and a scenario's metrics.csv equal
/// to `tunelab run`'s.
@Suite struct GoldenCheckTests {
    /// A fresh folder under the package's `.build/` (not the system's temporary directory), of
    /// this test's own (a UUID in its name); each test removes it.
    static func folder(_ label: String) throws -> String {
        let root = Repository.path
        let path = root + "/.build/golden-check-tests/\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    static let metrics = "travel_pt,settle_time_s\n1200,0.5\n"

    @Test func locationBesideTheTestFileOrInAChosenFolder() {
        let beside = GoldenLocation(filePath: "/p/Tests/AppTests/FeelTests.swift", function: "flick(speed:)")
        #expect(beside.goldenPath == "/p/Tests/AppTests/__Goldens__/FeelTests/flick.csv")
        #expect(beside.actualPath == "/p/Tests/AppTests/__Goldens__/FeelTests/flick.actual.csv")
        let chosen = GoldenLocation(filePath: "/p/Tests/AppTests/FeelTests.swift", function: "testFlick", name: "fast", directory: "G")
        #expect(chosen.goldenPath == "/p/Tests/AppTests/G/fast.csv")
        let absolute = GoldenLocation(filePath: "/p/T/F.swift", function: "f()", directory: "/goldens")
        #expect(absolute.actualPath == "/goldens/f.actual.csv")
    }

    @Test func recordingIsAskedForAndNeverUnderCI() {
        #expect(GoldenRecording.effective(requested: .never, environment: [:]) == .never)
        #expect(GoldenRecording.effective(requested: .never, environment: ["TUNELAB_RECORD_GOLDENS": "1"]) == .missing)
        #expect(GoldenRecording.effective(requested: .missing, environment: ["TUNELAB_RECORD_GOLDENS": "all"]) == .all)
        #expect(GoldenRecording.effective(requested: .all, environment: ["TUNELAB_RECORD_GOLDENS": "0"]) == .all)
        #expect(GoldenRecording.effective(requested: .all, environment: ["CI": "true", "TUNELAB_RECORD_GOLDENS": "1"]) == .never)
        #expect(GoldenRecording.effective(requested: .missing, environment: ["CI": "false"]) == .missing, "CI=false is not CI")
        #expect(GoldenRecording.isCI(["CI": "1"]) && !GoldenRecording.isCI(["CI": ""]) && !GoldenRecording.isCI([:]))
    }

    @Test func missingGoldenFailsWritesTheActualAndRecordsOnlyWhenAsked() throws {
        let dir = try Self.folder("missing")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let location = GoldenLocation(filePath: dir + "/FeelTests.swift", function: "flick()")
        let failed = GoldenCheck.check(actualCSV: Self.metrics, location: location, environment: [:])
        #expect(
            failed
                == .failed(
                    "no golden at \(location.goldenPath); run the test with TUNELAB_RECORD_GOLDENS=1 to record it\nactual: \(location.actualPath)\n"
                ))
        #expect(Self.read(location.actualPath) == Self.metrics && Self.read(location.goldenPath) == nil)

        let underCI = GoldenCheck.check(actualCSV: Self.metrics, location: location, recording: .missing, environment: ["CI": "true"])
        #expect(underCI.message?.contains("CI is set, so goldens are never recorded") == true, "\(underCI)")
        #expect(Self.read(location.goldenPath) == nil, "nothing recorded under CI")

        let recorded = GoldenCheck.check(actualCSV: Self.metrics, location: location, recording: .missing, environment: [:])
        guard case .recorded = recorded else { Issue.record("expected .recorded, got \(recorded)"); return }
        #expect(Self.read(location.goldenPath) == Self.metrics && Self.read(location.actualPath) == nil)
        #expect(GoldenCheck.check(actualCSV: Self.metrics, location: location, environment: [:]) == .matched)
    }

    @Test func differenceLeavesTheActualBesideAndAMatchRemovesIt() throws {
        let dir = try Self.folder("differ")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let location = GoldenLocation(filePath: dir + "/FeelTests.swift", function: "flick()")
        try FileManager.default.createDirectory(atPath: dir + "/__Goldens__/FeelTests", withIntermediateDirectories: true)
        try Data(Self.metrics.utf8).write(to: URL(fileURLWithPath: location.goldenPath))
        let moved = "travel_pt,settle_time_s\n1210,0.5\n"
        let failed = GoldenCheck.check(actualCSV: moved, location: location, recording: .missing, environment: [:])
        #expect(
            failed.message?.hasPrefix("1 of 2 metrics differ") == true && failed.message?.contains("+10 (+0.833%)") == true, "\(failed)")
        #expect(
            Self.read(location.actualPath) == moved && Self.read(location.goldenPath) == Self.metrics,
            "`missing` keeps a golden that exists")
        let within = GoldenCheck.check(actualCSV: moved, location: location, tolerances: [.travelPt: .absolute(10)], environment: [:])
        #expect(within == .matched && Self.read(location.actualPath) == nil, "\(within)")
        let rewritten = GoldenCheck.check(actualCSV: moved, location: location, environment: ["TUNELAB_RECORD_GOLDENS": "all"])
        #expect(rewritten.message?.hasPrefix("rewrote the golden") == true && Self.read(location.goldenPath) == moved, "\(rewritten)")
    }

    @Test func scenarioMetricsAreTheBytesOfTunelabRun() throws {
        let dir = try Self.folder("scenario")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = dir + "/flick.json"
        try Data(#"{"duration": 1, "gesture": [{"drag": {"translation": -120, "duration": 0.15}}, {"release": {}}, {"wait": 0.5}]}"#.utf8)
            .write(to: URL(fileURLWithPath: scenario))
        let csv = try ScenarioMetrics.csv(scenarioAt: scenario)
        let console = Console.capturing()
        #expect(TunelabCLI.main(["tunelab", "run", scenario, "--out", dir + "/run"], console: console) == 0, "\(console.capturedErr)")
        #expect(csv == Self.read(dir + "/run/metrics.csv"), "\(csv)")
        #expect(throws: InputError.self) { try ScenarioMetrics.csv(scenarioAt: dir + "/absent.json") }
    }
}
