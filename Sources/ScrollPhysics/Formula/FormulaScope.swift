/// The names a formula may read, for checking before anything runs: the built-ins, the
/// layout's `params`, and the `let`s defined so far (a `let` may use only earlier ones).
///
/// Unknown names are errors at their offset with every known name as did-you-mean
/// candidates; a name that is a later `let` says so.
public struct FormulaScope: Sendable {
    /// Parameter names, in file order.
    public private(set) var parameters: [String] = []
    /// `let` names defined so far, in file order.
    public private(set) var lets: [String] = []
    /// Every `let` name of the layout (to tell "defined later" from "unknown").
    public let allLets: [String]

    /// A scope with `parameters`, before any `let` (`allLets`: every `let` name, in order).
    public init(parameters: [String], allLets: [String] = []) {
        self.parameters = parameters
        self.allLets = allLets
    }

    /// Why `name` cannot be defined as a parameter or `let`, if it cannot: a built-in name,
    /// or a name already defined.
    public func conflict(defining name: String) -> String? {
        if FormulaBuiltin(rawValue: name) != nil { return "\"\(name)\" is a built-in name and cannot be redefined" }
        if parameters.contains(name) { return "\"\(name)\" is already a parameter" }
        if lets.contains(name) { return "\"\(name)\" is already defined" }
        if !Self.isName(name) { return "\"\(name)\" is not a name (a letter or _, then letters, digits or _)" }
        return nil
    }

    /// Adds the next `let`.
    public mutating func define(_ name: String) { lets.append(name) }

    /// Checks every name `formula` reads; with `constantOnly`, only parameters and `pi` may
    /// be read (a value fixed before the run, such as the pitch).
    public func check(_ formula: Formula, constantOnly: Bool = false) throws(FormulaError) {
        for (name, offset) in formula.names {
            if constantOnly {
                guard parameters.contains(name) || name == FormulaBuiltin.pi.rawValue else {
                    let what =
                        FormulaBuiltin(rawValue: name) != nil || lets.contains(name) || allLets.contains(name)
                        ? "\"\(name)\" is not a constant here: only params and pi may be used"
                        : "unknown name \"\(name)\""
                    throw FormulaError(offset: offset, message: what, unknownWord: name, candidates: parameters + ["pi"])
                }
                continue
            }
            if FormulaBuiltin(rawValue: name) != nil || parameters.contains(name) || lets.contains(name) { continue }
            if allLets.contains(name) {
                throw FormulaError(offset: offset, message: "\"\(name)\" is a later let; a let may use only the ones before it")
            }
            throw FormulaError(
                offset: offset, message: "unknown name \"\(name)\"", unknownWord: name,
                candidates: parameters + lets + FormulaBuiltin.names)
        }
    }

    static func isName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first else { return false }
        func letter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }
        return letter(first) && s.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }
}
