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
    /// The helper threads to run on beside the caller's (`jobs` − 1 of them); nil starts
    /// helpers for this run alone.
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

    /// The caller is one of the `jobs` workers and the writer: between its own chunks it writes
    /// every finished chunk that is next in order, and it waits only when its window is full or
    /// no chunk is left to claim. (A writer thread of its own beside `jobs` busy workers made
    /// three threads share two cores.) Each worker builds its own evaluator, the helpers at
    /// the same time as the caller; all of them agree on the chunks, as they decode one grid.
    private func runParallel(_ range: Range<Int>, cells: ResultsCells, write: (ResultsChunk) throws -> Void) throws {
        let state = ReorderBuffer(window: max(4 * jobs, 8))
        let lower = range.lowerBound, upper = range.upperBound, grid = grid
        let sizes = (scalar: chunkSize, kernel: kernelChunkSize)
        /// The chunk size and count that `evaluator` (any worker's) works in.
        func chunks(_ evaluator: PointEvaluator) -> (size: Int, count: Int) {
            let size = evaluator.usesKernel ? sizes.kernel : sizes.scalar
            return (size, (upper - lower + size - 1) / size)
        }
        func rows(_ chunk: Int, on evaluator: PointEvaluator) -> ResultsChunk {
            let size = chunks(evaluator).size, start = lower + chunk * size
            return Self.rows(evaluator, start..<min(start + size, upper), cells: cells)
        }
        let helpers = threads ?? WorkerThreads(count: jobs - 1)
        defer { if threads == nil { helpers.stop() } }
        helpers.start(min(jobs - 1, helpers.count)) { _ in
            // A grid the caller's evaluator rejects is rejected here too: the caller throws.
            guard let evaluator = try? PointEvaluator(grid: grid) else { return }
            let count = chunks(evaluator).count
            while let chunk = state.claim(limit: count) { state.deposit(chunk, rows(chunk, on: evaluator)) }
        }
        let evaluator: PointEvaluator
        do {
            evaluator = try PointEvaluator(grid: grid)
        } catch {
            state.cancel()
            helpers.wait()
            throw error
        }
        let chunkCount = chunks(evaluator).count
        var next = 0
        var failure: Error?
        func written(_ chunk: ResultsChunk) {
            do { try write(chunk) } catch { failure = error; state.cancel() }
            next += 1
        }
        while next < chunkCount, failure == nil {
            if let ready = state.take(next, waits: false) {
                written(ready)
            } else if let chunk = state.claim(limit: chunkCount, waits: false) {
                state.deposit(chunk, rows(chunk, on: evaluator))
            } else if let ready = state.take(next) {
                written(ready)
            }
        }
        helpers.wait()
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

    /// The next chunk to compute; while it is `window` chunks ahead of the writer, waits for
    /// room (`waits`) or returns nil at once.
    func claim(limit: Int, waits: Bool = true) -> Int? {
        condition.lock(); defer { condition.unlock() }
        while waits, !cancelled, nextClaim < limit, nextClaim >= nextTake + window { condition.wait() }
        guard !cancelled, nextClaim < limit, nextClaim < nextTake + window else { return nil }
        nextClaim += 1
        return nextClaim - 1
    }

    func deposit(_ chunk: Int, _ rows: ResultsChunk) {
        condition.lock(); defer { condition.unlock() }
        done[chunk] = rows
        condition.broadcast()
    }

    /// Chunk `chunk` (the writer's next), removed once it is finished: waits for it (`waits`),
    /// or returns nil at once if it is not.
    func take(_ chunk: Int, waits: Bool = true) -> ResultsChunk? {
        condition.lock(); defer { condition.unlock() }
        while waits, done[chunk] == nil { condition.wait() }
        guard let rows = done.removeValue(forKey: chunk) else { return nil }
        nextTake = chunk + 1
        condition.broadcast()
        return rows
    }

    func cancel() {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }
}
