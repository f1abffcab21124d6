import ScrollPhysics

extension ScenarioDecoder {
    /// The plug-in (or built-in without a `LayoutKind` case) `layout.kind` names, if it names one
    /// (marks `kind` as read).
    func registeredKind(_ object: ObjectReader) throws(InputError) -> LayoutPlugin? {
        guard let node = object.node("kind"), case .string(let name) = node.value else { return nil }
        return layouts.plugin(kind: name)
    }

    /// The built-in `layout.kind` (default `none`). An unknown name is
    /// `expected one of "none", …, "formula", "list", "wheel", got "wheal"; did you mean "wheel"?`,
    /// over the built-ins and then the registered kinds.
    func builtInKind(_ object: ObjectReader) throws(InputError) -> LayoutKind {
        guard let node = object.node("kind") else { return .none }
        if case .string(let name) = node.value, let kind = LayoutKind(rawValue: name) { return kind }
        let names = layouts.kindNames
        let expectation = "one of " + names.map(JSONWriter.quoted).joined(separator: ", ")
        guard case .string(let name) = node.value else {
            throw InputError.expected(expectation, got: node, file: file, path: object.path.key("kind"))
        }
        throw object.error("kind", "expected \(expectation), got \(JSONWriter.quoted(name))" + DidYouMean.hint(for: name, among: names))
    }
}
