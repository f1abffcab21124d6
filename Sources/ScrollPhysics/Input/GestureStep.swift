/// One step of a scripted pan gesture, in touch space (docs/scenario.md#touch): a negative
/// translation moves the finger left/up and the content offset up by as much.
public enum GestureStep: Sendable, Equatable {
    /// Finger down if not already, then moves by `translation` pt over `duration` s along `curve`.
    case drag(translation: Points, duration: Seconds, curve: DragCurve)
    /// Finger down (touching down if needed) and still for `duration` s; delivers no samples.
    case hold(duration: Seconds)
    /// Finger up. `velocity` (finger, pt/s) bypasses the estimator; `nil` asks the estimator.
    case release(velocity: PointsPerSecond?)
    /// Touch down and up at one instant with finger velocity `velocity` pt/s.
    case flick(velocity: PointsPerSecond)
    /// Finger up (releasing as `.release(velocity: nil)` would); then `duration` s pass.
    case wait(duration: Seconds)
    /// Recorded samples replayed from the step's start: times (s, ascending, from 0) and
    /// translations (pt, relative to the translation at the step's start). The finger stays down.
    case trace(times: [Seconds], translations: [Points])
}
