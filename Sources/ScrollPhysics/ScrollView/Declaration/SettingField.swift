/// One setting of a scenario section (`scroll.*`, docs/scenario.md), declared beside its stored
/// property (`ScrollConfiguration.settings`): its JSON key, what it accepts, its doc line, its
/// chart label, whether only the `uikit` model reads it, and the `UIScrollView` property an
/// export sets. The tool's decoder and its errors, the encoder, the JSON schema, the settings
/// table of docs/scenario.md, chart labels, the uikit-only warning, the fuzz vocabulary and the
/// UIKit export all read this list. The default is the property's own initial value.
public struct SettingField<Section>: Sendable {
    /// Where the value lives and what it accepts.
    public enum Value: @unchecked Sendable {  // key paths are immutable; no Sendable conformance yet
        /// A number in the range.
        case number(WritableKeyPath<Section, Double>, SettingRange)
        /// `true` or `false`.
        case bool(WritableKeyPath<Section, Bool>)
        /// One of `names` (an enum's raw values).
        case choice(names: [String], get: @Sendable (Section) -> String, set: @Sendable (inout Section, String) -> Void)
        /// An object, or a value of several shapes: the tool reads and writes it with its own code
        /// (`ScrollSettings.composites` in TunelabKit), and the schema keeps its hand-written entry.
        case composite
    }

    /// The JSON key in its section.
    public let key: String
    /// Where the value lives and what it accepts.
    public let value: Value
    /// One line for the schema's `description` and the docs table.
    public let doc: String
    /// The chart label with its unit, or `nil` for the key split into words.
    public let label: String?
    /// Only the `uikit` model reads it (a warning under the other models).
    public let uikitOnly: Bool
    /// The `UIScrollView` property a UIKit export assigns when the value is not the default, with
    /// `{Axis}` for `Vertical` or `Horizontal` by the layout's axis (`"alwaysBounce{Axis}"`);
    /// `nil` when UIKit has no such property.
    public let uikitProperty: String?

    init(_ key: String, _ value: Value, doc: String, label: String?, uikitOnly: Bool, uikitProperty: String? = nil) {
        self.key = key; self.value = value; self.doc = doc; self.label = label
        self.uikitOnly = uikitOnly; self.uikitProperty = uikitProperty
    }

    /// A number in `range` at `path`.
    static func number(
        _ key: String, _ path: WritableKeyPath<Section, Double>, _ range: SettingRange, doc: String, label: String? = nil,
        uikitOnly: Bool = false
    ) -> SettingField {
        SettingField(key, .number(path, range), doc: doc, label: label, uikitOnly: uikitOnly)
    }

    /// A boolean at `path`, assigned to `uikitProperty` by a UIKit export.
    static func bool(
        _ key: String, _ path: WritableKeyPath<Section, Bool>, doc: String, label: String? = nil, uikitOnly: Bool = false,
        uikitProperty: String? = nil
    ) -> SettingField {
        SettingField(key, .bool(path), doc: doc, label: label, uikitOnly: uikitOnly, uikitProperty: uikitProperty)
    }

    /// One of an enum's raw values, at `path`.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Section, E>, doc: String, label: String? = nil, uikitOnly: Bool = false
    ) -> SettingField where E.RawValue == String {
        nonisolated(unsafe) let path = path
        return SettingField(
            key,
            .choice(
                names: E.allCases.map(\.rawValue), get: { $0[keyPath: path].rawValue },
                set: { section, name in if let value = E(rawValue: name) { section[keyPath: path] = value } }),
            doc: doc, label: label, uikitOnly: uikitOnly)
    }

    /// A setting the tool reads and writes with its own code (`Value.composite`).
    static func composite(_ key: String, doc: String, label: String? = nil, uikitOnly: Bool = false) -> SettingField {
        SettingField(key, .composite, doc: doc, label: label, uikitOnly: uikitOnly)
    }
}
