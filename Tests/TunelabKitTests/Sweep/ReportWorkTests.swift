import Foundation
import Testing
@testable import TunelabKit

/// `ReportWork`: every piece runs once whatever the thread count, each value lands in its own
/// slot, a piece runs only after the pieces it waits for (and not at all when one failed), and
/// the error thrown is the first in piece order, after every piece has ended. `WorkerThreads`:
/// each phase runs its body once per thread taking part, phase after phase on the same threads.
@Suite struct ReportWorkTests {
    struct Failure: Error, Equatable { let piece: Int }

    @Test(arguments: [1, 2, 3, 8])
    func everyPieceRunsOnceIntoItsSlot(threads: Int) throws {
        let slots = (0..<40).map { _ in ReportSlot<Int>() }
        var work = ReportWork()
        for i in slots.indices { work.add { slots[i].value = i * i } }
        try work.run(threads: threads)
        #expect(slots.map(\.get) == (0..<40).map { $0 * $0 })
    }

    @Test(arguments: [1, 2, 4])
    func aPieceRunsAfterThePiecesItWaitsFor(threads: Int) throws {
        // Ten slow pieces, then one per slow piece that reads it, then a sum of all of them.
        let slow = (0..<10).map { _ in ReportSlot<Int>() }
        let read = (0..<10).map { _ in ReportSlot<Int?>() }
        let sum = ReportSlot<Int>()
        var work = ReportWork()
        let first = slow.indices.map { i in
            work.add {
                Thread.sleep(forTimeInterval: 0.001 * Double(10 - i))
                slow[i].value = i + 1
            }
        }
        let second = read.indices.map { i in work.add(after: [first[i]]) { read[i].value = slow[i].value } }
        work.add(after: second) { sum.value = read.compactMap { $0.value ?? nil }.reduce(0, +) }
        try work.run(threads: threads)
        #expect(read.map { $0.value ?? nil } == (1...10).map { $0 })
        #expect(sum.get == 55)
    }

    @Test(arguments: [1, 2, 4])
    func theFirstErrorInPieceOrderIsThrownAfterAllEnded(threads: Int) {
        let ran = (0..<12).map { _ in ReportSlot<Bool>() }
        var work = ReportWork()
        for i in ran.indices {
            work.add {
                ran[i].value = true
                if i == 9 || i == 4 { throw Failure(piece: i) }
            }
        }
        #expect(throws: Failure(piece: 4)) { try work.run(threads: threads) }
        #expect(ran.allSatisfy { $0.value == true }, "every piece ran, the failing ones too")
    }

    @Test(arguments: [1, 2, 4])
    func aPieceAfterAFailedOneDoesNotRun(threads: Int) {
        let ran = (0..<4).map { _ in ReportSlot<Bool>() }
        var work = ReportWork()
        let failing = work.add { throw Failure(piece: 0) }
        let skipped = work.add(after: [failing]) { ran[1].value = true }
        work.add(after: [skipped]) { ran[2].value = true }
        work.add { ran[3].value = true }
        #expect(throws: Failure(piece: 0)) { try work.run(threads: threads) }
        #expect(ran.map { $0.value == true } == [false, false, false, true], "after the failure, only the independent piece ran")
    }

    @Test func noPiecesIsNothingToDo() throws {
        try ReportWork().run(threads: 4)
    }

    @Test func piecesRunOnSharedThreadsPhaseAfterPhase() throws {
        let workers = WorkerThreads(count: 3)
        defer { workers.stop() }
        for phase in 0..<5 {
            let slots = (0..<20).map { _ in ReportSlot<Int>() }
            var work = ReportWork()
            for i in slots.indices { work.add { slots[i].value = phase * 100 + i } }
            try work.run(threads: 3, workers: workers)
            #expect(slots.map(\.get) == (0..<20).map { phase * 100 + $0 })
        }
    }

