/// One key of a layout's configuration (docs/layouts.md): its JSON key under `layout`, where
/// the value lives in `Configuration`, its check, and its chart label. A configuration lists
/// its fields once (`DeclaredLayoutConfiguration.fields`), in the order the decoder reads them
/// and the encoder writes them; the decoder, the encoder, the JSON schema test, chart labels
/// and the fuzz vocabulary all read that list. A class: a decoder walks the list for every
/// `layout` object it reads, and a reference is cheaper to hand out than the field's payload.
public final class LayoutField<Configuration>: Sendable {
    /// Where the value lives, by type.
    public enum Access: @unchecked Sendable {  // key paths are immutable; no Sendable conformance yet
        /// A number.
        case double(WritableKeyPath<Configuration, Double>)
        /// A number that may be absent; `resolved` is the value in effect when it is (what the
        /// encoder writes).
        case optionalDouble(WritableKeyPath<Configuration, Double?>, resolved: @Sendable (Configuration) -> Double)
        /// An integer.
        case int(WritableKeyPath<Configuration, Int>)
        /// A data count, `nil` = infinite.
        case count(WritableKeyPath<Configuration, Int?>)
        /// A boolean.
        case bool(WritableKeyPath<Configuration, Bool>)
        /// An enum, by its raw value.
        case choice(get: @Sendable (Configuration) -> String, set: @Sendable (inout Configuration, String) -> Void)
        /// The parallax layers, each read with `ParallaxLayerConfiguration.fields`.
        case layers(WritableKeyPath<Configuration, [ParallaxLayerConfiguration]>)
    }

    /// The JSON key (`layout.<key>` in a grid).
    public let key: String
    /// What the value must be.
    public let check: FieldCheck
    /// Where the value lives.
    public let access: Access
    /// The chart label with its unit (`KeyLabel`), or `nil` for the key split into words.
    public let label: String?

    init(_ key: String, _ check: FieldCheck, _ access: Access, label: String?) {
        self.key = key; self.check = check; self.access = access; self.label = label
    }

    /// A length > 0 (pt).
    public static func length(_ key: String, _ path: WritableKeyPath<Configuration, Double>, label: String? = nil) -> LayoutField {
        LayoutField(key, .length, .double(path), label: label)
    }
    /// A number ≥ 0.
    public static func nonNegative(_ key: String, _ path: WritableKeyPath<Configuration, Double>, label: String? = nil) -> LayoutField {
        LayoutField(key, .nonNegative, .double(path), label: label)
    }
    /// A finite number.
    public static func finite(_ key: String, _ path: WritableKeyPath<Configuration, Double>, label: String? = nil) -> LayoutField {
        LayoutField(key, .finite, .double(path), label: label)
    }
    /// A number in [0, 1].
    public static func unit(_ key: String, _ path: WritableKeyPath<Configuration, Double>, label: String? = nil) -> LayoutField {
        LayoutField(key, .unit, .double(path), label: label)
    }
    /// A length ≥ 0 (pt) that may be absent, `resolved` when it is.
    public static func optionalLength(
        _ key: String, _ path: WritableKeyPath<Configuration, Double?>, label: String? = nil,
        resolved: @escaping @Sendable (Configuration) -> Double
    ) -> LayoutField {
        LayoutField(key, .optionalLength, .optionalDouble(path, resolved: resolved), label: label)
    }
    /// An integer in [1, `limit`].
    public static func integer(
        _ key: String, _ path: WritableKeyPath<Configuration, Int>, limit: Int = 1000, label: String? = nil
    ) -> LayoutField {
        LayoutField(key, .integer(limit: limit), .int(path), label: label)
    }
    /// `count`: an integer ≥ 1 or `"infinite"` (`nil`).
    public static func count(_ path: WritableKeyPath<Configuration, Int?>) -> LayoutField {
        LayoutField("count", .count, .count(path), label: nil)
    }
    /// A boolean.
    public static func bool(_ key: String, _ path: WritableKeyPath<Configuration, Bool>, label: String? = nil) -> LayoutField {
        LayoutField(key, .bool, .bool(path), label: label)
    }
    /// One of an enum's raw values.
    public static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Configuration, E>, label: String? = nil
    ) -> LayoutField where E.RawValue == String {
        nonisolated(unsafe) let path = path
        return LayoutField(
            key, .choice(E.allCases.map(\.rawValue)),
            .choice(
                get: { $0[keyPath: path].rawValue },
                set: { c, name in if let value = E(rawValue: name) { c[keyPath: path] = value } }),
            label: label)
    }
    /// The parallax layers: a list of 1 … `limit` layer objects, or one layer's keys on the layout.
    public static func layers(
        _ key: String, _ path: WritableKeyPath<Configuration, [ParallaxLayerConfiguration]>, limit: Int = 16
    ) -> LayoutField {
        LayoutField(key, .layers(limit: limit), .layers(path), label: nil)
    }
}
