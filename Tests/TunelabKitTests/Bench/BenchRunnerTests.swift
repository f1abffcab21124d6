import Testing
@testable import TunelabKit
import TestSupport

/// The real runner on a few units: shapes and the determinism of what it computes (never its timings).
@Suite struct BenchRunnerTests {
    static func settings() -> BenchSettings {
        var s = BenchSettings()
        s.repeats = 3; s.layoutFrames = 50; s.physicsFrames = 40; s.sweepPoints = 2; s.warmUp = 0.5; s.calibrationUnits = 30
        return s
    }

    @Test func measuresRepeatsOfTheRequestedUnitsWithADeterministicChecksum() throws {
        let workloads = [BenchWorkload.layout(.parallax, count: 20, frameRate: 60), BenchWorkload.named("physics_tick")!]
        let runner = BenchRunner(settings: Self.settings(), fileExists: { _ in false })
        let first = try runner.measure(workloads)
        let second = try runner.measure(workloads)
        #expect(first.map(\.workload) == workloads)
        #expect(first.map(\.unit) == ["frame", "tick"])
        #expect(first.map { $0.repeats.count } == [3, 3])
        #expect(first.map { $0.repeats[0].samples } == [50, 40])
        #expect(isApprox(first[0].interval, 1_000_000.0 / 60, rel: 1e-15) && isApprox(first[1].interval, 1_000_000.0 / 1200, rel: 1e-15))
        #expect(first.map(\.checksum) == second.map(\.checksum), "the timed code computes the same outputs every run")
        #expect(first[0].checksum != first[1].checksum)
        #expect(first.allSatisfy { $0.repeats.allSatisfy { ($0.calibration ?? 0) > 0 } }, "every repeat carries its calibration")
    }

    @Test func workRunsUntimedUnitsDeterministically() throws {
        let runner = BenchRunner(settings: Self.settings(), fileExists: { _ in false })
        let workloads = [BenchWorkload.calibration, BenchWorkload.named("fade_infinite_60hz")!]
        let once = try runner.work(workloads, units: 100)
        let again = try runner.work(workloads, units: 100)
        let more = try runner.work(workloads, units: 200)
        #expect(once.map(\.checksum) == again.map(\.checksum))
        #expect(once.map(\.checksum) != more.map(\.checksum), "the checksum folds every unit")
    }

    @Test func calibrationUnitIsTheDocumentedFormula() {
        // A straight transcription of the doc comment's formula (sin as its Taylor terms),
        // with one card also by hand: at x = 0 card 0 has rel = 0, u = 0, s = 0.7, w = 224, lean = 0.
        var expected = 0.0
        for i in 0..<16 {
            let rel = 100 - 24 * Double(i)
            var u = 0.4 * rel / 24
            u -= (u / (2 * Double.pi)).rounded() * 6.283185307179586
            let sine = u - u * u * u / 6 + u * u * u * u * u / 120 - u * u * u * u * u * u * u / 5040
            let s = 0.7 + 0.3 * sine
            let w = 320 * s / (1 + abs(rel) / 390)
            expected += w + (w * s).squareRoot() * min(max(rel / 390, -1), 1)
        }
        #expect(isApprox(CalibrationBench.unit(100), expected, rel: 1e-12), "\(CalibrationBench.unit(100)) vs \(expected)")
        #expect(CalibrationBench.advance(0.1, by: 0) == 0.1 - 0.37 + 10_000, "wraps below 0")
        var byHand = 0.0
        for i in 1..<16 {
            let rel = -24 * Double(i)
            var u = 0.4 * rel / 24
            u -= (u / (2 * Double.pi)).rounded() * 6.283185307179586
            let s = 0.7 + 0.3 * (u - u * u * u / 6 + u * u * u * u * u / 120 - u * u * u * u * u * u * u / 5040)
            let w = 320 * s / (1 + abs(rel) / 390)
            byHand += w + (w * s).squareRoot() * max(rel / 390, -1)
        }
        #expect(isApprox(CalibrationBench.unit(0), 224 + byHand, rel: 1e-12), "card 0 at x = 0 contributes 224")
    }

    @Test func itemCountsChangeWhatIsComputed() throws {
        let workloads = [20, 2000, nil].map { BenchWorkload.layout(.fade, count: $0, frameRate: 120) }
        let measured = try BenchRunner(settings: Self.settings(), fileExists: { _ in false }).measure(workloads)
        #expect(measured[0].checksum != measured[2].checksum, "20 items bounce at the end; infinite items do not")
    }

    @Test func sweepPointWithoutAGridIsSkipped() throws {
        var notes: [String] = []
        let measured = try BenchRunner(settings: Self.settings(), progress: { notes.append($0) }, fileExists: { _ in false })
            .measure([BenchWorkload.named("sweep_point")!])
        #expect(measured.isEmpty)
        #expect(notes.first?.hasPrefix("bench: sweep_point skipped") == true, "\(notes)")
    }
}
