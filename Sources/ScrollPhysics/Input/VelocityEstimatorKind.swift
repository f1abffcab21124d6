/// Which release-velocity estimator a run uses (`touch.velocityEstimator`, docs/scenario.md#touch).
public enum VelocityEstimatorKind: String, Sendable, CaseIterable {
    /// Least-squares quadratic fit over the newest samples (Flutter's and Android's VelocityTracker).
    case lsq2
    /// 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0) (Flutter's IOSScrollViewFlingVelocityTracker).
    case ios
    /// The difference of the two newest samples.
    case lastTwo = "last-two"
}
