/// A gesture compiled once into touch events on the physics clock (docs/scenario.md#touch).
///
/// Steps run in order from t = 0, each rounded to whole physics ticks; events after the
/// last tick are cut. Touch samples sit on the global grid t = j / touchRate: one at each
/// grid instant while the finger moves (strictly after the movement starts, up to its end),
/// plus one at a drag's end when that falls between grid instants. A touch down's
/// translation is 0 by definition (no noise); every move sample gets N(0, σ²) noise from
/// `SplitMix64(seed)` in the order the samples occur.
public struct GestureScript: Sendable {
    /// Events in the order they apply (non-decreasing ticks).
    public let events: [TouchEvent]

    /// The touch events of `steps` on `clock`, sampled at `touchRate` Hz while the finger moves, with
    /// Gaussian noise of σ = `noise` pt from SplitMix64(`seed`).
    public init(steps: [GestureStep], clock: SimulationClock, touchRate: Int, noise: Points = 0, seed: UInt64 = 1) {
        precondition(touchRate >= 1, "touchRate \(touchRate) must be ≥ 1")
        var builder = Builder(clock: clock, touchRate: touchRate, noise: noise, seed: seed)
        for step in steps where builder.tick <= clock.lastTick {
            builder.append(step)
        }
        events = builder.events
    }
}

extension GestureScript {
    fileprivate struct Builder {
        let clock: SimulationClock
        let touchRate: Int
        let noise: Points
        var random: SplitMix64
        var events: [TouchEvent] = []
        var tick = 0
        var isDown = false
        var translation: Points = 0  // noise-free finger translation
        var lastMoveEndTick = -1
        var lastMoveVelocity: PointsPerSecond = 0

        init(clock: SimulationClock, touchRate: Int, noise: Points, seed: UInt64) {
            self.clock = clock; self.touchRate = touchRate; self.noise = noise
            random = SplitMix64(seed: seed)
        }

        var time: Seconds { clock.time(ofTick: tick) }

        mutating func emit(_ event: TouchEvent) {
            if event.tick <= clock.lastTick { events.append(event) }
        }

        mutating func touchDownIfNeeded() {
            guard !isDown else { return }
            isDown = true
            translation = 0
            emit(TouchEvent(tick: tick, kind: .down, time: time))
        }

        mutating func sample(tick: Int, time: Seconds, translation: Points) {
            let jitter = noise > 0 ? noise * random.nextGaussian() : 0
            emit(TouchEvent(tick: tick, kind: .move, time: time, translation: translation + jitter))
        }

        mutating func release(given: PointsPerSecond?) {
            guard isDown else { return }
            isDown = false
            let trueVelocity = given ?? (lastMoveEndTick == tick ? lastMoveVelocity : 0)
            emit(
                TouchEvent(
                    tick: tick, kind: .up(givenVelocity: given), time: time,
                    translation: translation, trueVelocity: trueVelocity))
        }

        mutating func append(_ step: GestureStep) {
            switch step {
            case let .drag(amount, duration, curve): drag(amount, duration: duration, curve: curve)
            case let .hold(duration):
                touchDownIfNeeded()
                tick += clock.ticks(for: duration)
            case let .release(velocity): release(given: velocity)
            case let .flick(velocity):
                touchDownIfNeeded()
                release(given: velocity)
            case let .wait(duration):
                release(given: nil)
                tick += clock.ticks(for: duration)
            case let .trace(times, translations): trace(times: times, translations: translations)
            }
        }

        /// Samples at grid instants j/R with start < j/R ≤ end (integer comparisons), plus the end.
        mutating func drag(_ amount: Points, duration: Seconds, curve: DragCurve) {
            touchDownIfNeeded()
            let start = tick, end = tick + clock.ticks(for: duration)
            let P = clock.physicsRate, R = touchRate
            let base = translation
            let tStart = clock.time(ofTick: start), span = clock.time(ofTick: end) - tStart
            if end > start {
                let firstJ = start * R / P + 1, lastJ = end * R / P
                if firstJ <= lastJ {
                    for j in firstJ...lastJ {
                        let sampleTick = (j * P + R - 1) / R
                        if sampleTick > clock.lastTick { break }
                        let t = Double(j) / Double(R)
                        sample(tick: sampleTick, time: t, translation: base + amount * curve.progress((t - tStart) / span))
                    }
                }
            }
            if (end * R) % P != 0 || end == start {
                sample(tick: end, time: clock.time(ofTick: end), translation: base + amount)
            }
            translation = base + amount
            tick = end
            lastMoveEndTick = end
            lastMoveVelocity = span > 0 ? amount / span * curve.slope(1) : 0
        }

        /// Recorded samples at start + times[i], each applied at the first tick at or after it.
        mutating func trace(times: [Seconds], translations: [Points]) {
            touchDownIfNeeded()
            let start = tick, tStart = time, base = translation
            var lastTick = start
            for (t, value) in zip(times, translations) {
                let exact = t * Double(clock.physicsRate)
                let offsetTicks = Int(max(0, (exact - 1e-9).rounded(.up)))
                lastTick = start + offsetTicks
                if lastTick > clock.lastTick { break }
                sample(tick: lastTick, time: tStart + t, translation: base + value)
            }
            if let last = translations.last { translation = base + last }
            tick = max(lastTick, start)
            lastMoveEndTick = tick
            let n = min(times.count, translations.count)
            if n >= 2, times[n - 1] > times[n - 2] {
                lastMoveVelocity = (translations[n - 1] - translations[n - 2]) / (times[n - 1] - times[n - 2])
            } else {
                lastMoveVelocity = 0
            }
        }
    }
}
