import ScrollPhysicsTesting
import Testing

/// The feel of the app's scrolling, pinned: each test runs a scenario and checks its metrics
/// against `__Goldens__/FeelTests/<test>.csv`. Record a new one with
/// `TUNELAB_RECORD_GOLDENS=1 swift test --filter FeelTests` (never under CI).
@Suite struct FeelTests {
    /// A built-in layout, exact: the same bytes on every platform.
    @Test func cardStackFlick() {
        assertGoldenMetrics(ofScenario: "Scenarios/flick.json")
    }

    /// The app's own layout as a plug-in, with a tolerance on one metric.
    @Test func feedFlick() {
        assertGoldenMetrics(
            ofScenario: "Scenarios/feed-flick.json", layouts: [FeedSettings.plugin],
            tolerances: [.jitterRMSPt: .absolute(0.01), .settleTimeS: .relative(0.02)])
    }
}
