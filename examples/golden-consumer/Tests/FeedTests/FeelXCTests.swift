import ScrollPhysicsTesting
import XCTest

/// The same check from XCTest: a failure is an `XCTFail` at this line.
final class FeelXCTests: XCTestCase {
    func testFeedFlick() {
        assertGoldenMetrics(ofScenario: "Scenarios/feed-flick.json", layouts: [FeedSettings.plugin])
    }
}
