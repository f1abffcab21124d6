import ScrollPhysics

extension ScenarioDecoder {
    /// `scroll.*` (docs/scenario.md). The layout supplies defaults that follow it: the snap
    /// interval (its item pitch) and the edge-damping extent (count·spacing).
    func decodeScroll(_ object: ObjectReader?, layout: LayoutSettings) throws(InputError) -> ScrollConfiguration {
        var scroll = ScrollConfiguration()
        guard let object else { return scroll }
        try ScrollSettings.all.read(object, into: &scroll, SettingContext(decoder: self, layout: layout))
        try object.finish()
        return scroll
    }

    /// `scroll.content`: `{"length": L}` (bounded) or `{"infinite": true}`; `nil` = infinite.
    static func decodeContent(_ content: ObjectReader) throws(InputError) -> Points? {
        let infinite = try content.bool("infinite")
        let length = try content.double("length", expected: "a length ≥ 0 (pt)") { $0 >= 0 && $0 < 1e12 }
        let result: Points?
        switch (infinite, length) {
        case (true?, nil), (nil, nil): result = nil
        case (false?, nil): throw content.error("infinite", "expected true, or {\"length\": L} for bounded content")
        case (nil, let length?): result = length
        case (_?, _?): throw content.error(nil, "expected either {\"length\": L} or {\"infinite\": true}, not both")
        }
        try content.finish()
        return result
    }

    /// `scroll.rubberBand`: `constant` and `dimension`.
    static func decodeRubberBand(_ band: ObjectReader, into scroll: inout ScrollConfiguration) throws(InputError) {
        scroll.rubberBandConstant = try band.double("constant", default: RubberBand.defaultConstant, expected: "a positive number") {
            $0 > 0 && $0 < 1e6
        }
        scroll.rubberBandDimension = try band.double("dimension", expected: "a positive length (pt)") { $0 > 0 && $0 < 1e12 }
        try band.finish()
    }

    /// `scroll.snap`: the policy, the interval (only `nearest` reads it; the layout's pitch by
    /// default), the mode and the spring.
    func decodeSnap(_ snap: ObjectReader, into scroll: inout ScrollConfiguration, layout: LayoutSettings) throws(InputError) {
        scroll.snap.policy = try snap.choice("policy", default: SnapPolicy.none)
        // Only `nearest` reads the interval; leaving it untouched otherwise keeps scroll
        // configurations equal across layout spacings, so a sweep reuses the trajectory.
        let interval = try snap.double("interval", expected: "a positive length (pt)") { $0 > 0 && $0 < 1e12 }
        if scroll.snap.policy == .nearest { scroll.snap.interval = interval ?? layout.pitch }
        scroll.snap.mode = try snap.choice("mode", default: SnapMode.spring)
        if let spring = try snap.object("spring") { scroll.snap.spring = try decodeSpring(spring) }
        try snap.finish()
    }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number r in (0, 1); `nil` when absent.
    static func decodeRate(_ object: ObjectReader) throws(InputError) -> DecelerationRate? {
        let expectation = "\"normal\", \"fast\" or a number in (0, 1)"
        guard let node = object.node("decelerationRate") else { return nil }
        switch node.value {
        case .string("normal"): return .normal
        case .string("fast"): return .fast
        case let .number(r, literal):
            guard r > 0, r < 1 else { throw object.error("decelerationRate", "expected \(expectation), got \(literal)") }
            return DecelerationRate(perMillisecond: r)
        case let .string(s):
            var message = "expected \(expectation), got \(JSONWriter.quoted(s))"
            if let near = DidYouMean.suggestion(for: s, among: ["normal", "fast"]) { message += "; did you mean \"\(near)\"?" }
            throw object.error("decelerationRate", message)
        default:
            throw InputError.expected(expectation, got: node, file: object.file, path: object.path.key("decelerationRate"))
        }
    }

    /// `edgeDamping`: `true`/`false`, or `{"enabled", "buffer", "maxReduction"}` (enabled when
    /// the object is given unless `enabled` is false). The extent is the layout's count·spacing.
    func decodeEdgeDamping(_ object: ObjectReader, layout: LayoutSettings) throws(InputError) -> EdgeDamping? {
        guard let node = object.node("edgeDamping") else { return nil }
        if case let .bool(on) = node.value { return on ? EdgeDamping(extent: layout.edgeDampingExtent) : nil }
        let damping = try ObjectReader(node, path: object.path.key("edgeDamping"), file: file)
        let enabled = try damping.bool("enabled", default: true)
        let buffer = try damping.double("buffer", default: 0.8, expected: "a positive number") { $0 > 0 && $0 < 1e6 }
        let reduction = try damping.double("maxReduction", default: 0.8, expected: "a number in [0, 1)") { $0 >= 0 && $0 < 1 }
        try damping.finish()
        return enabled ? EdgeDamping(extent: layout.edgeDampingExtent, buffer: buffer, maxReduction: reduction) : nil
    }
}
