import Foundation
import Testing
@testable import TunelabKit

/// `ReportWork`: every piece runs once whatever the thread count, each value lands in its own
/// slot, and the error thrown is the first in piece order, after every piece has ended.
@Suite struct ReportWorkTests {
    struct Failure: Error, Equatable { let piece: Int }

    @Test(arguments: [1, 2, 3, 8])
    func everyPieceRunsOnceIntoItsSlot(threads: Int) throws {
        let slots = (0..<40).map { _ in ReportSlot<Int>() }
        let pieces: [() throws -> Void] = slots.indices.map { i in { slots[i].value = i * i } }
        try ReportWork.run(pieces, threads: threads)
        #expect(slots.map(\.get) == (0..<40).map { $0 * $0 })
    }

    @Test(arguments: [1, 2, 4])
    func theFirstErrorInPieceOrderIsThrownAfterAllEnded(threads: Int) {
        let ran = (0..<12).map { _ in ReportSlot<Bool>() }
        let pieces: [() throws -> Void] = ran.indices.map { i in
            {
                ran[i].value = true
                if i == 9 || i == 4 { throw Failure(piece: i) }
            }
        }
        #expect(throws: Failure(piece: 4)) { try ReportWork.run(pieces, threads: threads) }
        #expect(ran.allSatisfy { $0.value == true }, "every piece ran, the failing ones too")
    }

    @Test func noPiecesIsNothingToDo() throws {
        try ReportWork.run([], threads: 4)
    }
}
