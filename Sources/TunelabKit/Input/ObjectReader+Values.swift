extension ObjectReader {
    // MARK: Numbers

    /// The number at `key`, `nil` when absent; `expected a number, got …` otherwise.
    public func double(_ key: String) throws(InputError) -> Double? {
        guard let value = node(key) else { return nil }
        guard case .number(let x, _) = value.value else { throw mismatch(key, "a number", value) }
        return x
    }

    /// The number at `key`, or `default` when absent.
    public func double(_ key: String, default defaultValue: Double) throws(InputError) -> Double {
        try double(key) ?? defaultValue
    }

    /// The number at `key` (or `default` when absent), which must satisfy `valid`; otherwise
    /// `expected <expected>, got <literal as written>`, e.g. `expected a number in (0, 1), got 1.5`.
    /// The default itself is not checked.
    public func double(
        _ key: String, default defaultValue: Double, expected: String,
        valid: (Double) -> Bool
    ) throws(InputError) -> Double {
        try double(key, expected: expected, valid: valid) ?? defaultValue
    }

    /// As `double(_:default:expected:valid:)`, `nil` when absent.
    public func double(_ key: String, expected: String, valid: (Double) -> Bool) throws(InputError) -> Double? {
        guard let value = node(key) else { return nil }
        guard case .number(let x, let literal) = value.value else { throw mismatch(key, expected, value) }
        guard valid(x) else { throw error(key, "expected \(expected), got \(literal)") }
        return x
    }

    /// The integer at `key`, `nil` when absent. Integral numbers only (`3`, `3.0`, `1e3`);
    /// `expected an integer, got 2.5` otherwise, also for values beyond `Int`'s range.
    public func int(_ key: String) throws(InputError) -> Int? {
        guard let value = node(key) else { return nil }
        guard case .number(let x, let literal) = value.value else { throw mismatch(key, "an integer", value) }
        guard let n = Self.integer(x, literal: literal) else { throw error(key, "expected an integer, got \(literal)") }
        return n
    }

    /// The integer a number denotes, if integral and within `Int`: the literal parsed
    /// exactly when it is a plain integer (exact beyond 2^53), else the `Double` when integral.
    static func integer(_ x: Double, literal: String) -> Int? {
        if let exact = Int(literal) { return exact }
        guard x == x.rounded(), abs(x) < 9.2e18 else { return nil }
        return Int(x)
    }

    /// The integer at `key`, or `default` when absent.
    public func int(_ key: String, default defaultValue: Int) throws(InputError) -> Int {
        try int(key) ?? defaultValue
    }

    /// The integer at `key` (or `default`), which must satisfy `valid`: `expected <expected>, got <literal>`.
    public func int(
        _ key: String, default defaultValue: Int, expected: String,
        valid: (Int) -> Bool
    ) throws(InputError) -> Int {
        guard let value = node(key) else { return defaultValue }
        guard case .number(let x, let literal) = value.value else { throw mismatch(key, expected, value) }
        guard let n = Self.integer(x, literal: literal), valid(n) else { throw error(key, "expected \(expected), got \(literal)") }
        return n
    }

    // MARK: Booleans and strings

    /// The boolean at `key`, `nil` when absent.
    public func bool(_ key: String) throws(InputError) -> Bool? {
        guard let value = node(key) else { return nil }
        guard case .bool(let b) = value.value else { throw mismatch(key, "a boolean", value) }
        return b
    }

    /// The boolean at `key`, or `default` when absent.
    public func bool(_ key: String, default defaultValue: Bool) throws(InputError) -> Bool {
        try bool(key) ?? defaultValue
    }

    /// The string at `key`, `nil` when absent.
    public func string(_ key: String) throws(InputError) -> String? {
        guard let value = node(key) else { return nil }
        guard case .string(let s) = value.value else { throw mismatch(key, "a string", value) }
        return s
    }

    /// The string at `key`, or `default` when absent.
    public func string(_ key: String, default defaultValue: String) throws(InputError) -> String {
        try string(key) ?? defaultValue
    }

    /// The enum case whose raw value is the string at `key`, `nil` when absent. Otherwise
    /// `expected one of "a", "b", got "x"` (cases in declaration order), plus
    /// `; did you mean "y"?` when a raw value is near.
    public func choice<E: RawRepresentable & CaseIterable>(_ key: String, as type: E.Type = E.self) throws(InputError) -> E?
    where E.RawValue == String {
        guard let value = node(key) else { return nil }
        if case .string(let s) = value.value, let e = E(rawValue: s) { return e }
        // The error path only: spell out the choices.
        throw choiceError(key, value, among: E.allCases.map(\.rawValue))
    }

    /// As `choice(_:)`, for a choice among `names`: the name, `nil` when absent.
    public func choice(_ key: String, among names: [String]) throws(InputError) -> String? {
        guard let value = node(key) else { return nil }
        if case .string(let s) = value.value, names.contains(s) { return s }
        throw choiceError(key, value, among: names)
    }

    /// `expected one of "a", "b", got "c"; did you mean "a"?` (or the type of a value that is no string).
    private func choiceError(_ key: String, _ value: JSONNode, among names: [String]) -> InputError {
        let expectation = "one of " + names.map(JSONWriter.quoted).joined(separator: ", ")
        guard case .string(let s) = value.value else { return mismatch(key, expectation, value) }
        var message = "expected \(expectation), got \(JSONWriter.quoted(s))"
        if let suggestion = DidYouMean.suggestion(for: s, among: names) {
            message += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
        return error(key, message)
    }

    /// As `choice(_:)`, or `default` when absent.
    public func choice<E: RawRepresentable & CaseIterable>(_ key: String, default defaultValue: E) throws(InputError) -> E
    where E.RawValue == String {
        try choice(key, as: E.self) ?? defaultValue
    }

    // MARK: Containers

    /// A reader for the object at `key`, `nil` when absent; `expected an object, got …` otherwise.
    /// The caller calls `finish()` on it.
    public func object(_ key: String) throws(InputError) -> ObjectReader? {
        guard let value = node(key) else { return nil }
        return try ObjectReader(value, path: path.key(key), file: file)
    }

    /// The elements of the list at `key`, `nil` when absent; `expected a list, got …` otherwise.
    public func array(_ key: String) throws(InputError) -> [JSONNode]? {
        guard let value = node(key) else { return nil }
        guard case .array(let elements) = value.value else { throw mismatch(key, "a list", value) }
        return elements
    }
}
