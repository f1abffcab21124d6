/// AOSP's `OverScroller.SplineOverScroller`, one axis, ported operation for operation:
/// positions and distances are `Int` pixels, times whole milliseconds, and every Java
/// `float` is a `Float` (Java `double` a `Double`), so the port computes what the Java
/// code computes, bit for bit. `now` replaces `AnimationUtils.currentAnimationTimeMillis()`.
///
/// States: `spline` (the fling: x = start + splineDistance·SPLINE_POSITION(t/splineDuration),
/// interpolated linearly in the 100-sample table), `ballistic` (past an edge with constant
/// deceleration 2000 px/s², or the one that stops it within `over`), `cubic` (the spring
/// back: start + over·(3u² − 2u³) toward the edge, u = t/duration). The velocity
/// `currentVelocity` is `mCurrVelocity` as AOSP computes it (in `cubic` its
/// 6·over·(u² − u) is per unit of u, not per second, as published).
/// Source: AOSP `core/java/android/widget/OverScroller.java`.
public struct AndroidSplineOverScroller: Sendable {
    /// The motion in progress (`SPLINE`, `CUBIC`, `BALLISTIC`).
    public enum State: Sendable {
        /// The fling along the spline table.
        case spline
        /// The spring back to an edge: start + over·(3u² − 2u³), u = t/duration.
        case cubic
        /// The overfling past an edge, stopped within `over` by a constant deceleration of
        /// 2000 px/s²; the spring back follows.
        case ballistic
    }

    /// `mStart`, px: where the current motion began.
    public private(set) var start = 0
    /// `mCurrentPosition`, px: the position at the last update.
    public private(set) var currentPosition = 0
    /// `mFinal`, px: where the current motion ends.
    public private(set) var finalPosition = 0
    private var velocity = 0
    /// `mCurrVelocity`, px/s.
    public private(set) var currentVelocity: Float = 0
    private var deceleration: Float = 0
    private var startTime = 0
    private var duration = 0
    private var splineDuration = 0
    private var splineDistance = 0
    /// `mFinished`: true when no motion is running (initially, and after `finish()`).
    public private(set) var isFinished = true
    private var over = 0
    private let flingFriction: Float = AndroidOverScrollerSpline.scrollFriction
    /// `mState`: the motion in progress, or the last one once finished.
    public private(set) var state = State.spline
    private let physicalCoefficient: Float

    /// - Parameter density: `DisplayMetrics.density` (pixels per dp), > 0.
    public init(density: Float) {
        precondition(density > 0, "AndroidSplineOverScroller: density must be > 0, got \(density)")
        physicalCoefficient = AndroidOverScrollerSpline.physicalCoefficient(density: density)
    }

    private static func deceleration(for velocity: Int) -> Float {
        velocity > 0 ? -AndroidOverScrollerSpline.gravity : AndroidOverScrollerSpline.gravity
    }

    private mutating func adjustDuration(start: Int, oldFinal: Int, newFinal: Int) {
        let n = AndroidOverScrollerSpline.sampleCount
        let oldDistance = oldFinal - start, newDistance = newFinal - start
        let x = abs(Float(newDistance) / Float(oldDistance))
        let index = JavaArithmetic.int(Float(n) * x)
        guard index < n else { return }
        let table = AndroidOverScrollerSpline.tables.time
        let xInf = Float(index) / Float(n), xSup = Float(index + 1) / Float(n)
        let tInf = table[index], tSup = table[index + 1]
        let timeCoef = tInf + (x - xInf) / (xSup - xInf) * (tSup - tInf)
        duration = JavaArithmetic.int(Float(duration) * timeCoef)
    }

    /// `finish()`: jumps to the final position (the velocity is kept, as AOSP keeps it).
    public mutating func finish() {
        currentPosition = finalPosition
        isFinished = true
    }

    /// `springback(start, min, max)`: true when `start` is outside [min, max] and a spring back began.
    public mutating func springBack(start: Int, min: Int, max: Int, now: Int) -> Bool {
        isFinished = true
        currentPosition = start; self.start = start; finalPosition = start
        velocity = 0
        startTime = now
        duration = 0
        if start < min {
            startSpringBack(start: start, end: min)
        } else if start > max {
            startSpringBack(start: start, end: max)
        }
        return !isFinished
    }

