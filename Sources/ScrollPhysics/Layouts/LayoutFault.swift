/// A value a layout could not produce: an attribute of one item that came out NaN or ±∞
/// (a formula dividing by zero, `log(0)`, …), or — from `Perspective.project` — an item whose
/// `z` is not below the perspective distance (at or behind the eye; `value` is that z).
/// The run that meets one fails.
public struct LayoutFault: Sendable, Equatable, CustomStringConvertible {
    /// The attribute's name (`alpha`, `x`, …).
    public let attribute: String
    /// The item's logical index.
    public let index: Int
    /// The value (NaN, +∞ or −∞).
    public let value: Double

    /// `attribute` of item `index` came out as `value` (NaN or ±∞).
    public init(attribute: String, index: Int, value: Double) {
        self.attribute = attribute; self.index = index; self.value = value
    }

    /// `NaN`, `+inf` or `-inf`.
    public var valueName: String { value.isNaN ? "NaN" : value > 0 ? "+inf" : "-inf" }

    public var description: String { "\(attribute) is \(valueName) at index \(index)" }
}
