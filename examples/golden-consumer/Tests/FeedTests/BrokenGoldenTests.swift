import ScrollPhysicsTesting
import Testing
import XCTest

// Goldens broken on purpose (travel_pt edited by hand): CI runs these alone and checks that they
// fail, at these lines, with the per-metric table (scripts/golden-consumer-check.sh). Everyone
// else skips them: `swift test --skip Broken`.

@Suite struct BrokenGoldenTests {
    @Test func brokenFlick() {
        assertGoldenMetrics(ofScenario: "Scenarios/flick.json")
    }
}

final class BrokenGoldenXCTests: XCTestCase {
    func testBrokenFlick() {
        assertGoldenMetrics(ofScenario: "Scenarios/flick.json", named: "brokenFlick", goldenDirectory: "__Goldens__/BrokenGoldenTests")
    }
}
