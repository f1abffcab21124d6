import Foundation
import ScrollPhysics
import Testing
import TunelabKit

/// The formula layouts shipped in `experiments/layouts/` run, and the fade list written as a
/// formula gives the built-in fade list's `items.csv` byte for byte.
@Suite struct ShippedFormulaLayoutTests {
    static let experiments = FormulaCardStackEquivalenceTests.repository.appendingPathComponent("experiments").path

    @Test(arguments: ["card-stack", "cover-flow", "fade-list"])
    func runsWithoutFault(_ name: String) throws {
        let scenario = try ScenarioDecoder.load(Self.experiments + "/layouts/\(name).json")
        #expect(scenario.layout.kind == .formula)
        let files = try ScenarioRunFiles(scenario: scenario)
        #expect(files.items.bytes.count > 1000, "\(name) lays out items")
    }

    @Test func coverFlowReportsSaturation() throws {
        let scenario = try ScenarioDecoder.load(Self.experiments + "/layouts/cover-flow.json")
        let values = try ScenarioRunFiles(scenario: scenario).values
        let saturation = try #require(values[.parallaxSaturation], "clamped given: parallax_saturation applies")
        #expect(saturation > 0.5 && saturation < 1, "most side covers are held at the clamp: \(saturation)")
    }

    @Test func fadeListIsTheBuiltInFadeByteForByte() throws {
        let formula = try ScenarioDecoder.load(Self.experiments + "/layouts/fade-list.json")
        let builtIn = try ScenarioDecoder.load(Self.experiments + "/scenarios/fading-feed.json")
        #expect(try ScenarioRunFiles(scenario: formula).items.bytes == ScenarioRunFiles(scenario: builtIn).items.bytes)
    }
}
