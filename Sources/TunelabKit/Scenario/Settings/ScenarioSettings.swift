import ScrollPhysics

/// Every declared scenario setting, by section (docs/scenario.md): the one place the labels,
/// the `uikit`-only keys, the fuzz vocabulary, the schema and the docs tables read them from.
package enum ScenarioSettings {
    /// A section's settings with what the schema and the docs need of them: where the section's
    /// properties sit in `schemas/scenario.schema.json`, and each setting's default as written.
    struct Section {
        /// The section's name in docs/scenario.md's generated tables (`clock`, `scroll`, `touch`).
        let name: String
        /// The JSON pointer of the section's `properties` in the schema.
        let schemaPointer: [String]
        let entries: [Entry]
    }

    /// One setting, its section type erased.
    struct Entry {
        let key: String
        let shape: SettingShape
        let doc: String
        let label: String?
        let uikitOnly: Bool
        /// What the encoder writes for the section's default (the schema's `default`).
        let defaultValue: ExportJSON?
        let markdown: SettingMarkdown
    }

    static let sections: [Section] = [
        section("clock", ["properties"], ClockSettings.settings, defaults: ClockSettings()),
        section("scroll", ["$defs", "scroll", "properties"], ScrollSettings.all, defaults: ScrollConfiguration()),
        section("touch", ["$defs", "touch", "properties"], TouchSettings.settings, defaults: TouchSettings())
    ]

    private static func section<S>(_ name: String, _ pointer: [String], _ settings: [ScenarioSetting<S>], defaults: S) -> Section {
        Section(
            name: name, schemaPointer: pointer,
            entries: settings.map { setting in
                Entry(
                    key: setting.key, shape: setting.shape, doc: setting.doc, label: setting.label, uikitOnly: setting.uikitOnly,
                    defaultValue: setting.write(defaults).first { $0.0 == setting.key }?.1, markdown: setting.markdown)
            })
    }

    /// The chart label of each declared key that has one (`KeyLabel`).
    package static let labels: [String: String] = Dictionary(
        sections.flatMap(\.entries).compactMap { e in e.label.map { (e.key, $0) } }, uniquingKeysWith: { first, _ in first })

    /// The `scroll` keys only the `uikit` model reads (`ScenarioWarnings`).
    package static let uikitScrollKeys: [String] = ScrollSettings.all.filter(\.uikitOnly).map(\.key)

    /// The top-level keys only the `uikit` model reads.
    package static let uikitTopLevelKeys: [String] = ClockSettings.settings.filter(\.uikitOnly).map(\.key)

    /// Every declared key, section by section (the fuzz vocabulary).
    package static let keys: [String] = sections.flatMap { $0.entries.map(\.key) }

    /// Every declared key as a grid path (`scroll.viewport`, `touch.noise`, `duration`).
    package static let gridPaths: [String] = sections.flatMap { section in
        section.entries.map { section.name == "clock" ? $0.key : "\(section.name).\($0.key)" }
    }

    /// Every declared choice's names (the fuzz vocabulary).
    package static let choiceNames: [String] = sections.flatMap(\.entries).flatMap { e -> [String] in
        if case .choice(let names) = e.shape { return names }
        return []
    }

    /// Each declared numeric range's ends and their neighbours (the fuzz vocabulary's edge numbers).
    package static let edgeNumbers: [String] = sections.flatMap(\.entries).flatMap { e -> [Double] in
        let range: SettingRange
        switch e.shape {
        case .number(let r), .integer(let r): range = r
        case .choice, .bool, .composite: return []
        }
        return [range.lower, range.upper].compactMap { $0 }.flatMap { [$0, $0.nextDown, $0.nextUp] }
    }.map { NumberFormat.shortest($0) }
}
