extension LayoutField {
    /// Sets this field of `target` to its value in `source`, leaving every other field as it
    /// is (the sweep composes a point's layout from probes this way, `ComposedLayoutDecoding`).
    package func copy(from source: Configuration, into target: inout Configuration) {
        switch access {
        case .double(let path): target[keyPath: path] = source[keyPath: path]
        case .optionalDouble(let path, _): target[keyPath: path] = source[keyPath: path]
        case .int(let path): target[keyPath: path] = source[keyPath: path]
        case .count(let path): target[keyPath: path] = source[keyPath: path]
        case .bool(let path): target[keyPath: path] = source[keyPath: path]
        case .choice(let get, let set): set(&target, get(source))
        case .layers(let path): target[keyPath: path] = source[keyPath: path]
        }
    }
}