    @Test func eachThreadOfAPhaseRunsItsBodyOnce() {
        let workers = WorkerThreads(count: 4)
        defer { workers.stop() }
        for width in [4, 1, 3] {
            let hits = (0..<4).map { _ in ReportSlot<Int>() }
            workers.start(width) { i in hits[i].value = (hits[i].value ?? 0) + 1 }
            workers.wait()
            #expect(hits.map { $0.value ?? 0 } == (0..<4).map { $0 < width ? 1 : 0 }, "width \(width)")
        }
    }

    @Test func threadsOfALastPhaseRunTheirPartThenEnd() throws {
        for width in [3, 1, 0] {
            let workers = WorkerThreads(count: 3)
            let hits = (0..<3).map { _ in ReportSlot<Int>() }
            workers.start(2) { i in hits[i].value = (hits[i].value ?? 0) + 1 }
            workers.wait()
            workers.start(width, last: true) { i in hits[i].value = (hits[i].value ?? 0) + 10 }
            workers.wait()
            #expect(hits.map { $0.value ?? 0 } == (0..<3).map { ($0 < 2 ? 1 : 0) + ($0 < width ? 10 : 0) }, "width \(width)")
            workers.waitForEnd()  // returns: every thread ended, those without a part too
            workers.stop()
        }
        // A report's pieces on kept threads, as the report's last use of them.
        let workers = WorkerThreads(count: 1)
        let slots = (0..<12).map { _ in ReportSlot<Int>() }
        var work = ReportWork()
        for i in slots.indices { work.add { slots[i].value = i } }
        try work.run(threads: 2, workers: workers, lastUse: true)
        #expect(slots.map(\.get) == Array(0..<12))
        workers.waitForEnd()
        workers.stop()
    }

    /// Roused threads (spinning for a phase to come) run each phase once, whether it starts
    /// while they spin or after, and end on `stop` or after a last phase even while roused.
    /// Watched with a timeout: a roused thread that missed its phase or its end hangs.
    @Test func rousedThreadsRunEachPhaseOnceAndStillEnd() {
        let finished = DispatchSemaphore(value: 0)
        let counted = ReportSlot<[Int]>()
        Thread.detachNewThread {
            var totals: [Int] = []
            for last in [false, true] {
                let workers = WorkerThreads(count: 1)  // fewer than the cores: rousing spins
                let hits = ReportSlot<Int>()
                workers.rouse()
                workers.start(1) { _ in hits.value = (hits.value ?? 0) + 1 }
                workers.wait()
                workers.rouse()
                workers.rouse()
                Thread.sleep(forTimeInterval: 0.002)
                workers.start(1, last: last) { _ in hits.value = (hits.value ?? 0) + 10 }
                workers.wait()
                workers.rouse()
                if !last { workers.stop() }
                workers.waitForEnd()
                workers.stop()
                totals.append(hits.value ?? 0)
            }
            counted.value = totals
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 60) == .success, "a roused thread missed its phase or its end")
        #expect(counted.value == [11, 11])
    }

    /// A last phase started right after the previous one's `wait` (a thread may not yet have
    /// looked for its next phase): every thread still runs its part. Watched with a timeout, so
    /// a thread that ended too early fails the test instead of hanging it.
    @Test func aLastPhaseRightAfterAnotherStillRunsEveryPart() {
        let finished = DispatchSemaphore(value: 0)
        let rounds = 3_000
        let counted = ReportSlot<Int>()
        Thread.detachNewThread {
            var all = 0
            for _ in 0..<rounds {
                let workers = WorkerThreads(count: 2)
                let hits = (0..<2).map { _ in ReportSlot<Int>() }
                workers.start(2) { i in hits[i].value = 1 }
                workers.wait()
                workers.start(2, last: true) { i in hits[i].value = (hits[i].value ?? 0) + 1 }
                workers.wait()
                workers.waitForEnd()
                workers.stop()
                all += hits.reduce(0) { $0 + ($1.value ?? 0) }
            }
            counted.value = all
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 60) == .success, "a thread ended before running its part of the last phase")
        #expect(counted.value == 4 * rounds)
    }
}
