import ScrollPhysics

/// A layout fault met in a displayed frame: the run fails (DESIGN §9: exit 2, nothing
/// written; in a sweep, the point's status).
public struct FrameFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// The frame k whose layout produced it.
    public let frame: Int
    public let fault: LayoutFault

    public init(frame: Int, fault: LayoutFault) { self.frame = frame; self.fault = fault }

    /// `NaN at frame 12, index 3` (the attribute is the error's path); for a perspective fault
    /// `expected every z < 500 (pt), got z = 520 at frame 12, index 3`.
    public var message: String {
        if let d = fault.perspective {
            return "expected every z < \(NumberFormat.shortest(d)) (pt), got z = \(fault.valueName) at frame \(frame), index \(fault.index)"
        }
        return "\(fault.valueName) at frame \(frame), index \(fault.index)"
    }

    /// The path of the setting at fault: `layout.item.alpha`, or `layout.perspective`.
    public var place: String { fault.perspective != nil ? "layout.perspective" : "layout.item.\(fault.attribute)" }

    /// `layout.item.alpha: NaN at frame 12, index 3`.
    public var description: String { "\(place): \(message)" }

    /// The input error of this fault in scenario `file`: at the attribute's formula, or at
    /// `layout.perspective` for a z at or behind the eye.
    public func inputError(file: String, layout: LayoutSettings, scenarioPath: JSONPath = .root) -> InputError {
        if fault.perspective != nil {
            return InputError(file: file, position: layout.perspectivePosition,
                              path: scenarioPath.key("layout").key("perspective"), message: message)
        }
        let attribute = FormulaAttribute(rawValue: fault.attribute)
        let position = attribute.flatMap { layout.formula?.itemPositions[$0] }
        return InputError(file: file, position: position,
                          path: scenarioPath.key("layout").key("item").key(fault.attribute), message: message)
    }
}
