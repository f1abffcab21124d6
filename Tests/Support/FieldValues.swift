import ScrollPhysics

extension LayoutField {
    /// The field's value in `c`, as text (to compare one field of two configurations).
    package func text(_ c: Configuration) -> String {
        switch access {
        case .double(let path): "\(c[keyPath: path])"
        case .optionalDouble(let path, _): "\(String(describing: c[keyPath: path]))"
        case .int(let path): "\(c[keyPath: path])"
        case .count(let path): "\(String(describing: c[keyPath: path]))"
        case .bool(let path): "\(c[keyPath: path])"
        case .choice(let get, _): get(c)
        case .layers(let path): "\(c[keyPath: path])"
        }
    }

    /// `c` with this field, and nothing else, set to another value (not necessarily a valid one).
    package func perturbed(_ c: Configuration) -> Configuration {
        var c = c
        switch access {
        case .double(let path): c[keyPath: path] = c[keyPath: path] * 1.5 + 0.25
        case .optionalDouble(let path, let resolved): c[keyPath: path] = resolved(c) * 1.5 + 0.25
        case .int(let path): c[keyPath: path] += 1
        case .count(let path): c[keyPath: path] = (c[keyPath: path] ?? 7) + 1
        case .bool(let path): c[keyPath: path].toggle()
        case .choice(let get, let set):
            if case .choice(let names) = check, let other = names.first(where: { $0 != get(c) }) { set(&c, other) }
        case .layers(let path): c[keyPath: path] += c[keyPath: path].prefix(1)
        }
        return c
    }
}
