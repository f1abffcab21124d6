import ScrollPhysics

/// One grid key as `tunelab optimize` searches it (docs/optimize.md#the-space): typed by how the
/// grid wrote it, and mapped from a search coordinate u (any real) to a value.
///
/// u is first projected onto the box, r = min(max(u, 0), 1), so every coordinate CMA-ES proposes
/// is a point of the box and a best point on its wall is reached exactly (tuning optima often sit
/// there; reflection at the walls, tried first, reached cardstack-4's corner optimum of jitter in
/// 0 of 5 seeds at 280 evaluations, projection in 5 of 5), then:
/// - continuous `{from, to}`: x = from + r·(to − from) (r = 1 gives `to` exactly);
/// - logarithmic `logspace`: x = from·(to/from)^r, searched in log space between from and to
///   (its `count` is the sweep's resolution, not the search's);
/// - lattice `{from, to, step}` or `linspace` of n values: value ⌊r·(n − 1) + ½⌋ (the nearest);
/// - categorical (a list of n values): value min(⌊r·n⌋, n − 1) (n equal cells).
public struct SearchAxis: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case continuous(from: Double, to: Double)
        case logarithmic(from: Double, to: Double)
        /// `integer`: every value is a whole number.
        case lattice(values: [GridValue], integer: Bool)
        case categorical(values: [GridValue])
    }

    public let key: String
    public let kind: Kind

    /// The key of grid axis `axis`, typed by how it was written.
    public init(_ axis: GridAxis) {
        key = axis.key
        switch axis.kind {
        case .continuous(let from, let to): kind = .continuous(from: from, to: to)
        case .logspace(let from, let to): kind = .logarithmic(from: from, to: to)
        case .stepped, .linspace:
            let integer = axis.values.allSatisfy { if case .number(let x) = $0 { x == x.rounded() } else { false } }
            kind = .lattice(values: axis.values, integer: integer)
        case .list: kind = .categorical(values: axis.values)
        }
    }

    /// Whether the key takes more than one value (a fixed key is not searched).
    public var isSearched: Bool {
        switch kind {
        case .continuous(let a, let b), .logarithmic(let a, let b): a != b
        case .lattice(let values, _), .categorical(let values): values.count > 1
        }
    }

    /// The type as `summary.md` names it.
    public var typeName: String {
        switch kind {
        case .continuous: "continuous"
        case .logarithmic: "continuous, log scale"
        case .lattice(let values, let integer): "\(integer ? "integer " : "")lattice of \(values.count)"
        case .categorical(let values): "categorical, \(NumberFormat.plural(values.count, "value"))"
        }
    }

    /// The range or values as `summary.md` shows them.
    public var rangeText: String {
        switch kind {
        case .continuous(let a, let b), .logarithmic(let a, let b): "\(NumberFormat.shortest(a)) … \(NumberFormat.shortest(b))"
        case .lattice(let values, _):
            "\(values.first?.text ?? "") … \(values.last?.text ?? "")"
        case .categorical(let values): values.map(\.text).joined(separator: ", ")
        }
    }

    /// r ∈ [0, 1]: u projected onto [0, 1] (a NaN, which a diverged search could give, is ½).
    public static func fold(_ u: Double) -> Double {
        guard !u.isNaN else { return 0.5 }
        return min(max(u, 0), 1)
    }

    /// The value at search coordinate `u` (the type's rule above).
    public func value(at u: Double) -> GridValue {
        let r = Self.fold(u)
        switch kind {
        case .continuous(let from, let to):
            return .number(r == 1 ? to : from + r * (to - from))
        case .logarithmic(let from, let to):
            return .number(r == 1 ? to : from * Elementary.pow(to / from, r))
        case .lattice(let values, _):
            return values[min(values.count - 1, Int((r * Double(values.count - 1) + 0.5).rounded(.down)))]
        case .categorical(let values):
            return values[min(values.count - 1, Int((r * Double(values.count)).rounded(.down)))]
        }
    }

    /// r ∈ [0, 1] of `value` on this key (the inverse of `value(at:)` for a value it gives):
    /// (x − from)/(to − from); log(x/from)/log(to/from) on a log scale; i/(n − 1) for the i-th of n
    /// lattice values; (i + ½)/n, the middle of its cell, for the i-th of n categories; nil for a
    /// value the key does not take, or a key with one value.
    public func position(of value: GridValue) -> Double? {
        guard isSearched else { return nil }
        switch kind {
        case .continuous(let a, let b):
            guard case .number(let x) = value else { return nil }
            return (x - a) / (b - a)
        case .logarithmic(let a, let b):
            guard case .number(let x) = value, x > 0 else { return nil }
            return Elementary.log(x / a) / Elementary.log(b / a)
        case .lattice(let values, _):
            return values.firstIndex(of: value).map { Double($0) / Double(values.count - 1) }
        case .categorical(let values):
            return values.firstIndex(of: value).map { (Double($0) + 0.5) / Double(values.count) }
        }
    }

    /// Whether `value` sits on an end of a numeric range (the best point would then ask for a
    /// wider one): within 1 % of the span of an end, or the first or last lattice value.
    /// Categorical keys have no edge.
    public func isOnEdge(_ value: GridValue) -> Bool {
        guard case .number(let x) = value else { return false }
        switch kind {
        case .continuous(let a, let b): return abs(x - a) <= 0.01 * abs(b - a) || abs(x - b) <= 0.01 * abs(b - a)
        case .logarithmic(let a, let b):
            let span = abs(Elementary.log(b / a))
            return abs(Elementary.log(x / a)) <= 0.01 * span || abs(Elementary.log(x / b)) <= 0.01 * span
        case .lattice(let values, _): return values.count > 1 && (value == values.first || value == values.last)
        case .categorical: return false
        }
    }
}
