import ScrollPhysics

extension ScenarioDecoder {
    /// The most samples an inline trace may hold.
    static let maximumInlineSamples = 100_000

    /// `{"trace": {"samples": [[time, translation], …], "timeUnit": …}}`: a trace written in the
    /// scenario (as `tunelab serve` writes a gesture drawn on its player), read as a
    /// `time,translation` CSV is (`readTrace`): times in `timeUnit` strictly increasing, counted
    /// from the first sample, below 1e6 s; translations (pt, touch space) below 1e9 in magnitude;
    /// the finger must move. At most `maximumInlineSamples` samples. Each error names the sample.
    func inlineTrace(_ node: JSONNode, timeUnit: TraceTimeUnit, reader: ObjectReader) throws(InputError) -> GestureStep {
        let path = reader.path.key("samples")
        guard case .array(let rows) = node.value, !rows.isEmpty else {
            throw InputError.expected("a non-empty list of [time, translation] samples", got: node, file: file, path: path)
        }
        guard rows.count <= Self.maximumInlineSamples else {
            throw reader.error("samples", "expected at most \(Self.maximumInlineSamples) samples, got \(rows.count)")
        }
        var times: [Seconds] = [], translations: [Points] = []
        times.reserveCapacity(rows.count)
        translations.reserveCapacity(rows.count)
        var first = 0.0, previous = -Double.infinity
        for (i, row) in rows.enumerated() {
            guard case .array(let pair) = row.value, pair.count == 2, let clock = pair[0].value.doubleValue,
                let x = pair[1].value.doubleValue
            else {
                throw InputError.expected("a sample [time, translation] of two numbers", got: row, file: file, path: path.index(i))
            }
            if i == 0 { first = clock }
            guard clock > previous else {
                throw InputError(
                    file: file, position: row.position, path: path.index(i),
                    message: "expected a time after the previous sample's \(NumberFormat.shortest(previous)) (times must strictly increase)"
                )
            }
            previous = clock
            let t = timeUnit.seconds(from: first, to: clock)
            guard t <= 1e6, abs(x) < 1e9 else {
                throw InputError(
                    file: file, position: row.position, path: path.index(i),
                    message: "expected a time below 1e6 s from the first sample and a translation below 1e9 pt")
            }
            times.append(t)
            translations.append(x)
        }
        guard translations.contains(where: { $0 != translations[0] }) else {
            throw reader.error(
                "samples",
                "the trace never moves: its translation is \(NumberFormat.shortest(translations[0])) in all \(times.count) samples; expected a finger that moves (a still finger is a \"hold\" step)"
            )
        }
        return .trace(times: times, translations: translations)
    }
}