    private mutating func startSpringBack(start: Int, end: Int) {
        isFinished = false
        state = .cubic
        currentPosition = start; self.start = start
        finalPosition = end
        let delta = start - end
        deceleration = Self.deceleration(for: delta)
        velocity = -delta  // only its sign is used
        over = abs(delta)
        duration = JavaArithmetic.int(1000.0 * (-2.0 * Double(delta) / Double(deceleration)).squareRoot())
    }

    /// `fling(start, velocity, min, max, over)`, velocity in px/s.
    public mutating func fling(start: Int, velocity: Int, min: Int, max: Int, over: Int, now: Int) {
        self.over = over
        isFinished = false
        self.velocity = velocity
        currentVelocity = Float(velocity)
        duration = 0; splineDuration = 0
        startTime = now
        currentPosition = start; self.start = start
        if start > max || start < min {
            startAfterEdge(start: start, min: min, max: max, velocity: velocity, now: now)
            return
        }
        state = .spline
        var totalDistance = 0.0
        if velocity != 0 {
            splineDuration = splineFlingDuration(velocity)
            duration = splineDuration
            totalDistance = splineFlingDistance(velocity)
        }
        splineDistance = JavaArithmetic.int(totalDistance * Double(JavaArithmetic.signum(velocity)))
        finalPosition = start + splineDistance
        if finalPosition < min {
            adjustDuration(start: self.start, oldFinal: finalPosition, newFinal: min)
            finalPosition = min
        }
        if finalPosition > max {
            adjustDuration(start: self.start, oldFinal: finalPosition, newFinal: max)
            finalPosition = max
        }
    }

    /// `getSplineDeceleration`: ln(INFLEXION·|v| / (friction·coeff)), the float quotient widened.
    private func splineDeceleration(_ velocity: Int) -> Double {
        let ratio = AndroidOverScrollerSpline.inflexion * Float(abs(velocity)) / (flingFriction * physicalCoefficient)
        return Elementary.log(Double(ratio))
    }

    /// `getSplineFlingDistance`, px.
    func splineFlingDistance(_ velocity: Int) -> Double {
        let l = splineDeceleration(velocity)
        let rate = Double(AndroidOverScrollerSpline.decelerationRate)
        return Double(flingFriction * physicalCoefficient) * Elementary.exp(rate / (rate - 1.0) * l)
    }

    /// `getSplineFlingDuration`, ms.
    func splineFlingDuration(_ velocity: Int) -> Int {
        let l = splineDeceleration(velocity)
        let rate = Double(AndroidOverScrollerSpline.decelerationRate)
        return JavaArithmetic.int(1000.0 * Elementary.exp(l / (rate - 1.0)))
    }

    // MARK: Edges

    /// `startAfterEdge`: a fling that starts past an edge.
    private mutating func startAfterEdge(start: Int, min: Int, max: Int, velocity: Int, now: Int) {
        if start > min && start < max {
            isFinished = true  // AOSP logs "startAfterEdge called from a valid position"
            return
        }
        let positive = start > max
        let edge = positive ? max : min
        let overDistance = start - edge
        if overDistance * velocity >= 0 {
            startBounceAfterEdge(start: start, end: edge, velocity: velocity)
        } else if splineFlingDistance(velocity) > Double(abs(overDistance)) {
            fling(
                start: start, velocity: velocity, min: positive ? min : start, max: positive ? start : max,
                over: over, now: now)
        } else {
            startSpringBack(start: start, end: edge)
        }
    }

    private mutating func startBounceAfterEdge(start: Int, end: Int, velocity: Int) {
        deceleration = Self.deceleration(for: velocity == 0 ? start - end : velocity)
        fitOnBounceCurve(start: start, end: end, velocity: velocity)
        onEdgeReached()
    }

    /// `fitOnBounceCurve`: restarts the motion as if it had left the edge, so one parabola
    /// covers the way out past it.
    private mutating func fitOnBounceCurve(start: Int, end: Int, velocity: Int) {
        let durationToApex = Float(-velocity) / deceleration
        let velocitySquared = Float(velocity) * Float(velocity)
        let distanceToApex = velocitySquared / 2 / abs(deceleration)
        let distanceToEdge = Float(abs(end - start))
        let totalDuration = Float((2.0 * Double(distanceToApex + distanceToEdge) / Double(abs(deceleration))).squareRoot())
        startTime -= JavaArithmetic.int(1000 * (totalDuration - durationToApex))
        currentPosition = end; self.start = end
        self.velocity = JavaArithmetic.int(-deceleration * totalDuration)
    }

