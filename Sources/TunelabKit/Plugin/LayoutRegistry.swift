import ScrollPhysics

/// The layout kinds the tool knows beyond the built-ins: the plug-ins an entry point
/// registered (`TunelabCLI.main(_:layouts:console:)`).
///
/// Every `ScenarioDecoder` takes the registry that is `current` when it is made, so a
/// sweep's worker threads, which decode with the grid's decoder, all see the same one; shard
/// processes run the same executable and register the same plug-ins.
public struct LayoutRegistry: Sendable, CustomStringConvertible {
    /// The registered plug-ins, in registration order.
    public let plugins: [LayoutPlugin]

    /// A registry of `plugins`; their kinds must differ from each other and from the built-ins'
    /// (`BuiltInLayouts.declared` among them).
    public init(_ plugins: [LayoutPlugin] = []) {
        for (i, plugin) in plugins.enumerated() {
            precondition(
                BuiltInLayouts.declaration(kind: plugin.kind) == nil, "\(JSONWriter.quoted(plugin.kind)) is a built-in layout kind")
            precondition(
                !plugins[..<i].contains { $0.kind == plugin.kind },
                "layout kind \(JSONWriter.quoted(plugin.kind)) is registered twice")
        }
        self.plugins = plugins
    }

    /// No plug-ins: the built-in kinds only.
    public static let builtIn = LayoutRegistry()

    /// The registry in effect: `builtIn` unless an entry point (or a test) bound another with
    /// `LayoutRegistry.$current.withValue(registry) { … }`.
    @TaskLocal public static var current = LayoutRegistry.builtIn

    /// The plug-in registered as `kind`, or the built-in of that name without a `LayoutKind`
    /// case (`BuiltInLayouts.declared`: it is decoded, run and swept as a plug-in is).
    public func plugin(kind: String) -> LayoutPlugin? {
        BuiltInLayouts.declared.first { $0.kind == kind } ?? plugins.first { $0.kind == kind }
    }

    /// Every `layout.kind` name: the built-ins (`LayoutKind`'s, then `BuiltInLayouts.declared`'s),
    /// then the registered ones.
    public var kindNames: [String] {
        LayoutKind.allCases.map(\.rawValue) + BuiltInLayouts.declared.map(\.kind) + plugins.map(\.kind)
    }

    public var description: String { "LayoutRegistry([\(plugins.map(\.kind).joined(separator: ", "))])" }
}
