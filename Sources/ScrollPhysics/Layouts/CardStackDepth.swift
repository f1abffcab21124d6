/// The card stack's zPosition coefficients and z(dist), written once over `LaneValue`: the
/// scalar layout's `CardStackDepth<Double>`, the sweep kernel's `CardStackDepth<KernelLanes>`
/// (lane j = configuration j; read only under a perspective). Apart from
/// `CardStackCoefficients`, so that the evenly spaced kernel's per-frame coefficients stay as
/// small as they were.
struct CardStackDepth<Value: LaneValue>: Sendable {
    var zMax: Value
    var zSlope: Value
    var zFloor: Value

    /// The zPosition of a card at distance `dist` (pt) from the offset: max(zFloor, zMax − dist·zSlope).
    @inline(__always)
    func z(dist: Value) -> Value { Value.maximum(zFloor, zMax - dist * zSlope) }
}

extension CardStackDepth where Value == Double {
    /// The depth coefficients of `c`.
    init(_ c: CardStackConfiguration) {
        zMax = c.zMax
        zSlope = c.zSlope
        zFloor = c.zFloor
    }
}
