import Foundation
import Testing
@testable import TunelabKit

/// Scaling past two cores, on paper (experiments/PERFORMANCE.md, "Past two cores"): a
/// discrete-event model of `SweepRunner`'s parallel protocol — workers claim chunks in order
/// while they are at most `SweepRunner.window(jobs:)` ahead of the writer; the caller is a
/// worker and the writer, and writes a finished chunk that is next before it claims another —
/// run in simulated time with chunk and write costs taken from measured sweeps. No clock is read.
@Suite struct SweepScalingTests {
    /// Per-point costs measured on this project's machine (experiments/PERFORMANCE.md): a
    /// point through the kernel on the reference grid (identical lanes shared) and on the
    /// distinct grid, a scalar card-rhythm point; the writer's share per row (appending it and
    /// folding it into the summary: ≈ 5 ms of the reference grid's 20 000 rows).
    static let referencePoint = 4.1e-6, distinctPoint = 13.7e-6, scalarPoint = 135e-6
    static let writePerRow = 0.25e-6

    struct Outcome {
        /// Simulated seconds from the first claim to the last chunk written.
        let makespan: Double
        /// All the work (every chunk's compute and write) over the makespan: the speed-up over
        /// one job, which does the same work alone.
        let speedUp: Double
        /// The share of the workers' time spent computing or writing.
        var busy: Double
    }

    /// `points` points in chunks of `chunk` on `jobs` workers; each chunk costs its points ×
    /// `perPoint` ± 30 % (a fixed pseudo-random spread, as chunks differ), its write its rows ×
    /// `SweepScalingTests.writePerRow`.
    static func simulate(points: Int, chunk: Int, jobs: Int, perPoint: Double) -> Outcome {
        let chunks = (points + chunk - 1) / chunk, window = SweepRunner.window(jobs: jobs)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let compute = (0..<chunks).map { i -> Double in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let spread = 0.7 + 0.6 * Double(seed >> 11) / Double(1 << 53)
            return Double(min(chunk, points - i * chunk)) * perPoint * spread
        }
        let write = (0..<chunks).map { Double(min(chunk, points - $0 * chunk)) * writePerRow }
        var free = [Double](repeating: 0, count: jobs)  // when each worker next acts
        var finished = [Double](repeating: .infinity, count: chunks)
        var blocked: [Int] = []
        var nextClaim = 0, nextTake = 0
        var lastWrite = 0.0
        while nextTake < chunks {
            // The worker that acts first (the caller on ties: it is also the writer).
            let w = free.indices.min { free[$0] < free[$1] }!
            let t = free[w]
            let claimable = nextClaim < chunks && nextClaim < nextTake + window
            if w == 0, nextTake < nextClaim, finished[nextTake] <= t {
                free[0] = t + write[nextTake]
                lastWrite = free[0]
                nextTake += 1
                for b in blocked { free[b] = t }  // a take wakes the workers the window held
                blocked = []
            } else if claimable {
                finished[nextClaim] = t + compute[nextClaim]
                free[w] = finished[nextClaim]
                nextClaim += 1
            } else if w == 0 {
                free[0] = max(t, finished[nextTake])  // waits for the next chunk in order
            } else {
                free[w] = .infinity  // nothing left, or the window is full: until a take
                if nextClaim < chunks { blocked.append(w) }
            }
        }
        let work = compute.reduce(0, +) + write.reduce(0, +)
        return Outcome(makespan: lastWrite, speedUp: work / lastWrite, busy: work / (Double(jobs) * lastWrite))
    }

    /// The speed-up bound of the writer: it writes every chunk alone, so the makespan is at
    /// least Σ write, and the speed-up at most (compute + write) / write per point.
    static func writerCap(perPoint: Double) -> Double { (perPoint + writePerRow) / writePerRow }

