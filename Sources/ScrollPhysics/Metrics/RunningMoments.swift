/// Count, mean and population standard deviation of a stream, from sums of the values
/// shifted by the first one (K): S1 = Σ(x − K), S2 = Σ(x − K)², added in arrival order.
/// mean = K + S1/n; population variance = (S2 − S1²/n)/n, floored at 0. The shift keeps
/// the subtraction well conditioned when the values sit far from 0 (overlaps of a few
/// points on a spread of a few points), and no division runs per value.
struct RunningMoments: Sendable {
    private(set) var count = 0
    private var shift = 0.0
    private var sum = 0.0
    private var sumOfSquares = 0.0

    /// An empty stream.
    init() {}

    /// The state after values with these sums (a lane of `LaneMoments`).
    init(count: Int, shift: Double, sum: Double, sumOfSquares: Double) {
        self.count = count
        self.shift = shift
        self.sum = sum
        self.sumOfSquares = sumOfSquares
    }

    @inline(__always)
    mutating func add(_ x: Double) {
        if count == 0 { shift = x }
        count += 1
        let d = x - shift
        sum += d
        sumOfSquares += d * d
    }

    /// The mean; 0 when empty.
    var mean: Double { count > 0 ? shift + sum / Double(count) : 0 }

    /// √((S2 − S1²/n)/n), the population standard deviation; 0 when empty.
    var populationStandardDeviation: Double {
        guard count > 0 else { return 0 }
        let n = Double(count)
        return max(0, (sumOfSquares - sum * sum / n) / n).squareRoot()
    }
}
