import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Helper threads a sweep keeps for its parallel phases — the points, then the report —
/// started once. The caller works beside them, so `--jobs n` keeps n − 1 of them: on a 2-core
/// machine, two jobs are two busy threads, not two workers and a third that waits on them.
/// Between phases each spins a while (yielding its core to any other thread) before it
/// sleeps, unless they and the caller outnumber the cores: starting a thread, or waking a
/// core that went idle, took 1–3 ms on a 2-core virtual machine, as long as a report piece.
/// Before the first phase they sleep at once (the command reads its grid for longer than a
/// spin lasts, so spinning there only burned 5 ms of a core) until `rouse` says a phase is
/// near: then they spin for it, so the first phase does not start with a thread 1–3 ms late.
///
/// `start` hands a phase's work to the first threads; `wait` returns once they are done.
/// What a phase computes must not depend on which thread runs what (each caller's pieces
/// write slots of their own), so the bytes do not depend on the threads.
final class WorkerThreads: @unchecked Sendable {
    /// How many threads there are.
    let count: Int
    /// How long an idle thread spins for the next phase before it sleeps (ns): 5 ms while
    /// these threads and the caller are no more than the cores, else none (spinning threads
    /// would take the cores of those still working).
    let spin: UInt64
    /// How long a roused thread spins for the coming phase before it sleeps again (ns): as
    /// long as preparing a sweep's outputs may take, or none when `spin` is none.
    let rousedSpin: UInt64

    private let condition = NSCondition()
    /// Counts phases started (and the stop).
    private var generation = 0
    private var body: ((Int) -> Void)?
    /// The threads taking part in the current phase: 0..<width.
    private var width = 0
    /// Of those, the ones still running it.
    private var busy = 0
    private var stopping = false
    /// Set by a `last` phase (with its generation, under the lock): after it the threads end.
    private var retiring = false
    /// Threads whose loop has not returned.
    private var live = 0
    /// Counts `rouse` calls.
    private var rousings = 0

    /// Starts `count` threads (none for 0).
    init(count: Int) {
        self.count = max(count, 0)
        spin = self.count < ProcessInfo.processInfo.activeProcessorCount ? 5_000_000 : 0
        rousedSpin = spin > 0 ? 30_000_000 : 0
        live = self.count
        for index in 0..<self.count {
            Thread.detachNewThread { [self] in
                loop(index)
                condition.lock()
                live -= 1
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Runs `body(i)` on threads 0..<n (n ≤ `count`) and returns at once; the previous
    /// phase must have been waited for, and the threads not stopped. `last`: the threads end
    /// once they have run their part of this phase (or seen that they have none), instead of
    /// spinning for another; `wait` still waits for the phase.
    func start(_ n: Int, last: Bool = false, _ body: @escaping (Int) -> Void) {
        condition.lock()
        precondition(
            busy == 0 && n <= count && !stopping && !retiring,
            "WorkerThreads: a phase started before the last ended, too wide, or after stop or a last phase")
        self.body = body
        retiring = last
        width = n
        busy = n
        generation += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Wakes the sleeping threads to spin (for at most `rousedSpin`) for a phase about to
    /// start: a core woken now is awake when the phase comes. A thread busy with a phase
    /// ignores it.
    func rouse() {
        guard rousedSpin > 0 else { return }
        condition.lock()
        rousings += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every thread of the current phase has returned from its body.
    func wait() {
        condition.lock()
        while busy > 0 { condition.wait() }
        body = nil
        condition.unlock()
    }

    /// Waits until every thread has ended (after a `last` phase or `stop`).
    func waitForEnd() {
        condition.lock()
        while live > 0 { condition.wait() }
        condition.unlock()
    }

    /// Ends the threads once they are idle (call after the last `wait`).
    func stop() {
        condition.lock()
        stopping = true
        generation += 1
        condition.broadcast()
        condition.unlock()
    }

    private func loop(_ index: Int) {
        var seen = 0, roused = 0
        var deadline: UInt64 = 0  // no spin before the first phase (unless roused)
        while true {
            while current == seen, DispatchTime.now().uptimeNanoseconds < deadline { sched_yield() }
            condition.lock()
            while generation == seen, rousings == roused { condition.wait() }
            roused = rousings
            if generation == seen {
                // Roused: spin for the phase to come.
                condition.unlock()
                deadline = DispatchTime.now().uptimeNanoseconds &+ rousedSpin
                continue
            }
            seen = generation
            if stopping {
                condition.unlock()
                return
            }
            let work = index < width ? body : nil
            // Read with the phase it belongs to: once this phase's `busy` reaches 0 the caller
            // may start the next one, and a later `last` must not end a thread before it runs.
            let lastPhase = retiring
            condition.unlock()
            if let work {
                work(index)
                condition.lock()
                busy -= 1
                if busy == 0 { condition.broadcast() }
                condition.unlock()
            }
            if lastPhase { return }
            deadline = DispatchTime.now().uptimeNanoseconds &+ spin
        }
    }

    /// The generation, read under the lock.
    private var current: Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }
}
