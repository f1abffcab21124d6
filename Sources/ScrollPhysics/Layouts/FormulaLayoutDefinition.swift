/// A formula layout as a scenario writes it (`"kind": "formula"`): checked, not yet compiled.
///
/// `parameters` are named numbers folded into the formulas as constants; `lets` are named
/// formulas evaluated per item in order, each reading earlier ones; `item` gives the
/// attributes (`x y width height` required, the rest defaulting as `FormulaAttribute`
/// says). Build it with `init`, which checks every name and the pitch.
public struct FormulaLayoutDefinition: Sendable, Equatable {
    /// A named number of `params`.
    public struct Parameter: Sendable, Equatable {
        /// Its name, which formulas read (`layout.params.<name>` as a grid key); not a built-in.
        public var name: String
        /// Its value.
        public var value: Double
        /// The parameter `name` = `value`.
        public init(name: String, value: Double) { self.name = name; self.value = value }
    }

    /// A named per-item formula of `let`.
    public struct Let: Sendable, Equatable {
        /// Its name, which later `let`s and the item formulas read; not a built-in or a parameter.
        public var name: String
        /// Its formula.
        public var formula: Formula
        /// The `let` `name` = `formula`.
        public init(name: String, formula: Formula) { self.name = name; self.formula = formula }
    }

    /// Where a definition error is: the pitch, a parameter, a `let`, an item attribute.
    public enum Place: Sendable, Equatable {
        /// The pitch formula.
        case pitch
        /// The named parameter.
        case parameter(String)
        /// The named `let`.
        case letFormula(String)
        /// An item attribute's formula.
        case item(FormulaAttribute)
    }

    /// An error with its place and, for formulas, the offset inside the string.
    public struct Failure: Error, Sendable, Equatable {
        /// Where the error is.
        public let place: Place
        /// The error, with its offset in the formula.
        public let error: FormulaError
    }

    /// The axis the offset scrolls along.
    public let axis: LayoutAxis
    /// The pitch as written.
    public let pitchFormula: Formula
    /// The pitch's value, pt (> 0, finite).
    public let pitch: Points
    /// Items 0 ..< count when the content is bounded; nil = infinite.
    public let count: Int?
    /// data_index = index mod dataCount; nil = `count` when finite, else the index itself.
    public let dataCount: Int?
    /// Which items are laid out each frame.
    public let visibility: FormulaVisibility
    /// The parameters, in file order.
    public let parameters: [Parameter]
    /// The `let`s, in evaluation order.
    public let lets: [Let]
    /// The formula of each attribute given (x, y, width, height always among them).
    public let item: [FormulaAttribute: Formula]
    /// The checked, compiled formulas: a function of the formulas' text and the parameters'
    /// names only, so definitions that differ in values can share it (`init(…, shape:)`).
    public let shape: FormulaLayoutShape

    /// Checks names (built-ins cannot be redefined; a `let` reads only earlier ones), that
    /// x, y, width and height are given, and that the pitch reads only parameters and `pi`
    /// and is finite and > 0.
    ///
    /// `shape`: the `shape` of a definition with the same pitch, `let` and `item` formulas
    /// and parameter names (values may differ): the checks of names and the compile are
    /// skipped. The caller keeps that promise; a sweep's decoder caches shapes by that text.
    public init(
        axis: LayoutAxis = .vertical, pitch: Formula, count: Int? = nil, dataCount: Int? = nil,
        visibility: FormulaVisibility, parameters: [Parameter] = [], lets: [Let] = [],
        item: [FormulaAttribute: Formula], shape: FormulaLayoutShape? = nil
    ) throws(Failure) {
        let constants = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.value) } + [("pi", Double.pi)])
        self.axis = axis
        self.pitchFormula = pitch
        self.count = count
        self.dataCount = dataCount
        self.visibility = visibility
        self.parameters = parameters
        self.lets = lets
        self.item = item
        if let shape {
            self.shape = shape
        } else {
            try Self.check(pitch: pitch, parameters: parameters, lets: lets, item: item)
            let outputs = FormulaAttribute.allCases.map { item[$0] ?? Formula(constant: $0.defaultValue) }
            self.shape = FormulaLayoutShape(
                program: FormulaCompiler.program(
                    outputs: outputs, parameters: parameters.map(\.name),
                    lets: Dictionary(uniqueKeysWithValues: lets.map { ($0.name, $0.formula.root) })))
        }
        let value = FormulaCompiler.constantValue(pitch, constants: constants) ?? .nan
        guard value > 0, value.isFinite else {
            throw Failure(
                place: .pitch, error: FormulaError(offset: 0, message: "expected a pitch > 0 (pt), got \(NumberText.shortest(value))"))
        }
        self.pitch = value
    }

    /// Checks names, required attributes and that the pitch reads only parameters and `pi`.
    private static func check(
        pitch: Formula, parameters: [Parameter], lets: [Let],
        item: [FormulaAttribute: Formula]
    ) throws(Failure) {
        var scope = FormulaScope(parameters: [], allLets: lets.map(\.name))
        var names: [String] = []
        for p in parameters {
            if let conflict = scope.conflict(defining: p.name) {
                throw Failure(place: .parameter(p.name), error: FormulaError(offset: 0, message: conflict))
            }
            guard p.value.isFinite else {
                throw Failure(place: .parameter(p.name), error: FormulaError(offset: 0, message: "expected a finite number"))
            }
            names.append(p.name)
            scope = FormulaScope(parameters: names, allLets: lets.map(\.name))
        }
        do { try scope.check(pitch, constantOnly: true) } catch { throw Failure(place: .pitch, error: error) }
        for l in lets {
            if let conflict = scope.conflict(defining: l.name) {
                throw Failure(place: .letFormula(l.name), error: FormulaError(offset: 0, message: conflict))
            }
            do { try scope.check(l.formula) } catch { throw Failure(place: .letFormula(l.name), error: error) }
            scope.define(l.name)
        }
        for attribute in FormulaAttribute.allCases {
            guard let formula = item[attribute] else {
                if attribute.isRequired {
                    throw Failure(place: .item(attribute), error: FormulaError(offset: 0, message: "missing"))
                }
                continue
            }
            do { try scope.check(formula) } catch { throw Failure(place: .item(attribute), error: error) }
        }
    }

    /// Equal when every setting is (the shape follows from them).
    public static func == (a: Self, b: Self) -> Bool {
        a.axis == b.axis && a.pitchFormula == b.pitchFormula && a.pitch == b.pitch && a.count == b.count
            && a.dataCount == b.dataCount && a.visibility == b.visibility && a.parameters == b.parameters
            && a.lets == b.lets && a.item == b.item
    }

    /// The items' z when it is the same for every item and frame: the `z` formula's value
    /// when it reads only parameters and `pi`, its default 0 when not given; nil otherwise.
    public var constantZ: Double? {
        guard let z = item[.z] else { return FormulaAttribute.z.defaultValue }
        let constants = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.value) } + [("pi", Double.pi)])
        return FormulaCompiler.constantValue(z, constants: constants)
    }

    /// The traits of this layout: kind `formula`, its axis, every layout metric of the card
    /// stack, and `parallax_saturation` when `clamped` is given.
    public var traits: LayoutTraits {
        LayoutTraits(
            kindName: "formula", axis: axis,
            layoutMetrics: LayoutTraits.stackMetrics + (item[.clamped] != nil ? [.parallaxSaturation] : []))
    }
}

/// A formula layout's checked and compiled formulas (`FormulaLayoutDefinition.shape`).
public struct FormulaLayoutShape: Sendable {
    let program: FormulaProgram
}
