import Testing
@testable import TunelabKit

/// `SharedItemNumbers`: each case's numbers go to every taker, then are dropped; a case
/// without numbers and a case past those kept give nil.
@Suite struct SharedItemNumbersTests {
    @Test func aCasesNumbersAreDroppedAfterItsLastTaker() {
        let shared = SharedItemNumbers([ItemNumbers(), nil, ItemNumbers()], takers: 2)
        #expect(shared.take(0) != nil)
        #expect(shared.take(2) != nil, "cases are counted apart")
        #expect(shared.take(0) != nil, "the second taker")
        #expect(shared.take(0) == nil, "dropped after the last taker")
        #expect(shared.take(2) != nil)
        #expect(shared.take(1) == nil)
        #expect(shared.take(3) == nil)
    }

    @Test func oneTakerDropsAtOnce() {
        let shared = SharedItemNumbers([ItemNumbers()], takers: 1)
        #expect(shared.take(0) != nil)
        #expect(shared.take(0) == nil)
    }
}
