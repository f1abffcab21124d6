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

    /// A registry of `plugins`; their kinds must differ.
    public init(_ plugins: [LayoutPlugin] = []) {
        for (i, plugin) in plugins.enumerated() {
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

    /// The plug-in registered as `kind`.
    public func plugin(kind: String) -> LayoutPlugin? {
        plugins.first { $0.kind == kind }
    }

    /// Every `layout.kind` name: the built-ins in declaration order, then the registered ones.
    public var kindNames: [String] {
        LayoutKind.allCases.map(\.rawValue) + plugins.map(\.kind)
    }

    public var description: String { "LayoutRegistry([\(plugins.map(\.kind).joined(separator: ", "))])" }
}
