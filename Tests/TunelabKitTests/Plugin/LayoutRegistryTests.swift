import ScrollPhysics
import Testing
@testable import TunelabKit

/// Registering plug-in layouts (`LayoutPlugin`, `LayoutRegistry`): names, lookup, and which
/// registry a decoder uses.
@Suite struct LayoutRegistryTests {
    @Test func registeredKindsFollowTheBuiltIns() {
        let registry = LayoutRegistry([StripSettings.plugin])
        #expect(
            registry.kindNames == LayoutKind.allCases.map(\.rawValue) + BuiltInLayouts.declared.map(\.kind) + ["strip"],
            "\(registry.kindNames)")
        #expect(registry.plugin(kind: "strip")?.kind == "strip")
        #expect(registry.plugin(kind: "cardStack") == nil, "built-ins are not plug-ins")
        #expect(LayoutRegistry.builtIn.plugins.isEmpty)
        #expect("\(registry)" == "LayoutRegistry([strip])")
    }

    @Test(arguments: [
        ("wheel", true), ("staggeredGrid2", true), ("my_grid", true), ("", false), ("2d", false),
        ("_x", false), ("a-b", false), ("a b", false), ("räder", false)
    ])
    func kindNamesAreIdentifiers(name: String, valid: Bool) {
        #expect(LayoutPlugin.isValidName(name) == valid, "\(name.debugDescription)")
    }

    @Test func aDecoderTakesTheRegistryCurrentWhenMade() {
        #expect(
            ScenarioDecoder(file: "a", directory: ".", defaultName: "a").layouts.plugins.isEmpty,
            "no entry point bound a registry: built-ins only")
        let bound = LayoutRegistry.$current.withValue(LayoutRegistry([StripSettings.plugin])) {
            ScenarioDecoder(file: "a", directory: ".", defaultName: "a")
        }
        #expect(bound.layouts.plugins.map(\.kind) == ["strip"], "made inside withValue, it keeps the registry")
        let explicit = ScenarioDecoder(file: "a", directory: ".", defaultName: "a", layouts: LayoutRegistry([StripSettings.plugin]))
        #expect(explicit.layouts.plugins.map(\.kind) == ["strip"])
    }

    @Test func pluginSettingsCompareByValue() throws {
        var wide = StripSettings()
        wide.rowHeight = 120
        let a = PluginLayoutSettings(kind: "strip", settings: StripSettings())
        #expect(a == PluginLayoutSettings(kind: "strip", settings: StripSettings()))
        #expect(a != PluginLayoutSettings(kind: "strip", settings: wide), "another row height")
        #expect(
            a.traits == StripLayout(settings: StripSettings(), geometry: LayoutGeometry()).traits,
            "traits come from the layout the settings make")
        #expect(a.pitch == 88 && a.count == nil)
    }
}
