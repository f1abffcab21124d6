import ScrollPhysics

extension ScenarioDecoder {
    /// `layout`: `kind` (default `none`, or a registered plug-in's) and that kind's keys; another
    /// kind's keys are unknown.
    func decodeLayout(_ object: ObjectReader?) throws(InputError) -> LayoutSettings {
        var layout = LayoutSettings()
        guard let object else { return layout }
        if let plugin = try registeredKind(object) {
            layout.plugin = try plugin.decode(object)
            try object.finish()
            return layout
        }
        layout.kind = try builtInKind(object)
        let reader = LayoutFieldReader(object: object)
        switch layout.kind {
        case .none: break
        case .cardStack: try reader.read(&layout.cardStack)
        case .flowStack: try reader.read(&layout.flowStack)
        case .parallax: try reader.read(&layout.parallax, decoder: self)
        case .fade: try reader.read(&layout.fade)
        case .formula: layout.formula = try decodeFormulaLayout(object)
        }
        if layout.kind == .cardStack || layout.kind == .formula { try decodePerspective(object, into: &layout) }
        try object.finish()
        return layout
    }

    /// `layout.perspective` (card stack and formula layouts): a distance d > 0 (pt), greater
    /// than every z the layout can give when that z is known before running — the card stack's
    /// max(zFloor, zMax) when zSlope ≥ 0, a formula's z when it reads only params (default 0).
    /// Other z are checked every frame (`Perspective.project`, a run fault).
    func decodePerspective(_ object: ObjectReader, into layout: inout LayoutSettings) throws(InputError) {
        guard let d = try object.double("perspective", expected: "a distance > 0 (pt)", valid: { $0 > 0 && $0 < 1e9 })
        else { return }
        let highest: (z: Double, source: String)?
        if layout.kind == .cardStack {
            let c = layout.cardStack
            highest = c.zSlope >= 0 ? (max(c.zFloor, c.zMax), "the cards' largest z, max(zFloor, zMax)") : nil
        } else {
            highest = layout.formula?.definition.constantZ.map { ($0, "the items' z") }
        }
        if let highest, highest.z >= d {
            throw object.error(
                "perspective",
                "expected a distance > \(NumberFormat.shortest(highest.z)) (pt; \(highest.source)), got \(NumberFormat.shortest(d))")
        }
        layout.perspective = d
        layout.perspectivePosition = object.node("perspective")?.position
    }
}

/// Reads layout keys with the checks their doc comments state.
struct LayoutFieldReader {
    let object: ObjectReader

    func length(_ key: String, _ value: inout Double) throws(InputError) {
        value = try object.double(key, default: value, expected: "a positive length (pt)") { $0 > 0 && $0 < 1e9 }
    }
    func nonNegative(_ key: String, _ value: inout Double) throws(InputError) {
        value = try object.double(key, default: value, expected: "a number ≥ 0") { $0 >= 0 && $0 < 1e9 }
    }
    func finite(_ key: String, _ value: inout Double) throws(InputError) {
        value = try object.double(key, default: value, expected: "a finite number") { abs($0) < 1e9 }
    }
    func unit(_ key: String, _ value: inout Double) throws(InputError) {
        value = try object.double(key, default: value, expected: "a number in [0, 1]") { $0 >= 0 && $0 <= 1 }
    }
    func positiveInt(_ key: String, _ value: inout Int, limit: Int = 1000) throws(InputError) {
        value = try object.int(key, default: value, expected: "an integer in [1, \(limit)]") { $0 >= 1 && $0 <= limit }
    }
    /// `count`: a positive integer, or `"infinite"` (data indices unbounded).
    func count(_ value: inout Int?) throws(InputError) {
        guard let node = object.node("count") else { return }
        if case .string("infinite") = node.value { value = nil; return }
        value = try object.int("count", default: value ?? 1, expected: "a positive integer or \"infinite\"") { $0 >= 1 }
    }

    func read(_ c: inout CardStackConfiguration) throws(InputError) {
        try length("cardWidth", &c.cardWidth); try length("cardHeight", &c.cardHeight)
        try length("spacing", &c.spacing)
        try nonNegative("baseScale", &c.baseScale); try nonNegative("maxScale", &c.maxScale)
        try finite("scaleFrequency", &c.scaleFrequency); try finite("centerFrequency", &c.centerFrequency)
        try finite("tilt", &c.tilt)
        try unit("alphaFloor", &c.alphaFloor); try nonNegative("alphaDecay", &c.alphaDecay)
        try finite("zMax", &c.zMax); try finite("zSlope", &c.zSlope); try finite("zFloor", &c.zFloor)
        try unit("shadowOpacity", &c.shadowOpacity)
        try count(&c.count)
        try positiveInt("visibleCount", &c.visibleCount, limit: 255)
        c.dynamicSpacing = try object.bool("dynamicSpacing", default: c.dynamicSpacing)
        c.scaleCurve = try object.choice("scaleCurve", default: c.scaleCurve)
        try length("scaleWidth", &c.scaleWidth)
        try finite("stride", &c.stride)
        c.shiftAmplitude = try object.double("shiftAmplitude", expected: "a length ≥ 0 (pt)") { $0 >= 0 && $0 < 1e9 } ?? c.shiftAmplitude
    }

    func read(_ c: inout FlowStackConfiguration) throws(InputError) {
        try length("itemHeight", &c.itemHeight); try nonNegative("spacing", &c.spacing)
        try positiveInt("maxVisible", &c.maxVisible)
        try nonNegative("scaleStep", &c.scaleStep); try nonNegative("horizontalInset", &c.horizontalInset)
        try unit("minimumPeekScale", &c.minimumPeekScale); try length("shrinkDistance", &c.shrinkDistance)
        try finite("lagFactor", &c.lagFactor)
        try count(&c.count)
    }

    func read(_ c: inout ParallaxConfiguration, decoder: ScenarioDecoder) throws(InputError) {
        if let layers = try object.array("layers") {
            guard !layers.isEmpty, layers.count <= 16 else {
                throw object.error("layers", "expected 1 to 16 layers, got \(layers.count)")
            }
            var decoded: [ParallaxLayerConfiguration] = []
            for (i, node) in layers.enumerated() {
                let layer = try ObjectReader(node, path: object.path.key("layers").index(i), file: decoder.file)
                var value = ParallaxLayerConfiguration()
                try LayoutFieldReader(object: layer).finite("factor", &value.factor)
                try LayoutFieldReader(object: layer).nonNegative("maxOffset", &value.maxOffset)
                try layer.finish()
                decoded.append(value)
            }
            c.layers = decoded
        } else if object.has("factor") || object.has("maxOffset") {
            // One-layer shorthand, so a grid can sweep `layout.factor` and `layout.maxOffset`.
            var layer = c.layers.first ?? ParallaxLayerConfiguration()
            try finite("factor", &layer.factor)
            try nonNegative("maxOffset", &layer.maxOffset)
            c.layers = [layer]
        }
        c.base = try object.choice("base", default: c.base)
        c.velocityFactor = try object.bool("velocityFactor", default: c.velocityFactor)
        try length("cellHeight", &c.cellHeight); try nonNegative("spacing", &c.spacing)
        try count(&c.count)
    }

    func read(_ c: inout FadeConfiguration) throws(InputError) {
        try length("itemHeight", &c.itemHeight); try nonNegative("spacing", &c.spacing)
        try finite("topInset", &c.topInset); try length("region", &c.region)
        try unit("fadeDepth", &c.fadeDepth); try nonNegative("horizontalInset", &c.horizontalInset)
        try count(&c.count)
    }
}
