import ScrollPhysics

/// The layout parts of `schemas/scenario.schema.json` written from the registry and the
/// declarations, so a new built-in kind edits no schema by hand: the kind enum
/// (`$defs/layout/properties/kind`) and the `if kind = k then $defs/<k>Layout` branches from
/// `LayoutRegistry.builtIn.kindNames` (`none`'s branch stays last, as written); and for each
/// kind declared without a `LayoutKind` case (`BuiltInLayouts.declared`) its `$defs/<k>Layout`:
/// each field's type, range and default from its `FieldCheck` and the configuration's default,
/// a hand-written description kept, a missing field or definition added.
enum LayoutSchema {
    /// `document` with the layout parts regenerated.
    static func regenerated(_ written: ExportJSON) -> ExportJSON {
        var document = ScenarioSchema.replacing(written, at: ["$defs", "layout"][...]) { stated in
            var layout = ScenarioSchema.replacing(stated, at: ["properties", "kind", "anyOf"][...]) { anyOf in
                guard case .array(var branches) = anyOf, !branches.isEmpty else { return anyOf }
                branches[0] = .object([
                    ("type", .string("string")), ("enum", .array(LayoutRegistry.builtIn.kindNames.map { .string($0) }))
                ])
                return .array(branches)
            }
            layout = ScenarioSchema.replacing(layout, at: ["allOf"][...]) { allOf in
                guard case .array(let branches) = allOf else { return allOf }
                let none = branches.filter { $0.compact.contains("\"#/$defs/noneLayout\"") }
                let kinds = LayoutRegistry.builtIn.kindNames.filter { $0 != LayoutKind.none.rawValue }
                return .array(kinds.map { branch($0) } + none)
            }
            return layout
        }
        var previous = "listLayout"
        for plugin in BuiltInLayouts.declared {
            guard let declaration = plugin.declaration else { continue }
            document = definition(declaration, in: document, after: previous)
            previous = plugin.kind + "Layout"
        }
        return document
    }

    /// `if kind = kind then $defs/<kind>Layout`.
    private static func branch(_ kind: String) -> ExportJSON {
        .object([
            (
                "if",
                .object([
                    ("properties", .object([("kind", .object([("const", .string(kind))]))])),
                    ("required", .array([.string("kind")]))
                ])
            ),
            ("then", .object([("$ref", .string("#/$defs/\(kind)Layout"))]))
        ])
    }

    /// `document` with `$defs/<kind>Layout` for `C` regenerated in place, or added after `previous`.
    private static func definition<C: DeclaredLayoutConfiguration>(_: C.Type, in document: ExportJSON, after previous: String)
        -> ExportJSON
    {
        let declared = Declared(
            kind: C.kindName, fields: BuiltInLayout.FieldSummary.list(C.self),
            defaults: Dictionary(ScenarioEncoder.fields(C(), C.fields), uniquingKeysWith: { first, _ in first }))
        return definition(declared, in: document, after: previous)
    }

    /// A declared configuration without its type: its kind, fields and encoded defaults.
    private struct Declared {
        let kind: String
        let fields: [BuiltInLayout.FieldSummary]
        let defaults: [String: ExportJSON]
    }

    private static func definition(_ declared: Declared, in document: ExportJSON, after previous: String) -> ExportJSON {
        let name = declared.kind + "Layout"
        return ScenarioSchema.replacing(document, at: ["$defs"][...]) { defs in
            guard case .object(var members) = defs else { return defs }
            let index = members.firstIndex { $0.0 == name }
            let made = Self.schema(declared, existing: index.map { members[$0].1 })
            if let index {
                members[index].1 = made
            } else {
                members.insert((name, made), at: (members.firstIndex { $0.0 == previous } ?? members.count - 1) + 1)
            }
            return .object(members)
        }
    }

    /// The definition of `declared`: `existing`'s description and properties, each declared
    /// field's schema regenerated, a missing one added after the declared field before it.
    private static func schema(_ declared: Declared, existing: ExportJSON?) -> ExportJSON {
        var properties: [(String, ExportJSON)] = [
            ("kind", .object([("const", .string(declared.kind)), ("description", .string("The layout kind."))]))
        ]
        var summary: ExportJSON = .string("The \(declared.kind) layout.")
        if case .object(let written)? = existing {
            if let stated = written.first(where: { $0.0 == "description" }) { summary = stated.1 }
            if case .object(let stated)? = written.first(where: { $0.0 == "properties" })?.1 { properties = stated }
        }
        for (i, field) in declared.fields.enumerated() {
            let stated = properties.firstIndex { $0.0 == field.key }
            let made = Self.property(field, default: declared.defaults[field.key], existing: stated.map { properties[$0].1 })
            if let stated {
                properties[stated].1 = made
            } else {
                let before = declared.fields[..<i].last { f in properties.contains { $0.0 == f.key } }?.key ?? "kind"
                properties.insert((field.key, made), at: (properties.firstIndex { $0.0 == before } ?? 0) + 1)
            }
        }
        return .object([
            ("type", .string("object")), ("description", summary), ("properties", .object(properties)),
            ("additionalProperties", .bool(false))
        ])
    }

    /// A field's schema: its type and range (`FieldCheck.bounds`) or names, its default, and the
    /// description `existing` states (else its chart label, else its key).
    private static func property(_ field: BuiltInLayout.FieldSummary, default value: ExportJSON?, existing: ExportJSON?) -> ExportJSON {
        var written: [(String, ExportJSON)] = []
        if case .object(let members)? = existing { written = members }
        let description = written.first { $0.0 == "description" }?.1 ?? .string(field.label ?? field.key)
        var members: [(String, ExportJSON)]
        switch field.check {
        case .count:
            return existing
                ?? .object([("description", description), ("$ref", .string("#/$defs/count")), ("default", value ?? .string("infinite"))])
        case .layers:  // the parallax layers, an enumerated kind's: its hand-written schema
            return existing ?? .object([("description", description), ("type", .string("array"))])
        case .bool: members = [("type", .string("boolean"))]
        case .choice(let names): members = [("type", .string("string")), ("enum", .array(names.map { .string($0) }))]
        case .length, .nonNegative, .finite, .unit, .optionalLength, .integer:
            let integral: Bool = if case .integer = field.check { true } else { false }
            members = [("type", .string(integral ? "integer" : "number"))]
            if let b = field.check.bounds {
                members +=
                    SettingRange(
                        lower: b.lower, lowerIncluded: b.lowerIncluded, upper: b.upper, upperIncluded: b.upperIncluded, expected: ""
                    ).schemaKeywords
            }
        }
        if case .optionalLength = field.check {} else if let value { members.append(("default", value)) }
        members.append(("description", description))
        return .object(members)
    }
}
