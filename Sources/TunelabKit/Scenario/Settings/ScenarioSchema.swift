/// `schemas/scenario.schema.json` with every declared setting's property written from its
/// declaration (`ScenarioSettings`): a number's or an integer's type, range, default and
/// description, a choice's names; a composite keeps its hand-written schema and gets its
/// description; the layout kinds and the declared-only kinds' definitions come from
/// `LayoutSchema`. The rest of the file (gestures, the enumerated layouts, display) is
/// hand-written.
/// `ScenarioSchemaTests` fails when the committed file differs from `regenerated`
/// (`TUNELAB_REGENERATE=1 swift test --filter ScenarioSchemaTests` rewrites it).
package enum ScenarioSchema {
    /// The schema text `committed` should be: the same document with the declared properties
    /// regenerated, in `ExportJSON.pretty` form.
    package static func regenerated(_ committed: String) throws(InputError) -> String {
        var document = ExportJSON.from(try JSONParser.parse(committed, file: "scenario.schema.json"))
        for section in ScenarioSettings.sections {
            document = replacing(document, at: section.schemaPointer[...]) { properties in
                guard case .object(let members) = properties else { return properties }
                // In place, so the hand-written keys keep their places; a declared key the file
                // lacks goes after the declared key before it (ScenarioSchemaTests checks the
                // order of the declared sections).
                let entries = Dictionary(section.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
                var out = members.map { key, value in (key, entries[key].map { property($0, existing: value) } ?? value) }
                for (i, entry) in section.entries.enumerated() where !out.contains(where: { $0.0 == entry.key }) {
                    let before = section.entries[..<i].last { e in out.contains { $0.0 == e.key } }
                    let at = before.flatMap { e in out.firstIndex { $0.0 == e.key } }.map { $0 + 1 } ?? 0
                    out.insert((entry.key, property(entry, existing: nil)), at: at)
                }
                return .object(out)
            }
        }
        return LayoutSchema.regenerated(document).pretty() + "\n"
    }

    /// The schema property of `entry`.
    static func property(_ entry: ScenarioSettings.Entry, existing: ExportJSON?) -> ExportJSON {
        var members: [(String, ExportJSON)]
        switch entry.shape {
        case .number(let range): members = [("type", .string("number"))] + range.schemaKeywords
        case .integer(let range): members = [("type", .string("integer"))] + range.schemaKeywords
        case .choice(let names): members = [("type", .string("string")), ("enum", .array(names.map { .string($0) }))]
        case .bool: members = [("type", .string("boolean"))]
        case .composite:
            guard case .object(let written)? = existing else { return .object([("description", .string(entry.doc))]) }
            return .object(
                written.map { $0.0 == "description" ? ("description", .string(entry.doc)) : $0 }
                    + (written.contains { $0.0 == "description" } ? [] : [("description", .string(entry.doc))]))
        }
        if let value = entry.defaultValue { members.append(("default", value)) }
        members.append(("description", .string(entry.doc)))
        return .object(members)
    }

    /// `document` with the value at `pointer` replaced by `change` of it (unchanged if absent).
    static func replacing(_ document: ExportJSON, at pointer: ArraySlice<String>, _ change: (ExportJSON) -> ExportJSON)
        -> ExportJSON
    {
        guard let key = pointer.first else { return change(document) }
        guard case .object(let members) = document else { return document }
        return .object(members.map { $0.0 == key ? ($0.0, replacing($0.1, at: pointer.dropFirst(), change)) : $0 })
    }
}