    /// `onEdgeReached`: the ballistic overfling from the edge, stopped within `over`.
    private mutating func onEdgeReached() {
        let velocitySquared = Float(velocity) * Float(velocity)
        var distance = velocitySquared / (2 * abs(deceleration))
        let sign = JavaArithmetic.signum(velocity)
        if distance > Float(over) {
            deceleration = -sign * velocitySquared / (2 * Float(over))
            distance = Float(over)
        }
        over = JavaArithmetic.int(distance)
        state = .ballistic
        finalPosition = start + JavaArithmetic.int(velocity > 0 ? distance : -distance)
        duration = -JavaArithmetic.int(1000 * Float(velocity) / deceleration)
    }

    /// The spring back's true velocity at `now`, px/s: d/dt of start + sign·over·(3u² − 2u³),
    /// u = (now − startTime)/duration, = sign·over·6·(u − u²)·1000/duration. (AOSP's own
    /// `mCurrVelocity` there is sign·over·6·(u² − u): per unit of u, and of the other sign.)
    /// `nil` outside the `cubic` state.
    public func springBackVelocity(now: Int) -> Double? {
        guard state == .cubic, duration > 0 else { return nil }
        let u = min(max(Double(now - startTime) / Double(duration), 0), 1)
        return Double(JavaArithmetic.signum(velocity)) * Double(over) * 6 * (u - u * u) * 1000 / Double(duration)
    }

    // MARK: Stepping

    /// `continueWhenFinished`: the next state once the current one has run its duration;
    /// false when the motion is over.
    mutating func continueWhenFinished(now: Int) -> Bool {
        switch state {
        case .spline:
            guard duration < splineDuration else { return false }  // a normal stop
            // The fling was clamped: it reached the edge, with the newest sampled velocity.
            currentPosition = finalPosition; start = finalPosition
            velocity = JavaArithmetic.int(currentVelocity)
            deceleration = Self.deceleration(for: velocity)
            startTime += duration
            onEdgeReached()
        case .ballistic:
            startTime += duration
            startSpringBack(start: finalPosition, end: start)
        case .cubic:
            return false
        }
        _ = update(now: now)
        return true
    }

    /// `update()`: position and velocity at `now` (ms); false once `now` is past the state's duration.
    mutating func update(now: Int) -> Bool {
        let currentTime = now - startTime
        if currentTime == 0 { return duration > 0 }
        if currentTime > duration { return false }
        var distance = 0.0
        switch state {
        case .spline:
            let n = AndroidOverScrollerSpline.sampleCount
            let t = Float(currentTime) / Float(splineDuration)
            let index = JavaArithmetic.int(Float(n) * t)
            var distanceCoef: Float = 1
            var velocityCoef: Float = 0
            if index < n {
                let table = AndroidOverScrollerSpline.tables.position
                let tInf = Float(index) / Float(n), tSup = Float(index + 1) / Float(n)
                let dInf = table[index], dSup = table[index + 1]
                velocityCoef = (dSup - dInf) / (tSup - tInf)
                distanceCoef = dInf + (t - tInf) * velocityCoef
            }
            distance = Double(distanceCoef * Float(splineDistance))
            currentVelocity = velocityCoef * Float(splineDistance) / Float(splineDuration) * 1000
        case .ballistic:
            let t = Float(currentTime) / 1000
            currentVelocity = Float(velocity) + deceleration * t
            distance = Double(Float(velocity) * t + deceleration * t * t / 2)
        case .cubic:
            let t = Float(currentTime) / Float(duration)
            let t2 = t * t
            let sign = JavaArithmetic.signum(velocity)
            distance = Double(sign * Float(over) * (3 * t2 - 2 * t * t2))
            currentVelocity = sign * Float(over) * 6 * (-t + t2)
        }
        currentPosition = start + JavaArithmetic.round(distance)
        return true
    }
}
