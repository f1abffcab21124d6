import ScrollPhysics

extension ScenarioDecoder {
    /// `scroll.*` (docs/scenario.md). The layout supplies defaults that follow it: the snap
    /// interval (its item pitch) and the edge-damping extent (count·spacing).
    func decodeScroll(_ object: ObjectReader?, layout: LayoutSettings) throws(InputError) -> ScrollConfiguration {
        var scroll = ScrollConfiguration()
        guard let object else { return scroll }
        scroll.model = try object.choice("model", default: ScrollModel.uikit)
        scroll.viewport = try object.double("viewport", default: 390, expected: "a positive length (pt)") { $0 > 0 && $0 < 1e9 }
        scroll.crossViewport = try object.double("crossViewport", default: 844, expected: "a positive length (pt)") { $0 > 0 && $0 < 1e9 }
        if let content = try object.object("content") {
            let infinite = try content.bool("infinite")
            let length = try content.double("length", expected: "a length ≥ 0 (pt)") { $0 >= 0 && $0 < 1e12 }
            switch (infinite, length) {
            case (true?, nil), (nil, nil): scroll.contentLength = nil
            case (false?, nil): throw content.error("infinite", "expected true, or {\"length\": L} for bounded content")
            case (nil, let length?): scroll.contentLength = length
            case (_?, _?): throw content.error(nil, "expected either {\"length\": L} or {\"infinite\": true}, not both")
            }
            try content.finish()
        }
        scroll.initialOffset = try object.double("initialOffset", default: 0, expected: "a finite offset (pt)") { abs($0) < 1e12 }
        scroll.decelerationRate = try decodeRate(object)
        scroll.stopSpeed = try object.double("stopSpeed", default: Deceleration.stopSpeed, expected: "a positive speed (pt/s)") {
            $0 > 0 && $0 < 1e9
        }
        scroll.decelerationLaw = try object.choice("decelerationLaw", default: DecelerationLaw.continuous)
        scroll.restDistance = try object.double("restDistance", default: 0.5, expected: "a positive distance (pt)") { $0 > 0 && $0 < 1e6 }
        scroll.restVelocity = try object.double("restVelocity", default: 5, expected: "a positive speed (pt/s)") { $0 > 0 && $0 < 1e9 }
        if let band = try object.object("rubberBand") {
            scroll.rubberBandConstant = try band.double(
                "constant", default: RubberBand.defaultConstant,
                expected: "a positive number"
            ) { $0 > 0 && $0 < 1e6 }
            scroll.rubberBandDimension = try band.double("dimension", expected: "a positive length (pt)") { $0 > 0 && $0 < 1e12 }
            try band.finish()
        }
        if let bounce = try object.object("bounce") { scroll.bounce = try decodeSpring(bounce) }
        if let snap = try object.object("snap") {
            scroll.snap.policy = try snap.choice("policy", default: SnapPolicy.none)
            // Only `nearest` reads the interval; leaving it untouched otherwise keeps scroll
            // configurations equal across layout spacings, so a sweep reuses the trajectory.
            let interval = try snap.double("interval", expected: "a positive length (pt)") { $0 > 0 && $0 < 1e12 }
            if scroll.snap.policy == .nearest { scroll.snap.interval = interval ?? layout.pitch }
            scroll.snap.mode = try snap.choice("mode", default: SnapMode.spring)
            if let spring = try snap.object("spring") { scroll.snap.spring = try decodeSpring(spring) }
            try snap.finish()
        }
        scroll.edgeDamping = try decodeEdgeDamping(object, layout: layout)
        try object.finish()
        return scroll
    }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number r in (0, 1).
    private func decodeRate(_ object: ObjectReader) throws(InputError) -> DecelerationRate {
        let expectation = "\"normal\", \"fast\" or a number in (0, 1)"
        guard let node = object.node("decelerationRate") else { return .normal }
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
            throw InputError.expected(expectation, got: node, file: file, path: object.path.key("decelerationRate"))
        }
    }

    /// `edgeDamping`: `true`/`false`, or `{"enabled", "buffer", "maxReduction"}` (enabled when
    /// the object is given unless `enabled` is false). The extent is the layout's count·spacing.
    private func decodeEdgeDamping(_ object: ObjectReader, layout: LayoutSettings) throws(InputError) -> EdgeDamping? {
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
