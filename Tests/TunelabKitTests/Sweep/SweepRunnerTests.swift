import Foundation
import Testing
@testable import TunelabKit

/// The caller of a parallel sweep is one of its workers and its writer: chunks still reach
/// `write` whole, once each and in order, whoever computed them; a failing write stops the run.
@Suite struct SweepRunnerTests {
    /// 60 points through the card-stack kernel and 12 through the full evaluator (a scroll key).
    static let grids = [
        """
        {"scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}]},
         "grid": {"layout.scaleFrequency": {"from": 0.1, "to": 0.6, "step": 0.1}, "layout.spacing": [16, 18, 20, 22, 24, 26, 28, 30, 32, 34]},
         "metrics": ["overlap_cv", "jitter_rms_pt"]}
        """,
        """
        {"scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}]},
         "grid": {"scroll.decelerationRate": ["normal", "fast"], "layout.scaleFrequency": [0.1, 0.2, 0.3, 0.4, 0.5, 0.6]}}
        """
    ]

    /// The bytes of every chunk, in the order `write` received them, and the first row of each.
    func written(_ grid: Grid, jobs: Int, threads: WorkerThreads?, chunk: Int) throws -> (bytes: [UInt8], counts: [Int]) {
        var runner = SweepRunner(grid: grid, jobs: jobs, threads: threads)
        runner.chunkSize = chunk
        runner.kernelChunkSize = chunk
        var bytes: [UInt8] = [], counts: [Int] = []
        try runner.run(0..<grid.pointCount) { rows in
            bytes += rows.bytes
            counts.append(rows.count)
        }
        return (bytes, counts)
    }

    @Test(arguments: 0..<2) func everyJobCountWritesTheSameRowsInOrder(grid index: Int) throws {
        let dir = try TempDirectory("runner")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(Self.grids[index], to: "grid.json"))
        let one = try written(grid, jobs: 1, threads: nil, chunk: 5)
        #expect(one.counts.reduce(0, +) == grid.pointCount)
        #expect(one.bytes.filter { $0 == 0x0A }.count == grid.pointCount, "a row per point")
        for jobs in [2, 3, 5] {
            let own = try written(grid, jobs: jobs, threads: nil, chunk: 5)
            #expect(own.bytes == one.bytes, "\(jobs) jobs on threads of their own")
            #expect(own.counts == one.counts, "whole chunks, in order")
            let helpers = WorkerThreads(count: jobs - 1)
            defer { helpers.stop() }
            for _ in 0..<2 {  // the helpers serve phase after phase
                #expect(try written(grid, jobs: jobs, threads: helpers, chunk: 5).bytes == one.bytes, "\(jobs) jobs on kept helpers")
            }
        }
        // With no helper at all, the caller computes and writes every chunk alone.
        let none = WorkerThreads(count: 0)
        #expect(try written(grid, jobs: 2, threads: none, chunk: 7).bytes == one.bytes)
    }

    struct Refused: Error, Equatable {}

    @Test func aFailingWriteStopsTheRunAndIsThrown() throws {
        let dir = try TempDirectory("runner-failure")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(Self.grids[0], to: "grid.json"))
        for jobs in [2, 4] {
            var runner = SweepRunner(grid: grid, jobs: jobs)
            runner.kernelChunkSize = 4
            var writes = 0
            #expect(throws: Refused()) {
                try runner.run(0..<grid.pointCount) { _ in
                    writes += 1
                    if writes == 3 { throw Refused() }
                }
            }
            #expect(writes == 3, "no chunk is written after the failure (\(jobs) jobs)")
        }
    }
}
