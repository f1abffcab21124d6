/// One control on the page: a slider over a numeric key or a choice among values, at a dotted
/// scenario key (`layout.scaleFrequency`). For a grid, one per grid key, spanning the key's
/// values; for a scenario, one per numeric setting, spanning half to twice its value.
struct ServeControl: Sendable {
    enum Kind: Sendable {
        /// A number in `min…max` (either order of sign), moved in `step`s.
        case range(min: Double, max: Double, step: Double, integer: Bool)
        /// One of these values.
        case choice([GridValue])
    }

    let key: String
    let path: [String]
    let kind: Kind
    /// The value the page starts from (the baseline's).
    let initial: GridValue

    init(key: String, kind: Kind, initial: GridValue) {
        self.key = key
        self.path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        self.kind = kind
        self.initial = initial
    }

    /// A grid axis: numbers span the smallest to the largest value, in the smallest gap
    /// between neighbours; strings and booleans are a choice. A continuous range (`{"from",
    /// "to"}` with no step, an optimize grid's) spans from…to in `continuousStep`s. `initial` is
    /// the baseline's value at the key when it lies in the range, else the axis's first.
    init(axis: GridAxis, baseline: JSONValue?) {
        if case .continuous(let from, let to) = axis.kind {
            let (low, high) = (min(from, to), max(from, to))
            let start = baseline?.doubleValue.flatMap { low <= $0 && $0 <= high ? $0 : nil } ?? from
            self.init(
                key: axis.key, kind: .range(min: low, max: high, step: Self.continuousStep(high - low), integer: false),
                initial: .number(start))
            return
        }
        let numbers = axis.values.compactMap { value -> Double? in
            if case .number(let x) = value { return x }
            return nil
        }
        if numbers.count == axis.values.count, numbers.count >= 2 {
            let sorted = numbers.sorted()
            let gaps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }.filter { $0 > 0 }
            let integer = numbers.allSatisfy { $0 == $0.rounded() }
            let start = baseline?.doubleValue.flatMap { sorted[0] <= $0 && $0 <= sorted[sorted.count - 1] ? $0 : nil } ?? numbers[0]
            self.init(
                key: axis.key,
                kind: .range(
                    min: sorted[0], max: sorted[sorted.count - 1], step: Self.decimal(gaps.min() ?? 1, like: numbers), integer: integer),
                initial: .number(start))
        } else {
            let start = axis.values.first { $0.json.matches(baseline) } ?? axis.values[0]
            self.init(key: axis.key, kind: .choice(axis.values), initial: start)
        }
    }

    /// `gap` rounded to as many decimals as `values` are printed with (a gap of 0.05 − … that
    /// subtraction leaves as 0.04999999999999993 becomes 0.05, so the slider lands on the
    /// grid's values). k / 10ᵖ, both exact, is the double nearest the decimal.
    static func decimal(_ gap: Double, like values: [Double]) -> Double {
        let places = values.map { value -> Int in
            let text = NumberFormat.shortest(value)
            guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return text.contains("e") ? -1 : 0 }
            return text.distance(from: dot, to: text.endIndex) - 1
        }
        guard !places.contains(-1), let p = places.max(), p <= 15 else { return gap }
        var scale = 1.0
        for _ in 0..<p { scale *= 10 }
        let rounded = (gap * scale).rounded() / scale
        return rounded > 0 ? rounded : gap
    }

    /// A continuous range's slider step: a thousandth of the decade of its span (0.0001 for a
    /// span of 0.75, 0.01 for 24), the exact decimal 1/10ᵖ or 10ᵖ (the page sends any value in
    /// the range, the best point's between steps too: `accept` does not snap).
    static func continuousStep(_ span: Double) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        var exponent = 0
        var decade = 1.0
        while decade > span, exponent > -300 { decade /= 10; exponent -= 1 }
        while decade * 10 <= span, exponent < 300 { decade *= 10; exponent += 1 }
        let p = exponent - 3
        guard abs(p) <= 22 else { return decade / 1000 }
        var power = 1.0
        for _ in 0..<abs(p) { power *= 10 }  // 10^|p| ≤ 10²² is exact
        return p < 0 ? 1 / power : power
    }

    /// A scenario's numeric setting `value`: half to twice it (±1 around 0), in steps of a
    /// hundredth of its magnitude's decade (1 for an integer literal).
    init(key: String, number value: Double, literal: String) {
        let integer = !literal.contains(".") && !literal.contains("e") && !literal.contains("E")
        let low = value == 0 ? -1 : value > 0 ? value / 2 : value * 2
        let high = value == 0 ? 1 : value > 0 ? value * 2 : value / 2
        var step = 1.0
        if !integer {
            var decade = 1.0
            let magnitude = value == 0 ? 1 : abs(value)
            while decade > magnitude { decade /= 10 }
            while decade * 10 <= magnitude { decade *= 10 }
            step = decade / 100
        }
        self.init(
            key: key,
            kind: .range(min: integer ? low.rounded(.down) : low, max: integer ? high.rounded(.up) : high, step: step, integer: integer),
            initial: .number(value))
    }

    /// `value` as this control's value, or why not (the request is refused: 422).
    func accept(_ value: JSONValue) -> Result<GridValue, ServeFailure> {
        switch kind {
        case .range(let low, let high, _, let integer):
            guard let x = value.doubleValue, x.isFinite else {
                return .failure(ServeFailure(422, "\(key): expected a number, got \(value.typeName)"))
            }
            guard low <= x, x <= high else {
                return .failure(
                    ServeFailure(
                        422,
                        "\(key): expected a number in [\(NumberFormat.shortest(low)), \(NumberFormat.shortest(high))], got \(NumberFormat.shortest(x))"
                    ))
            }
            guard !integer || x == x.rounded() else {
                return .failure(ServeFailure(422, "\(key): expected a whole number, got \(NumberFormat.shortest(x))"))
            }
            return .success(.number(x))
        case .choice(let values):
            guard let match = values.first(where: { $0.json.matches(value) }) else {
                return .failure(ServeFailure(422, "\(key): expected one of \(values.map(\.text).joined(separator: ", "))"))
            }
            return .success(match)
        }
    }

    /// `{"key":…,"kind":"range","min":…,"max":…,"step":…,"value":…}` or `{"key":…,"kind":"choice","choices":[…],"value":…}`.
    var json: String {
        var out = "{\"key\":\(JSONWriter.quoted(key)),"
        switch kind {
        case .range(let low, let high, let step, let integer):
            out += "\"kind\":\"range\",\"min\":\(NumberFormat.shortest(low)),\"max\":\(NumberFormat.shortest(high)),"
            out += "\"step\":\(NumberFormat.shortest(step)),\"integer\":\(integer),"
        case .choice(let values):
            out += "\"kind\":\"choice\",\"choices\":[\(values.map { JSONWriter.compact($0.json) }.joined(separator: ","))],"
        }
        out += "\"value\":\(JSONWriter.compact(initial.json)),"
        // The page's words: the key's plain label (`KeyLabel`, as the report's charts name it),
        // its group (the first component: `layout`, `scroll`, `touch`, …) and the components
        // between (`snap.spring`), which tell apart two keys of one label.
        let inner = path.dropFirst().dropLast().joined(separator: ".")
        return out
            + "\"label\":\(JSONWriter.quoted(KeyLabel.label(key))),\"group\":\(JSONWriter.quoted(path.count > 1 ? path[0] : "")),"
            + "\"within\":\(JSONWriter.quoted(inner))}"
    }
}
