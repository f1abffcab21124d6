/// Count, mean and population standard deviation of a stream, from sums of the values
/// shifted by the first one (K): S1 = Σ(x − K), S2 = Σ(x − K)², added in arrival order.
/// mean = K + S1/n; population variance = (S2 − S1²/n)/n, floored at 0. The shift keeps
/// the subtraction well conditioned when the values sit far from 0 (overlaps of a few
/// points on a spread of a few points), and no division runs per value.
///
/// Written once over `LaneValue`: `RunningMoments` is one stream, `LaneMoments` several
/// streams that receive their values together (one per kernel lane, the count shared), each
/// lane adding exactly what the scalar accumulator adds, in the same order.
struct Moments<Value: LaneValue>: Sendable {
    private(set) var count = 0
    private(set) var shift = Value.zero
    private(set) var sum = Value.zero
    private(set) var sumOfSquares = Value.zero

    /// An empty stream.
    init() {}

    /// The state after values with these sums (a lane of `LaneMoments`).
    init(count: Int, shift: Value, sum: Value, sumOfSquares: Value) {
        self.count = count
        self.shift = shift
        self.sum = sum
        self.sumOfSquares = sumOfSquares
    }

    @inline(__always)
    mutating func add(_ x: Value) {
        if count == 0 { shift = x }
        addShifted(x)
    }

    /// `add` once the stream has a value (count > 0, so the shift is set): the same operations
    /// without the first-value test, for a loop whose first value went through `add`.
    @inline(__always)
    mutating func addShifted(_ x: Value) {
        count &+= 1
        let d = x - shift
        sum += d
        sumOfSquares += d * d
    }
}

/// One stream's moments.
typealias RunningMoments = Moments<Double>

extension Moments where Value == Double {
    /// The mean; 0 when empty.
    var mean: Double { count > 0 ? shift + sum / Double(count) : 0 }

    /// √((S2 − S1²/n)/n), the population standard deviation; 0 when empty.
    var populationStandardDeviation: Double {
        guard count > 0 else { return 0 }
        let n = Double(count)
        return max(0, (sumOfSquares - sum * sum / n) / n).squareRoot()
    }
}
