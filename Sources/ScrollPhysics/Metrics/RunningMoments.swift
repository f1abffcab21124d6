/// Count, mean and sum of squared deviations of a stream (Welford's update, in the
/// order the values arrive): population variance = m2/n.
struct RunningMoments: Sendable {
    private(set) var count = 0
    private(set) var mean = 0.0
    private(set) var m2 = 0.0

    @inline(__always)
    mutating func add(_ x: Double) {
        count += 1
        let delta = x - mean
        mean += delta / Double(count)
        m2 += delta * (x - mean)
    }

    /// √(m2/n), the population standard deviation; 0 when empty.
    var populationStandardDeviation: Double { count > 0 ? (m2 / Double(count)).squareRoot() : 0 }
}
