import ScrollPhysics

/// One setting of a scenario section (`scroll.*`, `touch.*`, the clock; docs/scenario.md),
/// declared once: its JSON key, what it accepts, how it is read into and written from the
/// section's value, its doc line, its chart label, and whether only the `uikit` model reads it.
/// The decoder, the encoder, the JSON schema (`ScenarioSchema`), the settings tables of
/// docs/scenario.md (`ScenarioSettingsTable`), chart labels (`KeyLabel`), the unread-setting
/// warnings and the fuzz vocabulary all read the declarations (`ScenarioSettings`).
///
/// The default is the section type's own (`ScrollConfiguration()` …): the decoder starts from it
/// and overwrites what the file gives, so it is written once, in the library.
package struct ScenarioSetting<Section>: Sendable {
    /// Reads the key from an object into the section (nothing when absent).
    typealias Reader = @Sendable (ObjectReader, inout Section, SettingContext) throws(InputError) -> Void
    /// The members the key writes for a section (none, one, or for a composite its object).
    typealias Writer = @Sendable (Section) -> [(String, ExportJSON)]

    /// The JSON key in its section.
    package let key: String
    let shape: SettingShape
    /// One line for the schema's `description` and the docs table.
    let doc: String
    /// The chart label with its unit, or `nil` for the key split into words.
    package let label: String?
    /// Only the `uikit` model reads it (a warning under the other models).
    package let uikitOnly: Bool
    let read: Reader
    let write: Writer
    /// What docs/scenario.md's table says beyond what the declaration derives (`documented`).
    var markdown = SettingMarkdown()

    /// This setting with its table cells for docs/scenario.md.
    func documented(type: String? = nil, default defaultValue: String? = nil, more: String? = nil) -> ScenarioSetting {
        var copy = self
        copy.markdown = SettingMarkdown(type: type, defaultValue: defaultValue, more: more)
        return copy
    }

    init(
        _ key: String, _ shape: SettingShape, doc: String, label: String?, uikitOnly: Bool, read: @escaping Reader, write: @escaping Writer
    ) {
        self.key = key; self.shape = shape; self.doc = doc; self.label = label
        self.uikitOnly = uikitOnly; self.read = read; self.write = write
    }

    /// A number in `range`, at `path`.
    static func number(
        _ key: String, _ path: WritableKeyPath<Section, Double>, _ range: SettingRange, doc: String, label: String? = nil,
        uikitOnly: Bool = false
    ) -> ScenarioSetting {
        nonisolated(unsafe) let path = path  // key paths are immutable; no Sendable conformance yet
        return ScenarioSetting(
            key, .number(range), doc: doc, label: label, uikitOnly: uikitOnly,
            read: { object, section, _ throws(InputError) in
                if let x = try object.double(key, expected: range.expected, valid: range.contains) { section[keyPath: path] = x }
            },
            write: { [(key, .number($0[keyPath: path]))] })
    }

    /// An integer in `range`, read and written through `get`/`set` (an `Int`, or a seed's `UInt64`).
    static func integer(
        _ key: String, _ range: SettingRange, get: @escaping @Sendable (Section) -> Int,
        set: @escaping @Sendable (inout Section, Int) -> Void, doc: String, label: String? = nil, uikitOnly: Bool = false
    ) -> ScenarioSetting {
        ScenarioSetting(
            key, .integer(range), doc: doc, label: label, uikitOnly: uikitOnly,
            read: { object, section, _ throws(InputError) in
                guard object.has(key) else { return }
                set(&section, try object.int(key, default: 0, expected: range.expected) { range.contains(Double($0)) })
            },
            write: { [(key, .integer(get($0)))] })
    }

    /// An integer in `range` at `path`.
    static func integer(
        _ key: String, _ path: WritableKeyPath<Section, Int>, _ range: SettingRange, doc: String, label: String? = nil
    ) -> ScenarioSetting {
        nonisolated(unsafe) let path = path
        return integer(key, range, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 }, doc: doc, label: label)
    }

    /// A boolean at `path`.
    static func bool(_ key: String, _ path: WritableKeyPath<Section, Bool>, doc: String, label: String? = nil, uikitOnly: Bool = false)
        -> ScenarioSetting
    {
        nonisolated(unsafe) let path = path
        return ScenarioSetting(
            key, .bool, doc: doc, label: label, uikitOnly: uikitOnly,
            read: { object, section, _ throws(InputError) in
                if let value = try object.bool(key) { section[keyPath: path] = value }
            },
            write: { [(key, .bool($0[keyPath: path]))] })
    }

    /// One of an enum's raw values, at `path`.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Section, E>, doc: String, label: String? = nil, uikitOnly: Bool = false
    ) -> ScenarioSetting where E.RawValue == String {
        nonisolated(unsafe) let path = path
        return ScenarioSetting(
            key, .choice(E.allCases.map(\.rawValue)), doc: doc, label: label, uikitOnly: uikitOnly,
            read: { object, section, _ throws(InputError) in
                if let value = try object.choice(key, as: E.self) { section[keyPath: path] = value }
            },
            write: { [(key, .string($0[keyPath: path].rawValue))] })
    }

    /// A setting with its own reading and writing (an object, or a number or a name); its schema
    /// is hand-written in `schemas/scenario.schema.json`.
    static func composite(
        _ key: String, doc: String, label: String? = nil, uikitOnly: Bool = false, read: @escaping Reader,
        write: @escaping Writer
    ) -> ScenarioSetting {
        ScenarioSetting(key, .composite, doc: doc, label: label, uikitOnly: uikitOnly, read: read, write: write)
    }
}

/// What a setting's reader may need besides its object: the decoder (files, springs) and the
/// decoded layout (the snap interval and the edge-damping extent follow it).
struct SettingContext {
    let decoder: ScenarioDecoder
    let layout: LayoutSettings
}

extension Sequence {
    /// Reads every declared setting of `object` into `section`, in declaration order.
    func read<Section>(_ object: ObjectReader, into section: inout Section, _ context: SettingContext) throws(InputError)
    where Element == ScenarioSetting<Section> {
        for setting in self { try setting.read(object, &section, context) }
    }

    /// The members every declared setting writes for `section`, in declaration order.
    func write<Section>(_ section: Section) -> [(String, ExportJSON)] where Element == ScenarioSetting<Section> {
        flatMap { $0.write(section) }
    }
}

/// What a setting's value is, for the schema and the docs; `composite` settings (an object, or
/// a number or a name) keep their hand-written schema.
enum SettingShape: Sendable {
    case number(SettingRange)
    case integer(SettingRange)
    case choice([String])
    case bool
    case composite
}

/// The cells of docs/scenario.md's table a declaration cannot derive: a composite's type and
/// default, and a link or note after the doc line.
struct SettingMarkdown: Sendable {
    var type: String?
    var defaultValue: String?
    var more: String?
}
