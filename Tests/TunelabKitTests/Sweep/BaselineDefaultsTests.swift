import Foundation
import Testing
import ScrollPhysics
@testable import TunelabKit

/// A baseline shows the value its scenario uses where the file leaves a key to the default.
@Suite struct BaselineDefaultsTests {
    func scenario(_ text: String) throws -> Scenario {
        let dir = try TempDirectory("defaults")
        defer { dir.remove() }
        return try ScenarioDecoder.load(try dir.write(text, to: "s.json"))
    }

    @Test func readsTheDefaultsTheDecodedScenarioUses() throws {
        let s = try scenario(#"{"layout": {"kind": "cardStack", "alphaDecay": 0.2}, "gesture": [{"flick": {"velocity": -1000}}]}"#)
        func value(_ key: String) -> String? { BaselineDefaults.value(at: key.split(separator: ".").map(String.init), in: s) }
        let card = CardStackConfiguration()
        #expect(value("layout.alphaDecay") == "0.2", "as written")
        #expect(value("layout.alphaFloor") == NumberFormat.shortest(card.alphaFloor), "the configuration's default")
        #expect(value("layout.scaleCurve") == card.scaleCurve.rawValue)
        #expect(value("layout.perspective") == "none", "no perspective")
        #expect(value("scroll.edgeDamping.enabled") == "false" && value("scroll.edgeDamping.buffer") == "off", "a disabled section")
        #expect(value("frameRate") == String(s.clock.frameRate) && value("integrator") == s.scroll.integrator.rawValue)
        #expect(value("scroll.snap.spring.dampingRatio") == nil, "not spelled out: left to the matched grid point")
    }
}
