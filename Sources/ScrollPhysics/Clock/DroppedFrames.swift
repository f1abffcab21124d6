/// Frames a hitching device fails to render (`display.droppedFrames`, docs/scenario.md#the-clock): a dropped
/// frame shows the previous shown frame again. Frame 0 is never dropped.
public enum DroppedFrames: Sendable, Equatable {
    /// Drops frames k ≥ 1 with k mod n = 0 (n ≥ 1).
    case every(Int)
    /// Drops each frame k ≥ 1 with probability p ∈ [0, 1], drawn from `SplitMix64(seed)`
    /// once per frame in frame order: dropped when the uniform (0, 1] draw is ≤ p.
    case probability(Double, seed: UInt64)
}

/// Decides frame by frame which frames are dropped; ask in frame order k = 0, 1, 2, …
public struct DroppedFrameSchedule: Sendable {
    /// Which frames drop; `nil` drops none.
    public let rule: DroppedFrames?
    private var random: SplitMix64

    /// The schedule of `rule`.
    public init(_ rule: DroppedFrames?) {
        self.rule = rule
        if case let .probability(_, seed)? = rule { random = SplitMix64(seed: seed) } else { random = SplitMix64(seed: 0) }
    }

    /// Whether frame `k` is dropped. Call once per frame, in order.
    public mutating func isDropped(frame k: Int) -> Bool {
        guard k >= 1, let rule else { return false }
        switch rule {
        case let .every(n): return n >= 1 && k % n == 0
        case let .probability(p, _): return random.nextUnitInterval() <= p
        }
    }
}
