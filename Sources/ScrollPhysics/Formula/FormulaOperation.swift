/// Every operation of the formula language — operators and functions alike — with its
/// arity and its value (`FormulaMath`). The parser turns `a + b` and `hypot(a, b)` into the
/// same kind of node; the compiler folds constant operations with the same functions the
/// program runs, so a folded value is bit-identical to a computed one.
enum FormulaOperation: UInt8, Sendable, Equatable, Hashable {
    // One operand.
    case negate, not, sin, cos, tan, asin, acos, atan, exp, log, log2, log10, sqrt, abs, sign
    case floor, ceil, round, easeInOutCubic
    // Two operands.
    case add, subtract, multiply, divide, power, less, lessEqual, greater, greaterEqual, equal, notEqual
    case and, or, min, max, atan2, mod, hypot, step
    // Three operands.
    case select, clamp, mix, smoothstep
    // Program only (the compiler's strength reduction, never parsed): sin or cos of rel·K or
    // dist·K over the lanes, by angle addition (`FormulaProgram.run`); a = K, b and c the
    // lanes' cos(k·pitch·K) and sin(k·pitch·K) tables.
    case sinOfRel, cosOfRel, sinOfDist, cosOfDist

    /// Number of operands.
    var arity: Int {
        switch self {
        case .negate, .not, .sin, .cos, .tan, .asin, .acos, .atan, .exp, .log, .log2, .log10, .sqrt, .abs,
            .sign, .floor, .ceil, .round, .easeInOutCubic:
            1
        case .select, .clamp, .mix, .smoothstep, .sinOfRel, .cosOfRel, .sinOfDist, .cosOfDist: 3
        default: 2
        }
    }

    /// The value for operands `a`, `b`, `c` (unused ones ignored).
    @inline(__always)
    func apply(_ a: Double, _ b: Double, _ c: Double) -> Double {
        switch self {
        case .negate: -a
        case .not: a == 0 ? 1 : 0
        case .sin: FormulaMath.sin(a)
        case .cos: FormulaMath.cos(a)
        case .tan: Elementary.tan(a)
        case .asin: Elementary.asin(a)
        case .acos: Elementary.acos(a)
        case .atan: Elementary.atan(a)
        case .exp: Elementary.exp(a)
        case .log: Elementary.log(a)
        case .log2: Elementary.log2(a)
        case .log10: Elementary.log10(a)
        case .sqrt: a.squareRoot()
        case .abs: Swift.abs(a)
        case .sign: FormulaMath.sign(a)
        case .floor: a.rounded(.down)
        case .ceil: a.rounded(.up)
        case .round: a.rounded(.toNearestOrAwayFromZero)
        case .easeInOutCubic: Easing.easeInOutCubic(a)
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .power: Elementary.pow(a, b)
        case .less: a < b ? 1 : 0
        case .lessEqual: a <= b ? 1 : 0
        case .greater: a > b ? 1 : 0
        case .greaterEqual: a >= b ? 1 : 0
        case .equal: a == b ? 1 : 0
        case .notEqual: a != b ? 1 : 0
        case .and: a != 0 && b != 0 ? 1 : 0
        case .or: a != 0 || b != 0 ? 1 : 0
        case .min: Swift.min(a, b)
        case .max: Swift.max(a, b)
        case .atan2: Elementary.atan2(a, b)
        case .mod: FormulaMath.mod(a, b)
        case .hypot: Elementary.hypot(a, b)
        case .step: b < a ? 0 : 1
        case .select: a != 0 ? b : c
        case .clamp: Swift.min(Swift.max(a, b), c)
        case .mix: a + (b - a) * c
        case .smoothstep: FormulaMath.smoothstep(a, b, c)
        // Lane-wise only; never folded (they read the rel register).
        case .sinOfRel, .cosOfRel, .sinOfDist, .cosOfDist: .nan
        }
    }
}
