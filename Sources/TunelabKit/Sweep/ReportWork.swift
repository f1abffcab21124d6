import Foundation

/// The pieces of a report, run on up to `threads` threads, the caller's among them. A piece
/// may wait for earlier pieces (`after`): each thread takes the first piece, in the order they
/// were added, whose pieces to wait for have all ended, so no thread idles at a stage's end
/// while work it could do is ready. With one thread the pieces run in order on the caller's.
///
/// Every piece writes its value into a slot of its own (`ReportSlot`), so what the report
/// writes does not depend on the threads. A piece whose earlier piece failed does not run;
/// once every piece has ended, the first error in piece order is thrown.
struct ReportWork {
    private var pieces: [Piece] = []

    /// A piece: its work and the pieces it waits for.
    private struct Piece {
        var run: () throws -> Void
        var after: [Int]
    }

    /// Adds a piece that runs once the pieces numbered `after` (earlier ones) have ended
    /// without error; returns its number.
    @discardableResult
    mutating func add(after: [Int] = [], _ run: @escaping () throws -> Void) -> Int {
        precondition(after.allSatisfy { $0 >= 0 && $0 < pieces.count }, "a report piece waits for a later one")
        pieces.append(Piece(run: run, after: after))
        return pieces.count - 1
    }

    /// The numbers of every piece added so far (for a piece that waits for all of them).
    var all: [Int] { Array(pieces.indices) }

    /// Runs every piece on up to `threads` threads: the caller's and those of `workers` (its
    /// helpers), or helpers started for this run. Throws the first error in piece order.
    /// `lastUse`: this is the last work for `workers`, whose threads then end as soon as they
    /// run out of pieces (not spin for more while the caller finishes the last).
    func run(threads: Int, workers: WorkerThreads? = nil, lastUse: Bool = false) throws {
        let shared = Schedule(pieces)
        let width = max(min(threads, pieces.count), 1)
        let helpers = width >= 2 ? workers ?? WorkerThreads(count: width - 1) : nil
        if let helpers {
            // Helpers started here end with their phase.
            helpers.start(min(width - 1, helpers.count), last: workers == nil || lastUse) { _ in shared.work() }
        } else if lastUse {
            workers?.stop()
        }
        shared.work()
        helpers?.wait()
        try shared.waitForAll()
    }

    /// The pieces, each one's state, and the errors of those that failed.
    private final class Schedule: @unchecked Sendable {
        private enum State { case waiting, running, done, failed, skipped }

        private let pieces: [Piece]
        private let condition = NSCondition()
        private var states: [State]
        private var errors: [Error?]
        private var ended = 0
        /// Every piece before this one has been taken.
        private var firstWaiting = 0

        init(_ pieces: [Piece]) {
            self.pieces = pieces
            states = Array(repeating: .waiting, count: pieces.count)
            errors = Array(repeating: nil, count: pieces.count)
        }

        /// Runs pieces until none is left to take.
        func work() {
            while let i = take() {
                var failure: Error?
                do { try pieces[i].run() } catch { failure = error }
                condition.lock()
                states[i] = failure == nil ? .done : .failed
                errors[i] = failure
                ended += 1
                condition.broadcast()
                condition.unlock()
            }
        }

        /// The first ready piece, marked running; waits while pieces are running and none is
        /// ready; nil once none is left to take.
        private func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while true {
                var i = firstWaiting
                while i < pieces.count {
                    if states[i] == .waiting {
                        let after = pieces[i].after
                        if after.contains(where: { states[$0] == .failed || states[$0] == .skipped }) {
                            states[i] = .skipped
                            ended += 1
                            condition.broadcast()
                        } else if after.allSatisfy({ states[$0] == .done }) {
                            states[i] = .running
                            return i
                        }
                    }
                    i += 1
                }
                // Past the pieces taken or skipped (this scan may have skipped some).
                while firstWaiting < pieces.count, states[firstWaiting] != .waiting { firstWaiting += 1 }
                if firstWaiting == pieces.count { return nil }
                condition.wait()
            }
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
