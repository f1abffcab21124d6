import ScrollPhysics

/// A layout fault met in a displayed frame: the run fails (DESIGN §9: exit 2, nothing
/// written; in a sweep, the point's status).
public struct FrameFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// The frame k whose layout produced it.
    public let frame: Int
    public let fault: LayoutFault

    public init(frame: Int, fault: LayoutFault) { self.frame = frame; self.fault = fault }

    /// `NaN at frame 12, index 3` (the attribute is the error's path).
    public var message: String { "\(fault.valueName) at frame \(frame), index \(fault.index)" }

    /// `layout.item.alpha: NaN at frame 12, index 3`.
    public var description: String { "layout.item.\(fault.attribute): \(message)" }

    /// The input error of this fault in scenario `file`: at the attribute's formula.
    public func inputError(file: String, layout: LayoutSettings, scenarioPath: JSONPath = .root) -> InputError {
        let attribute = FormulaAttribute(rawValue: fault.attribute)
        let position = attribute.flatMap { layout.formula?.itemPositions[$0] }
        return InputError(file: file, position: position,
                          path: scenarioPath.key("layout").key("item").key(fault.attribute), message: message)
    }
}
