/// A value a layout could not produce: an attribute of one item that came out NaN or ±∞
/// (a formula dividing by zero, `log(0)`, …), or an item whose z reached the container's
/// perspective distance (`Perspective`: at or behind the eye). The run that meets one fails.
public struct LayoutFault: Sendable, Equatable, CustomStringConvertible {
    /// The attribute's name (`alpha`, `x`, …; `z` for a perspective fault).
    public let attribute: String
    /// The item's logical index.
    public let index: Int
    /// The value (NaN, +∞ or −∞; for a perspective fault, the item's z).
    public let value: Double
    /// The perspective distance d (pt) the item's z reached (z ≥ d); nil for a non-finite value.
    public let perspective: Points?

    public init(attribute: String, index: Int, value: Double) {
        self.attribute = attribute; self.index = index; self.value = value; self.perspective = nil
    }

    /// Item `index` at zPosition `z` ≥ the perspective distance `perspective` (pt).
    public init(perspective: Points, index: Int, z: Double) {
        self.attribute = "z"; self.index = index; self.value = z; self.perspective = perspective
    }

    /// `NaN`, `+inf` or `-inf`; for a perspective fault, the z as a number.
    public var valueName: String {
        if perspective != nil, value.isFinite { return NumberText.shortest(value) }
        return value.isNaN ? "NaN" : value > 0 ? "+inf" : "-inf"
    }

    public var description: String {
        if let perspective {
            return "z = \(valueName) is not below the perspective distance \(NumberText.shortest(perspective)) at index \(index)"
        }
        return "\(attribute) is \(valueName) at index \(index)"
    }
}
