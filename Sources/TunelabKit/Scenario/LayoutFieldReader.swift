import ScrollPhysics

/// Reads a layout's declared fields (`LayoutField`) from its `layout` object, each with its
/// check (`FieldCheck`): `layout.cardWidth: expected a positive length (pt), got -3`.
struct LayoutFieldReader {
    let object: ObjectReader

    /// Reads every field of `C`, in declaration order, into `configuration`.
    func read<C: DeclaredLayoutConfiguration>(_ configuration: inout C) throws(InputError) {
        try read(&configuration, fields: C.fields)
    }

    /// Reads `fields` into `value`; absent keys keep its values.
    func read<C>(_ value: inout C, fields: [LayoutField<C>]) throws(InputError) {
        for field in fields { try read(field, into: &value) }
    }

    /// Absent keys keep the value and cost no key-path access (most keys are absent: a sweep
    /// point writes only its axes'); an expectation is spelled out only for a key that is there.
    private func read<C>(_ field: LayoutField<C>, into value: inout C) throws(InputError) {
        let key = field.key, check = field.check
        switch field.access {
        case .double(let path):
            if let x = try object.double(key, expected: check.expected, valid: { check.accepts($0) }) {
                value[keyPath: path] = x
            }
        case .optionalDouble(let path, _):
            if let x = try object.double(key, expected: check.expected, valid: { check.accepts($0) }) {
                value[keyPath: path] = x
            }
        case .int(let path):
            guard object.has(key) else { return }
            value[keyPath: path] = try object.int(key, default: 0, expected: check.expected) { check.accepts(Double($0)) }
        case .count(let path):
            try count(key, &value[keyPath: path])
        case .bool(let path):
            if let b = try object.bool(key) { value[keyPath: path] = b }
        case .choice(_, let set):
            guard case .choice(let names) = check else { preconditionFailure("\(key): a choice without names") }
            if let name = try object.choice(key, among: names) { set(&value, name) }
        case .layers(let path):
            try readLayers(key, limit: check, into: &value[keyPath: path])
        }
    }

    /// `count`: a positive integer, or `"infinite"` (data indices unbounded: `nil`). Absent, `value` stays.
    func count(_ key: String, _ value: inout Int?) throws(InputError) {
        guard let node = object.node(key) else { return }
        if case .string("infinite") = node.value { value = nil; return }
        value = try object.int(key, default: value ?? 1, expected: FieldCheck.count.expected) { $0 >= 1 }
    }

    /// `layers`: 1 … limit layer objects; or, without it, one layer's keys on the layout itself
    /// (so a grid can sweep `layout.factor` and `layout.maxOffset`), which then replace the
    /// layers by that one. With `layers` written, the shorthand's keys are unknown.
    private func readLayers(_ key: String, limit check: FieldCheck, into layers: inout [ParallaxLayerConfiguration])
        throws(InputError)
    {
        let fields = ParallaxLayerConfiguration.fields
        if let nodes = try object.array(key) {
            guard case .layers(let limit) = check, !nodes.isEmpty, nodes.count <= limit else {
                throw object.error(key, "expected \(check.expected), got \(nodes.count)")
            }
            var decoded: [ParallaxLayerConfiguration] = []
            for (i, node) in nodes.enumerated() {
                let layer = try ObjectReader(node, path: object.path.key(key).index(i), file: object.file)
                var value = ParallaxLayerConfiguration()
                try LayoutFieldReader(object: layer).read(&value, fields: fields)
                try layer.finish()
                decoded.append(value)
            }
            layers = decoded
        } else if fields.contains(where: { object.has($0.key) }) {
            var layer = layers.first ?? ParallaxLayerConfiguration()
            try read(&layer, fields: fields)
            layers = [layer]
        }
    }
}
