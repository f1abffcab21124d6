/// Whose scroll physics drive the drag and the release (`scroll.model`, docs/scroll-models.md).
public enum ScrollModel: String, Sendable, CaseIterable {
    /// UIScrollView (docs/scroll-models.md#uikit): r^(1000t) coast, rubber band, bounce spring,
    /// snapping (docs/scenario.md#deceleration to docs/scenario.md#snapping).
    case uikit
    /// Flutter's `BouncingScrollPhysics`: drag resistance 0.52·(1 − overscroll/viewport)²
    /// applied per touch sample, `BouncingScrollSimulation` on release (friction drag 0.135,
    /// spring m 0.5 / k 100 / ζ 1.1 from the solved edge crossing), carried momentum.
    case flutterIOS = "flutter-ios"
    /// Flutter's `ClampingScrollPhysics` (its ballistic approximation of Android's
    /// `OverScroller` spline): no overscroll while dragging, a fling that stops dead on the
    /// edge it reaches.
    case android
    /// Flutter's macOS physics, `BouncingScrollPhysics(decelerationRate: .fast)`: friction
    /// 0.135 plus a constant 1400 pt/s² deceleration, spring m 0.3 / k 75 / ζ 1.3, drag
    /// resistance 0.26·(1 − overscroll/viewport)² and none easing back, flings up to 64 000 pt/s,
    /// carried momentum as flutter-ios.
    case flutterMacOS = "flutter-macos"
    /// AOSP's `OverScroller` itself (`AndroidOverScroller`): the spline tables, whole pixels at
    /// `display.scale` pixels per point, whole milliseconds, float arithmetic, the flywheel,
    /// the ballistic overfling (drawn at most 6 dp past the edge, as ScrollView clamps it) and the
    /// cubic spring back; no overscroll while dragging (ScrollView's overscroll distance 0).
    case androidOverScroller = "android-overscroller"

    /// The Flutter `BouncingScrollPhysics` tuning of this model, `nil` for non-Flutter-bouncing models.
    public var flutterDecelerationRate: FlutterDecelerationRate? {
        switch self {
        case .flutterIOS: return .normal
        case .flutterMacOS: return .fast
        case .uikit, .android, .androidOverScroller: return nil
        }
    }

    /// Scroll speeds below this are no fling: the release hands over velocity 0, pt/s.
    /// `BouncingScrollPhysics.minFlingVelocity` = 2·kMinFlingVelocity = 100,
    /// `ClampingScrollPhysics` kMinFlingVelocity = 50 (= Android's `ViewConfiguration`
    /// minimum fling velocity, 50 dp/s); uikit has no such gate (0).
    public var minFlingVelocity: PointsPerSecond {
        switch self {
        case .uikit: return 0
        case .flutterIOS, .flutterMacOS: return FlutterScrollPhysics.minFlingVelocity
        case .android, .androidOverScroller: return FlutterScrollPhysics.minFlingVelocity / 2
        }
    }

    /// Fling speeds are clamped to this, pt/s: kMaxFlingVelocity = 8000 (Android's
    /// `ViewConfiguration` maximum fling velocity), 64 000 for flutter-macos; uikit: none (+∞).
    public var maxFlingVelocity: PointsPerSecond {
        switch self {
        case .uikit: return .infinity
        case .flutterMacOS: return FlutterDecelerationRate.fast.maxFlingVelocity
        case .flutterIOS, .android, .androidOverScroller: return FlutterScrollPhysics.maxFlingVelocity
        }
    }

    /// The fling velocity a platform's drag recognizer reports for a raw release velocity
    /// `v` (pt/s): 0 when |v| ≤ minFlingVelocity, else v clamped to ±maxFlingVelocity
    /// (Flutter's `DragGestureRecognizer.isFlingGesture` and velocity clamp).
    @inlinable public func flingVelocity(_ v: PointsPerSecond) -> PointsPerSecond {
        guard abs(v) > minFlingVelocity else { return 0 }
        return min(max(v, -maxFlingVelocity), maxFlingVelocity)
    }
}
