/// Whose scroll physics drive the drag and the release (`scroll.model`, DESIGN §4.9).
public enum ScrollModel: String, Sendable, CaseIterable {
    /// UIScrollView: DESIGN §4.4–4.7 (rubber band, r^(1000t) coast, bounce spring, snapping).
    case uikit
    /// Flutter's `BouncingScrollPhysics`: drag resistance 0.52·(1 − overscroll/viewport)²
    /// applied per touch sample, `BouncingScrollSimulation` on release (friction drag 0.135,
    /// spring m 0.5 / k 100 / ζ 1.1 from the solved edge crossing), carried momentum.
    case flutterIOS = "flutter-ios"
    /// Flutter's `ClampingScrollPhysics` (Android's `OverScroller`): no overscroll while
    /// dragging, a spline fling that stops dead on the edge it reaches.
    case android

    /// Scroll speeds below this are no fling: the release hands over velocity 0, pt/s.
    /// `BouncingScrollPhysics.minFlingVelocity` = 2·kMinFlingVelocity = 100,
    /// `ClampingScrollPhysics` kMinFlingVelocity = 50; uikit has no such gate (0).
    public var minFlingVelocity: PointsPerSecond {
        switch self {
        case .uikit: return 0
        case .flutterIOS: return FlutterScrollPhysics.minFlingVelocity
        case .android: return FlutterScrollPhysics.minFlingVelocity / 2
        }
    }

    /// Fling speeds are clamped to this, pt/s: kMaxFlingVelocity = 8000 for both platform
    /// models (Android's `ViewConfiguration` maximum fling velocity); uikit: none (+∞).
    public var maxFlingVelocity: PointsPerSecond {
        self == .uikit ? .infinity : FlutterScrollPhysics.maxFlingVelocity
    }

    /// The fling velocity a platform's drag recognizer reports for a raw release velocity
    /// `v` (pt/s): 0 when |v| ≤ minFlingVelocity, else v clamped to ±maxFlingVelocity
    /// (Flutter's `DragGestureRecognizer.isFlingGesture` and velocity clamp).
    @inlinable public func flingVelocity(_ v: PointsPerSecond) -> PointsPerSecond {
        guard abs(v) > minFlingVelocity else { return 0 }
        return min(max(v, -maxFlingVelocity), maxFlingVelocity)
    }
}
