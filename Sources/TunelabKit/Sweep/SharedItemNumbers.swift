import Foundation

/// The first traced point's printed numbers per drawn case (`ItemNumbers`), handed to the
/// later traced points case by case: a case's are dropped as soon as the last of them has
/// taken them, not kept until the page is drawn (they hold the case's items file and two
/// words a number, about 0.6 MB a case of the card stack's 3 s flick; sixteen drawn cases
/// held them all while the last point ran).
final class SharedItemNumbers: @unchecked Sendable {  // every access under `lock`
    private let lock = NSLock()
    private var numbers: [ItemNumbers?]
    /// Per case, how many takers have yet to take its numbers.
    private var takers: [Int]

    /// `numbers` per case, each case's to be taken by `takers` traced points.
    init(_ numbers: [ItemNumbers?], takers: Int) {
        self.numbers = numbers
        self.takers = Array(repeating: takers, count: numbers.count)
    }

    /// Case `c`'s numbers (nil past the cases kept); dropped here when this is their last taker.
    func take(_ c: Int) -> ItemNumbers? {
        lock.withLock {
            guard c < numbers.count else { return nil }
            let taken = numbers[c]
            takers[c] -= 1
            if takers[c] <= 0 { numbers[c] = nil }
            return taken
        }
    }
}
