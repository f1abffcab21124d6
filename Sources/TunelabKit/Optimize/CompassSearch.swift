/// A compass search on the unit box [0, 1]ⁿ (Kolda, Lewis & Torczon, "Optimization by Direct
/// Search", SIAM Review 45(3), 2003), one poll a generation: around the best point x with step h
/// it asks x ± h·e_i for i = 1 … n in that order, each coordinate clipped to [0, 1] (a poll
/// that the box clips onto x itself is left out). A poll that finds a better point keeps h (the
/// next poll is around that point); one that does not halves it: h ← h/2.
/// Deterministic: no random draws.
struct CompassSearch: Sendable, Equatable {
    /// h, the current step (a fraction of the box).
    private(set) var step: Double

    init(step: Double) {
        precondition(step > 0, "CompassSearch: step \(step)")
        self.step = step
    }

    /// The poll points around `x`: x + h·e_1, x − h·e_1, x + h·e_2, … (clipped; those equal to x left out).
    func polls(around x: [Double]) -> [[Double]] {
        var points: [[Double]] = []
        for i in x.indices {
            for sign in [1.0, -1.0] {
                var p = x
                p[i] = min(max(x[i] + sign * step, 0), 1)
                if p[i] != x[i] { points.append(p) }
            }
        }
        return points
    }

    /// Told whether the last poll found a better point: h kept if so, else halved.
    mutating func tell(improved: Bool) {
        if !improved { step /= 2 }
    }
}
