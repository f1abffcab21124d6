import ScrollPhysics

/// What a code target writes for a plug-in layout (`TunelabCLI.main(_:layouts:)`): its physics as
/// for any point, and in place of the layout the plug-in's `layout.kind`, its Swift settings type
/// and the settings as the scenario wrote them, so the team that owns the plug-in can paste its own
/// `ScrollLayout` beside the physics. `--to json` carries the layout object as written.
enum ExportPlugin {
    /// The plug-in's settings type, module-qualified (`CustomLayoutExample.SpiralSettings`).
    static func typeName(_ plugin: PluginLayoutSettings) -> String {
        String(reflecting: type(of: plugin.settings))
    }

    /// The lines naming the plug-in (without a comment marker).
    static func lines(_ point: ExportedPoint) -> [String] {
        guard let plugin = point.scenario.layout.plugin else { return [] }
        var lines = [
            "layout.kind \"\(plugin.kind)\" is a plug-in layout (settings type \(typeName(plugin))):",
            "tunelab cannot write its layout function; paste the plug-in's own ScrollLayout beside this physics,",
            "made from these settings:"
        ]
        if let declaration = BuiltInLayouts.declaration(kind: plugin.kind) {
            lines = [
                "layout.kind \"\(plugin.kind)\" is a built-in without a layout writer (\(String(reflecting: declaration))):",
                "make its layout in the app with ScrollPhysics, from a configuration holding these settings",
                "(configuration.makeLayout(geometry:)):"
            ]
        }
        lines.append("  " + (point.written("layout").map { ExportJSON.from($0).compact } ?? String(describing: plugin.settings)))
        return lines
    }

    /// The lines as `//` comments indented by `indent` spaces.
    static func swiftComment(_ plugin: PluginLayoutSettings, indent: Int, point: ExportedPoint) -> String {
        let pad = String(repeating: " ", count: indent)
        return lines(point).map { pad + "// " + $0 + "\n" }.joined()
    }
}