    @Test func aMillionPointsKeepSixteenAndSixtyFourWorkersBusy() {
        // sweep-million-sized grid at the distinct grid's cost: the chunks (977 of 1 024 points)
        // and the window keep the workers busy; 64 workers come within reach of the writer's cap.
        let sixteen = Self.simulate(
            points: 1_000_000, chunk: SweepRunner.kernelChunk(1024, points: 1_000_000, jobs: 16), jobs: 16, perPoint: Self.distinctPoint)
        #expect(sixteen.busy > 0.95 && sixteen.speedUp > 15.2, "\(sixteen)")
        let sixtyFour = Self.simulate(
            points: 1_000_000, chunk: SweepRunner.kernelChunk(1024, points: 1_000_000, jobs: 64), jobs: 64, perPoint: Self.distinctPoint)
        #expect(sixtyFour.busy > 0.75 && sixtyFour.speedUp > 48, "\(sixtyFour)")
        #expect(
            sixtyFour.speedUp <= Self.writerCap(perPoint: Self.distinctPoint),
            "never past the writer's cap (\(Self.writerCap(perPoint: Self.distinctPoint)))")
        // Scalar points (64 a chunk, 135 µs each) leave the writer idle: 64 workers near 64×.
        let scalar = Self.simulate(points: 200_000, chunk: 64, jobs: 64, perPoint: Self.scalarPoint)
        #expect(scalar.busy > 0.95 && scalar.speedUp > 61, "\(scalar)")
    }

    @Test func theWriterCapsCheapPoints() {
        // The reference grid's 4.1 µs points: the writer's 0.25 µs a row caps any worker count
        // at (4.1 + 0.25) / 0.25 ≈ 17×, and 64 workers reach it.
        let cap = Self.writerCap(perPoint: Self.referencePoint)
        for jobs in [16, 64] {
            let o = Self.simulate(
                points: 1_000_000, chunk: SweepRunner.kernelChunk(1024, points: 1_000_000, jobs: jobs), jobs: jobs,
                perPoint: Self.referencePoint)
            #expect(o.speedUp <= cap + 1e-9, "\(jobs) workers: \(o), cap \(cap)")
            #expect(jobs == 16 ? o.speedUp > 14 : o.speedUp > 0.95 * cap, "\(jobs) workers: \(o), cap \(cap)")
        }
    }

    @Test func smallerKernelChunksFeedManyWorkersOnASmallGrid() {
        // 20 000 points are 20 chunks of 1 024: sixteen workers get one or two each, and the
        // run waits for the slowest. Chunks of ⌈20 000 / 64⌉ = 313 keep them all busy.
        #expect(SweepRunner.kernelChunk(1024, points: 20_000, jobs: 16) == 313)
        #expect(SweepRunner.kernelChunk(1024, points: 20_000, jobs: 2) == 1024, "two jobs: unchanged")
        #expect(SweepRunner.kernelChunk(1024, points: 600, jobs: 16) == 256, "never below 256")
        let fixed = Self.simulate(points: 20_000, chunk: 1024, jobs: 16, perPoint: Self.distinctPoint)
        let adapted = Self.simulate(
            points: 20_000, chunk: SweepRunner.kernelChunk(1024, points: 20_000, jobs: 16), jobs: 16, perPoint: Self.distinctPoint)
        #expect(fixed.speedUp < 11 && adapted.speedUp > 13.5, "fixed \(fixed), adapted \(adapted)")
        if ProcessInfo.processInfo.environment["TUNELAB_PRINT_SCALING"] != nil {
            for (name, perPoint) in [("reference", Self.referencePoint), ("distinct", Self.distinctPoint)] {
                for points in [20_000, 1_000_000] {
                    for jobs in [2, 4, 16, 64] {
                        let o = Self.simulate(
                            points: points, chunk: SweepRunner.kernelChunk(1024, points: points, jobs: jobs), jobs: jobs, perPoint: perPoint
                        )
                        print(
                            "scaling \(name) \(points) points, \(jobs) jobs: speed-up \(o.speedUp), busy \(o.busy), cap \(Self.writerCap(perPoint: perPoint))"
                        )
                    }
                }
            }
        }
    }
}
