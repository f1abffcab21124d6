import Foundation
import ScrollPhysics
import Testing
import TunelabKit

/// A plug-in's `layout` object decodes like a built-in's: its values, the scroll defaults that
/// follow its pitch and count, and one positioned message per bad input.
@Suite struct PluginDecodingTests {
    let decoder = ScenarioDecoder(
        file: "s.json", directory: "/nonexistent", defaultName: "s",
        layouts: LayoutRegistry([StripSettings.plugin]))

    func decode(_ text: String) throws(InputError) -> Scenario {
        try decoder.decode(JSONParser.parse(text, file: "s.json"))
    }

    func message(_ text: String) -> String {
        do {
            _ = try decode(text)
            return "decoded"
        } catch {
            return error.description
        }
    }

    @Test func decodesItsKeysAndFollowsItsPitchAndCount() throws {
        let scenario = try decode(
            #"""
            {"scroll": {"content": {"length": 1000}, "snap": {"policy": "nearest"}, "edgeDamping": true},
             "layout": {"kind": "strip", "rowHeight": 100, "gap": 20, "count": 30}}
            """#)
        let plugin = try #require(scenario.layout.plugin)
        #expect(
            plugin.settings as? StripSettings
                == {
                    var s = StripSettings(); s.rowHeight = 100; s.gap = 20; s.count = 30; return s
                }())
        #expect(scenario.layout.kindName == "strip" && scenario.layout.traits.kindName == "strip")
        #expect(scenario.scroll.snap.interval == 120, "the snap interval defaults to the plug-in's pitch")
        #expect(scenario.scroll.edgeDamping?.extent == 3600, "edge damping extent = count·pitch = 30·120")
        if case .custom(let layout) = scenario.layout.makeLayout(geometry: LayoutGeometry()) {
            #expect(layout is StripLayout)
        } else {
            Issue.record("a plug-in's layout rides in AnyScrollLayout.custom")
        }
    }

    @Test(arguments: [
        (#"{"layout": {"kind": "strip", "gap": -1}}"#, "s.json:1:37: layout.gap: expected a length ≥ 0 (pt), got -1"),
        (
            #"{"layout": {"kind": "strip", "rowHeight": "tall"}}"#,
            "s.json:1:43: layout.rowHeight: expected a positive length (pt), got a string"
        ),
        (#"{"layout": {"kind": "strip",\n  "gapp": 3}}"#, "s.json:2:3: layout: unknown key \"gapp\"; did you mean \"gap\"?"),
        (#"{"layout": {"kind": "strip", "cardWidth": 3}}"#, "s.json:1:30: layout: unknown key \"cardWidth\""),
        (
            #"{"layout": {"kind": "strp"}}"#,
            "s.json:1:21: layout.kind: expected one of \(LayoutKindNames.quoted(adding: ["strip"])), got \"strp\"; did you mean \"strip\"?"
        ),
        (
            #"{"layout": {"kind": "cardStak"}}"#,
            "s.json:1:21: layout.kind: expected one of \(LayoutKindNames.quoted(adding: ["strip"])), got \"cardStak\"; did you mean \"cardStack\"?"
        ),
        (
            #"{"layout": {"kind": 3}}"#,
            "s.json:1:21: layout.kind: expected one of \(LayoutKindNames.quoted(adding: ["strip"])), got a number"
        )
    ])
    func badInputIsOnePositionedLine(json: String, expected: String) {
        #expect(message(json.replacingOccurrences(of: "\\n", with: "\n")) == expected, "\(json)")
    }

    @Test func withoutTheRegistryTheKindIsUnknownAsBefore() {
        let plain = ScenarioDecoder(file: "s.json", directory: "/nonexistent", defaultName: "s")
        do {
            _ = try plain.decode(JSONParser.parse(#"{"layout": {"kind": "strip"}}"#, file: "s.json"))
            Issue.record("strip decoded without being registered")
        } catch {
            #expect(
                error.description
                    == "s.json:1:21: layout.kind: expected one of \(LayoutKindNames.quoted()), got \"strip\"",
                "the built-ins' message, unchanged: \(error)")
        }
    }

    @Test func builtInsDecodeTheSameWithPluginsRegistered() throws {
        let text = #"{"layout": {"kind": "cardStack", "spacing": 30}, "scroll": {"snap": {"policy": "nearest"}}}"#
        let plain = try ScenarioDecoder(file: "s.json", directory: ".", defaultName: "s").decode(JSONParser.parse(text, file: "s.json"))
        let withStrip = try decode(text)
        #expect(withStrip.layout == plain.layout && withStrip.scroll == plain.scroll)
        #expect(withStrip.layout.plugin == nil && withStrip.layout.kind == .cardStack)
    }
}
