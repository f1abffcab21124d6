import Foundation

/// Evaluates points `range` on `jobs` threads and hands their rows to `write` in
/// enumeration order, through a bounded reorder buffer: memory stays flat however many
/// points there are, and the bytes do not depend on `jobs` (docs/determinism.md, docs/grid.md#how-fast-a-sweep-runs).
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
    /// The caller's evaluator, for the chunks this thread evaluates: the sweep's own (it made one
    /// to check the grid), so that one process holds one set of per-case state, not two (issue
    /// 46: memory in the case count). nil builds one. Only ever used on the calling thread.
    var evaluator: PointEvaluator?
    /// Asked between chunks (a signal's flag, `SweepInterruption`): once true, no chunk is
    /// started, the chunks already started are finished and written in order, and `run`
    /// returns — the rows written are then a prefix of the range, what `--resume` continues.
    var shouldStop: @Sendable () -> Bool = { false }
    /// `--sample`: the range counts rows of the sample, row k being point `sample.point(k)`;
    /// nil, rows are points.
    var sample: PointSample?

    /// `write(chunk)` receives consecutive chunks of rows, in order (all of `range`'s, unless
    /// `shouldStop` ended the run early).
    func run(_ range: Range<Int>, write: (ResultsChunk) throws -> Void) throws {
        guard !range.isEmpty else { return }
        let cells = ResultsCells(grid: grid)
        if jobs <= 1 {
            let evaluator = try self.evaluator ?? PointEvaluator(grid: grid)
            let chunkSize = evaluator.usesKernel ? kernelChunkSize : chunkSize
            var start = range.lowerBound
            while start < range.upperBound, !shouldStop() {
                let end = min(start + chunkSize, range.upperBound)
                try write(Self.rows(evaluator, points(start..<end), cells: cells))
                start = end
            }
            return
        }
        try runParallel(range, cells: cells, write: write)
    }

    /// The grid points of rows `rows`.
    private func points(_ rows: Range<Int>) -> [Int] { sample?.points(rows) ?? Array(rows) }

    /// How many chunks a worker may finish ahead of the writer (the reorder window).
    static func window(jobs: Int) -> Int { max(4 * jobs, 8) }

    /// Points per kernel chunk on `jobs` workers: `size`, or fewer when `points` would then
    /// give fewer than four chunks a worker (a 20 000-point grid is 20 chunks of 1 024: a
    /// sixteenth worker would idle) — never fewer than 256, which still fill the lanes.
    /// The bytes do not depend on it. Modelled in `SweepScalingTests`.
    static func kernelChunk(_ size: Int, points: Int, jobs: Int) -> Int {
        min(size, max(256, (points + 4 * jobs - 1) / (4 * jobs)))
    }

    /// The rows of `points` (grid point numbers, ascending), formatted.
    static func rows(_ evaluator: PointEvaluator, _ points: [Int], cells: ResultsCells) -> ResultsChunk {
        var chunk = ResultsChunk(cells: cells, rows: points.count)
        evaluator.forEachOutcome(points) { point, digits, values, status in
            chunk.append(point: point, digits: digits, values: values, status: status, cells: cells)
        }
        return chunk
    }

    /// The caller is one of the `jobs` workers and the writer: between its own chunks it writes
    /// every finished chunk that is next in order, and it waits only when its window is full or
    /// no chunk is left to claim. (A writer thread of its own beside `jobs` busy workers made
    /// three threads share two cores.) Each worker builds its own evaluator, the helpers at
    /// the same time as the caller; all of them agree on the chunks, as they decode one grid.
    private func runParallel(_ range: Range<Int>, cells: ResultsCells, write: (ResultsChunk) throws -> Void) throws {
        let state = ReorderBuffer(window: Self.window(jobs: jobs), shouldStop: shouldStop)
        let lower = range.lowerBound, upper = range.upperBound, grid = grid
        let sizes = (scalar: chunkSize, kernel: Self.kernelChunk(kernelChunkSize, points: range.count, jobs: jobs)), sample = sample
        /// The chunk size and count that `evaluator` (any worker's) works in.
        func chunks(_ evaluator: PointEvaluator) -> (size: Int, count: Int) {
            let size = evaluator.usesKernel ? sizes.kernel : sizes.scalar
            return (size, (upper - lower + size - 1) / size)
        }
        func rows(_ chunk: Int, on evaluator: PointEvaluator) -> ResultsChunk {
            let size = chunks(evaluator).size, start = lower + chunk * size
            let rows = start..<min(start + size, upper)
            return Self.rows(evaluator, sample?.points(rows) ?? Array(rows), cells: cells)
        }
        let helpers = threads ?? WorkerThreads(count: jobs - 1)
        defer { if threads == nil { helpers.stop() } }
        // Given the caller's evaluator, the helpers share its decoded cases (read only).
        let template = evaluator
        helpers.start(min(jobs - 1, helpers.count)) { _ in
            // A grid the caller's evaluator rejects is rejected here too: the caller throws.
            guard let evaluator = template.map(PointEvaluator.init(sharing:)) ?? (try? PointEvaluator(grid: grid)) else { return }
            evaluator.shownBudget = PointEvaluator.shownBudgetPerProcess / jobs
            let count = chunks(evaluator).count
            while let chunk = state.claim(limit: count) { state.deposit(chunk, rows(chunk, on: evaluator)) }
        }
        let evaluator: PointEvaluator
        do {
            evaluator = try self.evaluator ?? PointEvaluator(grid: grid)
        } catch {
            state.cancel()
            helpers.wait()
            throw error
        }
        evaluator.shownBudget = PointEvaluator.shownBudgetPerProcess / jobs
        let chunkCount = chunks(evaluator).count
        var next = 0
        var failure: Error?
        func written(_ chunk: ResultsChunk) {
            do { try write(chunk) } catch { failure = error; state.cancel() }
            next += 1
        }
        // Stopped, the chunks claimed so far are the last: each is finished by its worker.
        while next < state.end(of: chunkCount), failure == nil {
            if let ready = state.take(next, waits: false) {
                written(ready)
            } else if let chunk = state.claim(limit: chunkCount, waits: false) {
                state.deposit(chunk, rows(chunk, on: evaluator))
            } else if next < state.end(of: chunkCount), let ready = state.take(next) {
                // (Not claimable and not stopped: `next` is claimed, so it will come. Stopped
                // just now, `end` is the chunks claimed: waiting only for one of those.)
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
    /// Set once `shouldStop` said so: no chunk is claimed after it.
    private var stopped = false
    private let window: Int
    private let shouldStop: @Sendable () -> Bool

    init(window: Int, shouldStop: @escaping @Sendable () -> Bool) {
        self.window = window
        self.shouldStop = shouldStop
    }

    /// Whether to stop claiming (under the lock): once `shouldStop` says so, for good.
    private var isStopping: Bool {
        if !stopped, shouldStop() { stopped = true }
        return stopped
    }

    /// The chunk count the writer goes up to: `count`, or once stopped, the chunks claimed.
    func end(of count: Int) -> Int {
        condition.lock(); defer { condition.unlock() }
        return isStopping ? nextClaim : count
    }

    /// The next chunk to compute; while it is `window` chunks ahead of the writer, waits for
    /// room (`waits`) or returns nil at once.
    func claim(limit: Int, waits: Bool = true) -> Int? {
        condition.lock(); defer { condition.unlock() }
        while waits, !cancelled, !isStopping, nextClaim < limit, nextClaim >= nextTake + window { condition.wait() }
        guard !cancelled, !isStopping, nextClaim < limit, nextClaim < nextTake + window else { return nil }
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
