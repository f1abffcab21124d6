/// A container's perspective (seed 000 §3.4: `containerLayer.sublayerTransform.m34 = −1/d`,
/// d = 500): what the user sees of a layer at zPosition z, projected about the container's
/// anchor (ax, ay), the viewport centre.
///
///     k      = d/(d − z)                 (z < d; the seed's z 50 … 100 at d 500: 1.11 … 1.25)
///     x'     = ax + (x − ax)·k,   y' = ay + (y − ay)·k
///     width' = width·k,   height' = height·k,   scale' = scale·k
///
/// A layer's centre moves the same way as its corners, so a card left of the anchor moves
/// further left and grows. rotation (about z), alpha, z and shadowOpacity are unchanged.
/// The projected `scale` is what the user sees (the layout's own scale times k).
/// A layer at z ≥ d is at or behind the eye: it cannot be drawn, and `project` reports it.
public struct Perspective: Sendable, Equatable, CustomStringConvertible {
    /// The eye's distance d from the plane z = 0, pt (> 0, finite); m34 = −1/d.
    public let distance: Points

    /// A perspective of distance `distance` pt (> 0, finite).
    public init(distance: Points) {
        precondition(distance > 0 && distance.isFinite, "perspective distance must be finite and > 0, got \(distance)")
        self.distance = distance
    }

    /// The magnification k = d/(d − z) of a layer at zPosition `z` (z < d; +∞ or negative otherwise).
    @inline(__always) public func magnification(z: Double) -> Double {
        distance / (distance - z)
    }

    /// Projects every row of `items` about (`anchorX`, `anchorY`) (pt, viewport coordinates), in
    /// place; allocates nothing. Returns the first row (in row order) whose z is not below d
    /// (or is NaN), as a fault of attribute `z` whose value is that z; rows from that one on
    /// are left unprojected.
    public func project(_ items: inout ItemBuffer, anchorX: Points, anchorY: Points) -> LayoutFault? {
        let d = distance, n = items.count
        var fault: LayoutFault?
        items.storage.withUnsafeMutableBufferPointer { rows in
            for row in 0..<n {
                let z = rows[row].z
                guard z < d else {
                    fault = LayoutFault(attribute: "z", index: rows[row].index, value: z)
                    return
                }
                let k = Self.magnification(distance: d, z: z)
                rows[row].x = Self.projected(rows[row].x, about: anchorX, by: k)
                rows[row].y = Self.projected(rows[row].y, about: anchorY, by: k)
                rows[row].width *= k
                rows[row].height *= k
                rows[row].scale *= k
            }
        }
        return fault
    }

    /// k = d/(d − z), per lane: `project`'s own operation, shared with the sweep kernel's lanes.
    @inline(__always)
    static func magnification<Value: LaneValue>(distance d: Double, z: Value) -> Value { d / (d - z) }

    /// A coordinate `v` projected about `anchor` by `k`: anchor + (v − anchor)·k, per lane
    /// (`project`'s own operations, shared with the sweep kernel's lanes).
    @inline(__always)
    static func projected<Value: LaneValue>(_ v: Value, about anchor: Points, by k: Value) -> Value {
        anchor + (v - anchor) * k
    }

    public var description: String { "Perspective(d: \(distance) pt, m34: -1/\(distance))" }
}
