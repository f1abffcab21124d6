import ScrollPhysics

/// A layout kind added to the tool: a `ScrollLayout` type, made from the settings its
/// `LayoutPluginSettings` type decodes, under a `layout.kind` name.
///
/// ```swift
/// let wheel = LayoutPlugin(kind: "wheel", settings: WheelSettings.self)
/// TunelabCLI.exit(with: TunelabCLI.main(CommandLine.arguments, layouts: [wheel]))
/// ```
///
/// A registered kind is first-class: `run`, `validate`, `sweep` (its keys are grid keys
/// `layout.<key>`), the layout metrics its traits declare, charts, traces, and
/// `bench --scenario FILE`.
public struct LayoutPlugin: Sendable, CustomStringConvertible {
    /// The `layout.kind` name: letters, digits and `_`, starting with a letter; not a built-in's.
    public let kind: String
    /// Decodes a `layout` object (its `kind` read already) into settings.
    let decode: @Sendable (ObjectReader) throws(InputError) -> PluginLayoutSettings
    /// The declared configuration, for a kind registered with `init(declared:)`.
    private(set) var declaration: (any DeclaredLayoutConfiguration.Type)?

    /// Registers the layouts `Settings` makes under `kind`.
    public init<Settings: LayoutPluginSettings>(kind: String, settings: Settings.Type) {
        precondition(
            Self.isValidName(kind),
            "a layout kind is a letter then letters, digits or _, got \(JSONWriter.quoted(kind))")
        precondition(LayoutKind(rawValue: kind) == nil, "\(JSONWriter.quoted(kind)) is a built-in layout kind")
        self.kind = kind
        self.decode = { (object: ObjectReader) throws(InputError) -> PluginLayoutSettings in
            PluginLayoutSettings(kind: kind, settings: try Settings(layout: object))
        }
    }

    /// Registers a kind that declares its configuration (`DeclaredLayoutConfiguration`) under
    /// its `kindName`: its keys are read by its fields' checks, as a built-in's are.
    public init<C: DeclaredLayoutConfiguration>(declared: C.Type) {
        self.init(kind: C.kindName, settings: DeclaredLayoutSettings<C>.self)
        declaration = C.self
    }

    /// A letter, then letters, digits or `_` (ASCII).
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    public var description: String { "LayoutPlugin(\(kind))" }
}
