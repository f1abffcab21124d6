import ScrollPhysics

/// Reads `grid`: keys in file order, each a list of values or a range (docs/grid.md).
struct GridAxisDecoder {
    let file: String
    /// `--max-points`: a range of more values makes a grid of more points, refused before its
    /// values are made (2·10⁷ of them took 32 s and 490 MB only to be refused).
    var maxValues = Int.max
    /// `tunelab optimize`: a `{"from", "to"}` range with no step is a continuous axis, not an error.
    var allowsContinuous = false
    static let expectation = "a list of numbers or a range"

    func decodeAxes(_ object: ObjectReader) throws(InputError) -> [GridAxis] {
        guard let gridNode = object.node("grid") else { return [] }
        guard case .object(let members) = gridNode.value else {
            throw InputError.expected("an object of dotted scenario paths", got: gridNode, file: file, path: JSONPath.root.key("grid"))
        }
        var axes: [GridAxis] = []
        for member in members {
            let path = JSONPath.root.key("grid").key(member.key)
            let parts = member.key.split(separator: ".", omittingEmptySubsequences: false)
            guard !member.key.isEmpty, !parts.contains(where: \.isEmpty) else {
                throw InputError(
                    file: file, position: member.keyPosition, path: path, message: "expected a dotted scenario path like \"layout.spacing\""
                )
            }
            if parts[0] == "gesture" || parts[0] == "name" {
                throw InputError(
                    file: file, position: member.keyPosition, path: path,
                    message: parts[0] == "gesture" ? "gestures are varied with \"cases\", not grid keys" : "\"name\" cannot be swept")
            }
            let (values, kind) = try decodeValues(member.node, path: path)
            axes.append(GridAxis(key: member.key, values: values, position: member.keyPosition, kind: kind))
        }
        return axes
    }

    private func decodeValues(_ node: JSONNode, path: JSONPath) throws(InputError) -> ([GridValue], GridAxisKind) {
        switch node.value {
        case .array(let items):
            guard !items.isEmpty else {
                throw InputError(file: file, position: node.position, path: path, message: "expected a non-empty list")
            }
            var values: [GridValue] = []
            for (i, item) in items.enumerated() {
                switch item.value {
                case .number(let x, _): values.append(.number(x))
                case .string(let s): values.append(.string(s))
                case .bool(let b): values.append(.bool(b))
                default: throw InputError.expected("a number, a string or a boolean", got: item, file: file, path: path.index(i))
                }
            }
            return (values, .list)
        case .object:
            let range = try ObjectReader(node, path: path, file: file)
            if range.has("linspace") || range.has("logspace") {
                let log = range.has("logspace")
                guard let spec = try range.object(log ? "logspace" : "linspace") else { return ([], .list) }
                try range.finish()
                let values = try spaced(spec, logarithmic: log)
                guard log, case .number(let a)? = values.first, case .number(let b)? = values.last else { return (values, .linspace) }
                return (values, .logspace(from: a, to: b))
            }
            if allowsContinuous, range.has("from"), range.has("to"), !range.has("step") {
                return try continuous(range)
            }
            return (try stepped(range), .stepped)
        default:
            throw InputError.expected(Self.expectation, got: node, file: file, path: path)
        }
    }

    /// `{"from", "to"}` with no step (`tunelab optimize`): two finite numbers, a continuous axis
    /// whose `values` are [from, to] (the decoder's load-time checks read the first).
    private func continuous(_ range: ObjectReader) throws(InputError) -> ([GridValue], GridAxisKind) {
        let from = try range.double("from"), to = try range.double("to")
        try range.finish()
        guard let from, let to, from.isFinite, to.isFinite else { throw range.error(nil, "expected finite \"from\" and \"to\"") }
        return ([.number(from), .number(to)], .continuous(from: from, to: to))
    }

    /// `{"from", "to", "step"}`, decimal-exact.
    private func stepped(_ range: ObjectReader) throws(InputError) -> [GridValue] {
        if range.has("from"), range.has("to"), !range.has("step") {
            try range.finish()  // a misspelt "step" gets its did-you-mean first
            throw range.error(nil, Self.continuousRefusal)
        }
        var literals: [String] = []
        for key in ["from", "to", "step"] {
            guard let node = range.node(key) else {
                throw range.error(nil, "expected \"from\", \"to\" and \"step\" (or \"linspace\" / \"logspace\")")
            }
            guard case .number(_, let literal) = node.value else {
                throw InputError.expected("a number", got: node, file: file, path: range.path.key(key))
            }
            literals.append(literal)
        }
        try range.finish()
        switch DecimalRange.make(from: literals[0], to: literals[1], step: literals[2]) {
        case .success(let decimal):
            guard decimal.count <= maxValues else { throw range.error(nil, Self.tooMany(decimal.count, maxValues)) }
            return (0..<decimal.count).map { .number(decimal.value($0)) }
        case .failure(let failure):
            throw range.error(
                failure == .zeroStep || failure == .wrongSign ? "step" : nil,
                failure.message + ", got from \(literals[0]), to \(literals[1]), step \(literals[2])")
        }
    }

    /// linspace: from + i·(to − from)/(count − 1); logspace: from·(to/from)^(i/(count − 1)); the last exactly `to`.
    private func spaced(_ spec: ObjectReader, logarithmic: Bool) throws(InputError) -> [GridValue] {
        let positive = "a positive number"
        let from = try logarithmic ? spec.double("from", expected: positive) { $0 > 0 } : spec.double("from")
        let to = try logarithmic ? spec.double("to", expected: positive) { $0 > 0 } : spec.double("to")
        let count = try spec.int("count", default: -1, expected: "an integer in [1, \(DecimalRange.maximumCount)]") {
            $0 >= 1 && $0 <= DecimalRange.maximumCount
        }
        guard let from, let to, count >= 1 else { throw spec.error(nil, "expected \"from\", \"to\" and \"count\"") }
        guard count <= maxValues else { throw spec.error("count", Self.tooMany(count, maxValues)) }
        try spec.finish()
        if count == 1 { return [.number(from)] }
        let n = Double(count - 1)
        // (to − from) or to/from beyond the doubles gives ∞/NaN values: refused here, with the place.
        let span = logarithmic ? to / from : to - from
        guard span.isFinite, span != 0 || from == to else {
            throw spec.error(
                nil,
                "expected a range whose \(logarithmic ? "ratio to/from" : "span to − from") is a finite number, got from \(NumberFormat.shortest(from)), to \(NumberFormat.shortest(to))"
            )
        }
        var values: [GridValue] = []
        values.reserveCapacity(count)
        for i in 0..<count {
            let x = i == count - 1 ? to : logarithmic ? from * Elementary.pow(span, Double(i) / n) : from + Double(i) * span / n
            guard x.isFinite else {
                throw spec.error(
                    nil,
                    "expected finite values, got a non-finite value \(i) from \(NumberFormat.shortest(from)) to \(NumberFormat.shortest(to))"
                )
            }
            values.append(.number(x))
        }
        return values
    }

    /// `{"from", "to"}` with no step is a continuous range: `tunelab optimize` searches it (issue 47),
    /// a sweep cannot enumerate it.
    static let continuousRefusal =
        "a range with no \"step\" is continuous: search it with tunelab optimize, or give \"step\" (or \"linspace\" / \"logspace\") to sweep it"

    /// A range with more values than --max-points allows points.
    static func tooMany(_ count: Int, _ maximum: Int) -> String {
        "expected at most --max-points \(maximum) values (a grid of more points is refused), got \(count)"
    }
}
