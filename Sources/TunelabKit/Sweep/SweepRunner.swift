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

    /// `write(text, pointsInText)` receives consecutive chunks of CSV lines, in order.
    func run(_ range: Range<Int>, write: (String, Int) throws -> Void) throws {
        guard !range.isEmpty else { return }
        if jobs <= 1 {
            let evaluator = try PointEvaluator(grid: grid)
            let chunkSize = evaluator.usesKernel ? kernelChunkSize : chunkSize
            var start = range.lowerBound
            while start < range.upperBound {
                let end = min(start + chunkSize, range.upperBound)
                try write(Self.rows(evaluator, start..<end), end - start)
                start = end
            }
            return
        }
        try runParallel(range, write: write)
    }

    static func rows(_ evaluator: PointEvaluator, _ points: Range<Int>) -> String {
        var csv = CSVWriter()
        for row in evaluator.rows(points) { csv.row(row) }
        return csv.text
    }

    private func runParallel(_ range: Range<Int>, write: (String, Int) throws -> Void) throws {
        let evaluators = try (0..<jobs).map { _ throws(InputError) in try PointEvaluator(grid: grid) }
        let chunkSize = evaluators[0].usesKernel ? kernelChunkSize : chunkSize
        let chunkCount = (range.count + chunkSize - 1) / chunkSize
        let window = max(4 * jobs, 8)
        let state = ReorderBuffer(window: window)
        let group = DispatchGroup()
        let lower = range.lowerBound, upper = range.upperBound, size = chunkSize
        for worker in 0..<jobs {
            let evaluator = evaluators[worker]
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                while let chunk = state.claim(limit: chunkCount) {
                    let start = lower + chunk * size
                    let text = Self.rows(evaluator, start..<min(start + size, upper))
                    state.deposit(chunk, text)
                }
            }
        }
        var failure: Error?
        for chunk in 0..<chunkCount {
            let text = state.take(chunk)
            let start = lower + chunk * size
            if failure == nil {
                do { try write(text, min(start + size, upper) - start) } catch { failure = error; state.cancel() }
            }
            if failure != nil { break }
        }
        group.wait()
        if let failure { throw failure }
    }
}

/// The shared state of a parallel sweep: the next chunk to claim, and finished chunks
/// waiting for their turn. Lookups only; nothing iterates the dictionary.
private final class ReorderBuffer: @unchecked Sendable {
    private let condition = NSCondition()
    private var nextClaim = 0
    private var nextTake = 0
    private var done: [Int: String] = [:]
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

    func deposit(_ chunk: Int, _ text: String) {
        condition.lock(); defer { condition.unlock() }
        done[chunk] = text
        condition.broadcast()
    }

    /// Waits for chunk `chunk` (the writer's next) and removes it.
    func take(_ chunk: Int) -> String {
        condition.lock(); defer { condition.unlock() }
        while done[chunk] == nil { condition.wait() }
        nextTake = chunk + 1
        condition.broadcast()
        return done.removeValue(forKey: chunk) ?? ""
    }

    func cancel() {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }
}
