import Foundation

/// Evaluates one generation's points on `jobs` threads with the sweep's own `PointEvaluator`
/// (one per thread, sharing the decoded cases, so a point's metric values are bit for bit those a sweep of that point
/// writes): point k goes to thread k mod jobs, and the outcomes come back in point order,
/// whatever thread finished first — the same bytes for any `--jobs` (docs/determinism.md).
final class OptimizeEvaluator {
    private let evaluators: [PointEvaluator]

    init(grid: Grid, jobs: Int) throws(InputError) {
        // The threads share the first evaluator's decoded cases, as a sweep's workers do (issue 46).
        let first = try PointEvaluator(grid: grid, kernels: false)
        evaluators = [first] + (1..<max(jobs, 1)).map { _ in PointEvaluator(sharing: first) }
    }

    /// The metric values (`grid.metrics` order) and status of each point, in order.
    func evaluate(_ points: [[GridValue]]) -> [(values: [Double?], status: String)] {
        var outcomes = [(values: [Double?], status: String)](repeating: ([], ""), count: points.count)
        let workers = min(evaluators.count, points.count)
        guard workers > 1 else {
            for (k, point) in points.enumerated() { outcomes[k] = evaluators[0].evaluate(gridValues: point) }
            return outcomes
        }
        let evaluators = evaluators
        outcomes.withUnsafeMutableBufferPointer { buffer in
            let slots = UncheckedSlots(buffer)
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                for k in stride(from: w, to: points.count, by: workers) {
                    slots.buffer[k] = evaluators[w].evaluate(gridValues: points[k])
                }
            }
        }
        return outcomes
    }
}

/// The outcome slots the threads fill, each slot by one thread only.
private struct UncheckedSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<(values: [Double?], status: String)>
    init(_ buffer: UnsafeMutableBufferPointer<(values: [Double?], status: String)>) { self.buffer = buffer }
}
