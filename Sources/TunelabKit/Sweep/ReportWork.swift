import Foundation

/// Independent pieces of a report run on up to `threads` threads, the caller's among them:
/// each thread takes the next piece not yet taken until none is left. With one thread the
/// pieces run in order on the caller's. Every piece writes its value into a slot of its own
/// (`ReportSlot`), so what the report writes does not depend on the threads; once every piece
/// has ended, the first error in piece order is thrown.
enum ReportWork {
    static func run(_ pieces: [() throws -> Void], threads: Int) throws {
        let shared = Pieces(pieces)
        let helpers = min(max(threads, 1), pieces.count) - 1
        for _ in 0..<max(helpers, 0) {
            Thread.detachNewThread { shared.work() }
        }
        shared.work()
        try shared.waitForAll()
    }

    /// The pieces, the next one to take, and each one's outcome.
    private final class Pieces: @unchecked Sendable {
        private let pieces: [() throws -> Void]
        private let condition = NSCondition()
        private var next = 0
        private var ended = 0
        private var errors: [Error?]

        init(_ pieces: [() throws -> Void]) {
            self.pieces = pieces
            errors = Array(repeating: nil, count: pieces.count)
        }

        /// Runs pieces until none is left to take.
        func work() {
            while let i = take() {
                var failure: Error?
                do { try pieces[i]() } catch { failure = error }
                condition.lock()
                errors[i] = failure
                ended += 1
                condition.broadcast()
                condition.unlock()
            }
        }

        private func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard next < pieces.count else { return nil }
            next += 1
            return next - 1
        }

        /// Waits for every piece to end, then throws the first error in piece order.
        func waitForAll() throws {
            condition.lock()
            while ended < pieces.count { condition.wait() }
            let first = errors.compactMap { $0 }.first
            condition.unlock()
            if let first { throw first }
        }
    }
}
