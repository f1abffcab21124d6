import Testing
@testable import TunelabKit

/// The real runner on a few units: shapes and the determinism of what it computes (never its timings).
@Suite struct BenchRunnerTests {
    static func settings() -> BenchSettings {
        var s = BenchSettings()
        s.repeats = 3; s.layoutFrames = 50; s.physicsFrames = 40; s.sweepPoints = 2; s.warmUp = 0.5
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
