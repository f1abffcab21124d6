extension JSONValue {
    /// Whether `other` is the same scalar (numbers by value).
    func matches(_ other: JSONValue?) -> Bool {
        switch (self, other) {
        case (.number(let a, _), .number(let b, _)?): a == b
        case (.string(let a), .string(let b)?): a == b
        case (.bool(let a), .bool(let b)?): a == b
        default: false
        }
    }
}
