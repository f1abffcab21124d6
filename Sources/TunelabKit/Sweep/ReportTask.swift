import Foundation

/// A piece of the report computed on a thread of its own while the caller goes on (with
/// `--jobs` above 1: the best points' traces are simulated while the charts are drawn), or
/// at once on the caller's thread. Either way `wait()` returns the same value, so the files
/// written do not depend on `--jobs`.
final class ReportTask<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<Value, Error>?
    private var work: (() throws -> Value)?

    /// Starts `work` on a new thread when `concurrently`, else runs it now.
    init(concurrently: Bool, _ work: @escaping () throws -> Value) {
        guard concurrently else {
            result = Result { try work() }
            return
        }
        self.work = work
        Thread.detachNewThread { [self] in
            let outcome = Result { try self.work?() ?? { throw ToolError("report task started twice") }() }
            condition.lock()
            result = outcome
            self.work = nil
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The work's value (or its error), waiting for it to finish.
    func wait() throws -> Value {
        condition.lock()
        while result == nil { condition.wait() }
        let outcome = result!
        condition.unlock()
        return try outcome.get()
    }
}
