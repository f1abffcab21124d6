import ScrollPhysics

/// A layout fault met in a displayed frame: the run fails (docs/command-line.md#errors: exit 2, nothing
/// written; in a sweep, the point's status).
public struct FrameFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// The frame k whose layout produced it.
    public let frame: Int
    public let fault: LayoutFault
    /// The perspective distance d (pt) when the fault is a z not below it (`Perspective.project`);
    /// nil for an attribute that came out NaN or ±∞.
    public let perspective: Points?

    public init(frame: Int, fault: LayoutFault, perspective: Points? = nil) {
        self.frame = frame; self.fault = fault; self.perspective = perspective
    }

    /// `NaN at frame 12, index 3` (the attribute is the error's path); for a perspective fault
    /// `expected every z < 500 (pt), got z = 520 at frame 12, index 3`.
    public var message: String {
        if let d = perspective {
            let z = fault.value.isFinite ? NumberFormat.shortest(fault.value) : fault.valueName
            return "expected every z < \(NumberFormat.shortest(d)) (pt), got z = \(z) at frame \(frame), index \(fault.index)"
        }
        return "\(fault.valueName) at frame \(frame), index \(fault.index)"
    }

    /// The path of the setting at fault: `layout.item.alpha`, or `layout.perspective`.
    public var place: String { perspective != nil ? "layout.perspective" : "layout.item.\(fault.attribute)" }

    /// `layout.item.alpha: NaN at frame 12, index 3`.
    public var description: String { "\(place): \(message)" }

    /// The input error of this fault in scenario `file`: at the attribute's formula, or at
    /// `layout.perspective` for a z at or behind the eye.
    public func inputError(file: String, layout: LayoutSettings, scenarioPath: JSONPath = .root) -> InputError {
        if perspective != nil {
            return InputError(
                file: file, position: layout.perspectivePosition,
                path: scenarioPath.key("layout").key("perspective"), message: message)
        }
        let attribute = FormulaAttribute(rawValue: fault.attribute)
        let position = attribute.flatMap { layout.formula?.itemPositions[$0] }
        return InputError(
            file: file, position: position,
            path: scenarioPath.key("layout").key("item").key(fault.attribute), message: message)
    }
}
