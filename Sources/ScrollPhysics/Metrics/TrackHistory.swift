/// The rows of the last three frames for the frame-to-frame metrics, in one
/// preallocated buffer of three slots of `capacity` rows each: the frame being written
/// (`current`), the one before (`last`) and the one before that (`beforeLast`). Each
/// frame rotates the slots, so no row is ever copied from frame to frame. When direction
/// metrics are wanted, each row's direction states live in two more slots (current, last).
///
/// Storage grows (rarely: only past the largest frame seen) in `reserve(rows:)`;
/// otherwise a frame allocates nothing.
struct TrackHistory: Sendable {
    /// Rows per slot.
    private(set) var capacity: Int
    /// 3·`capacity` rows; slot s holds rows s·capacity ..< s·capacity + counts[s].
    var rows: ContiguousArray<CardTrack>
    /// 2·`capacity` direction states (empty unless `keepsDirections`).
    var directions: ContiguousArray<CardDirections>
    let keepsDirections: Bool
    /// Row counts of the three slots.
    private(set) var counts: (Int, Int, Int) = (0, 0, 0)
    /// The slot the current frame writes (0 … 2); its direction slot is `directionSlot`.
    private(set) var current = 0
    private(set) var directionSlot = 0

    init(capacity: Int, keepsDirections: Bool) {
        self.capacity = max(capacity, 1)
        self.keepsDirections = keepsDirections
        rows = ContiguousArray(repeating: .placeholder, count: 3 * self.capacity)
        directions = keepsDirections ? ContiguousArray(repeating: .placeholder, count: 2 * self.capacity) : []
    }

    /// The slot of the last frame and of the frame before it.
    var last: Int { current == 0 ? 2 : current - 1 }
    var beforeLast: Int { current == 2 ? 0 : current + 1 }
    /// The direction slot of the last frame.
    var lastDirectionSlot: Int { 1 - directionSlot }

    /// Rows in slot `s`.
    func count(ofSlot s: Int) -> Int {
        switch s {
        case 0: counts.0
        case 1: counts.1
        default: counts.2
        }
    }

    /// Makes room for a frame of `n` rows, keeping the last two frames.
    @inline(__always)
    mutating func reserve(rows n: Int) {
        if n > capacity { grow(to: n) }
    }

    /// Grows every slot to hold at least `n` rows, keeping the last two frames.
    private mutating func grow(to n: Int) {
        let newCapacity = max(n, 2 * capacity)
        var newRows = ContiguousArray(repeating: CardTrack.placeholder, count: 3 * newCapacity)
        for s in 0..<3 {
            for r in 0..<count(ofSlot: s) { newRows[s * newCapacity + r] = rows[s * capacity + r] }
        }
        if keepsDirections {
            var newDirections = ContiguousArray(repeating: CardDirections.placeholder, count: 2 * newCapacity)
            let lastCount = count(ofSlot: last)
            for r in 0..<lastCount {
                newDirections[lastDirectionSlot * newCapacity + r] = directions[lastDirectionSlot * capacity + r]
            }
            directions = newDirections
        }
        rows = newRows
        capacity = newCapacity
    }

    /// Ends the current frame with `n` rows written: it becomes the last frame.
    @inline(__always)
    mutating func commit(rows n: Int) {
        switch current {
        case 0: counts.0 = n
        case 1: counts.1 = n
        default: counts.2 = n
        }
        current = current == 2 ? 0 : current + 1
        directionSlot = 1 - directionSlot
    }
}
