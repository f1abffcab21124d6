import Foundation

/// Evaluates points `range` on `jobs` threads and hands their rows to `write` in
/// enumeration order, through a bounded reorder buffer: memory stays flat however many
/// points there are, and the bytes do not depend on `jobs` (DESIGN §3, §10).
struct SweepRunner {
    let grid: Grid
    let jobs: Int
    /// Points per unit of work.
    var chunkSize = 64
    /// Points per unit of work when the card-stack kernel serves them: enough for its groups
    /// (a case and a spacing) to fill the SIMD lanes.
    var kernelChunkSize = 1024
    /// The threads to run on (`jobs` of them); nil starts threads for this run alone.
    var threads: WorkerThreads?

    /// `write(chunk)` receives consecutive chunks of rows, in order.
    func run(_ range: Range<Int>, write: (ResultsChunk) throws -> Void) throws {
        guard !range.isEmpty else { return }
        let cells = ResultsCells(grid: grid)
        if jobs <= 1 {
            let evaluator = try PointEvaluator(grid: grid)
            let chunkSize = evaluator.usesKernel ? kernelChunkSize : chunkSize
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(start + chunkSize, range.upperBound)
                try write(Self.rows(evaluator, start..<end, cells: cells))
                start = end
            }
            return
        }
        try runParallel(range, cells: cells, write: write)
    }

    /// The rows of `points`, formatted.
    static func rows(_ evaluator: PointEvaluator, _ points: Range<Int>, cells: ResultsCells) -> ResultsChunk {
        var chunk = ResultsChunk(cells: cells, rows: points.count)
        for outcome in evaluator.outcomes(points) { chunk.append(outcome, cells: cells) }
        return chunk
    }

    private func runParallel(_ range: Range<Int>, cells: ResultsCells, write: (ResultsChunk) throws -> Void) throws {
        let evaluators = try (0..<jobs).map { _ throws(InputError) in try PointEvaluator(grid: grid) }
        let chunkSize = evaluators[0].usesKernel ? kernelChunkSize : chunkSize
        let chunkCount = (range.count + chunkSize - 1) / chunkSize
        let window = max(4 * jobs, 8)
        let state = ReorderBuffer(window: window)
        let lower = range.lowerBound, upper = range.upperBound, size = chunkSize
        let workers = threads ?? WorkerThreads(count: jobs)
        defer { if threads == nil { workers.stop() } }
        workers.start(jobs) { worker in
            let evaluator = evaluators[worker]
            while let chunk = state.claim(limit: chunkCount) {
                let start = lower + chunk * size
                state.deposit(chunk, Self.rows(evaluator, start..<min(start + size, upper), cells: cells))
            }
        }
        var failure: Error?
        for chunk in 0..<chunkCount {
            let rows = state.take(chunk)
            if failure == nil {
                do { try write(rows) } catch { failure = error; state.cancel() }
            }
            if failure != nil { break }
        }
        workers.wait()
        if let failure { throw failure }
    }
}

/// The shared state of a parallel sweep: the next chunk to claim, and finished chunks
/// waiting for their turn. Lookups only; nothing iterates the dictionary.
private final class ReorderBuffer: @unchecked Sendable {
    private let condition = NSCondition()
    private var nextClaim = 0
    private var nextTake = 0
    private var done: [Int: ResultsChunk] = [:]
    private var cancelled = false
    private let window: Int

    init(window: Int) { self.window = window }

    /// The next chunk to compute, waiting while it is `window` chunks ahead of the writer.
    func claim(limit: Int) -> Int? {
        condition.lock(); defer { condition.unlock() }
        while !cancelled, nextClaim < limit, nextClaim >= nextTake + window { condition.wait() }
        guard !cancelled, nextClaim < limit else { return nil }
        nextClaim += 1
        return nextClaim - 1
    }

    func deposit(_ chunk: Int, _ rows: ResultsChunk) {
        condition.lock(); defer { condition.unlock() }
        done[chunk] = rows
        condition.broadcast()
    }

    /// Waits for chunk `chunk` (the writer's next) and removes it.
    func take(_ chunk: Int) -> ResultsChunk {
        condition.lock(); defer { condition.unlock() }
        while done[chunk] == nil { condition.wait() }
        nextTake = chunk + 1
        condition.broadcast()
        return done.removeValue(forKey: chunk)!
    }

    func cancel() {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }
}
