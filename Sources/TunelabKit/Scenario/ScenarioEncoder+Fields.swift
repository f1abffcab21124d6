import ScrollPhysics

extension ScenarioEncoder {
    /// A declared configuration's keys and values in declaration order (`LayoutField`), every
    /// default spelled out: an absent optional length as the value in effect, a count as an
    /// integer or `"infinite"`, the parallax layers as a list of layer objects.
    static func fields<C>(_ value: C, _ fields: [LayoutField<C>]) -> [(String, ExportJSON)] {
        fields.map { field in
            let json: ExportJSON =
                switch field.access {
                case .double(let path): .number(value[keyPath: path])
                case .optionalDouble(let path, let resolved): .number(value[keyPath: path] ?? resolved(value))
                case .int(let path): .integer(value[keyPath: path])
                case .count(let path): count(value[keyPath: path])
                case .bool(let path): .bool(value[keyPath: path])
                case .choice(let get, _): .string(get(value))
                case .layers(let path):
                    .array(value[keyPath: path].map { .object(Self.fields($0, ParallaxLayerConfiguration.fields)) })
                }
            return (field.key, json)
        }
    }
}
