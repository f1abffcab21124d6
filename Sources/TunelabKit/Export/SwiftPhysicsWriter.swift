import ScrollPhysics

/// A point's scroll physics as platform-free Swift (Foundation only), shared by `--to swift`,
/// `--to uikit` and `--to swiftui`: the tuned constants, the springs as the user wrote them, the
/// lab's release rules (`UIKitDriver.handOff`), the coast and a spring in closed form
/// (docs/scenario.md: deceleration, snapping, springs). Lengths in pt, times in s, velocities in
/// pt/s (a scroll velocity: the finger's, negated).
struct SwiftPhysicsWriter {
    let point: ExportedPoint

    /// The declarations, each line indented by `indent` spaces.
    func render(indent: Int) -> String {
        let scroll = point.scenario.scroll
        let l = ExportLiteral.swift
        var out = Self.springType
        out += [
            "",
            "/// The scroll model the lab ran (`scroll.model`); the constants below are UIKit's (`uikit`).",
            "public static let model = \"\(scroll.model.rawValue)\"",
            "/// Visible length along the scroll axis and across it (`scroll.viewport`, `crossViewport`).",
            "public static let viewport: Double = \(l(scroll.viewport))",
            "public static let crossViewport: Double = \(l(scroll.crossViewport))",
            "/// Content length along the axis; nil = infinite content (no bounds).",
            "public static let contentLength: Double? = \(scroll.contentLength.map(l) ?? "nil")",
            "",
            "/// UIKit's deceleration rate r: the velocity keeps the factor r per millisecond,",
            "/// v(t) = v₀·r^(1000·t) (`UIScrollView.DecelerationRate(rawValue: r)`; 0 < r < 1).",
            "public static let decelerationRate: Double = \(l(scroll.decelerationRate.perMillisecond))",
            "/// A coast stops once |v| < stopSpeed (pt/s; the lab's, from recorded UIScrollView flicks).",
            "public static let stopSpeed: Double = \(l(scroll.stopSpeed))",
            "/// A spring rests when |x − target| < restDistance (pt) and |v| < restVelocity (pt/s).",
            "public static let restDistance: Double = \(l(scroll.restDistance))",
            "public static let restVelocity: Double = \(l(scroll.restVelocity))",
            "/// Rubber band: dragging x past a bound shows b(x) = (1 − 1/(x·c/d + 1))·d, c = constant, d = dimension (pt).",
            "public static let rubberBandConstant: Double = \(l(scroll.rubberBandConstant))",
            "public static let rubberBandDimension: Double = \(l(scroll.rubberBandLength))",
            "/// The spring that pulls an overscrolled view back onto its bound (scenario: \(point.bounceSpring.writtenDescription)).",
            "public static let bounce = \(Self.springLiteral(point.bounceSpring))",
            "/// How the resting place snaps (`scroll.snap.policy`).",
            "public enum SnapPolicy: String, Sendable { case \(SnapPolicy.allCases.map(\.rawValue).joined(separator: ", ")) }",
            "/// Snapping: `none`, `paging` (interval = viewport) or `nearest`; nil interval = no snapping.",
            "public static let snapPolicy: SnapPolicy = .\(scroll.snap.policy.rawValue)",
            "public static let snapInterval: Double? = \(scroll.snap.effectiveInterval(viewport: scroll.viewport).map(l) ?? "nil")",
            "/// How a snap reaches its target (`scroll.snap.mode`).",
            "public enum SnapMode: String, Sendable { case \(SnapMode.allCases.map(\.rawValue).joined(separator: ", ")) }",
            "/// How a snap reaches its target: `spring` (snapSpring) or `decelerate` (a coast that stops on it).",
            "public static let snapMode: SnapMode = .\(scroll.snap.mode.rawValue)",
            "/// The snap spring (scenario: \(point.snapSpring.writtenDescription)).",
            "public static let snapSpring = \(Self.springLiteral(point.snapSpring))"
        ]
        if let e = scroll.edgeDamping {
            out += [
                "/// Edge damping: r is scaled every tick by 1 − min(|offset|/(extent·buffer), maxReduction).",
                "public static let edgeDamping = (extent: \(e.extent.map(l) ?? "Double.infinity"), buffer: \(l(e.buffer)), maxReduction: \(l(e.maxReduction)))"
            ]
        }
        out += Self.functions(law: scroll.decelerationLaw)
        let pad = String(repeating: " ", count: indent)
        return out.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n") + "\n"
    }

    /// `Spring(mass:stiffness:damping:response:dampingRatio:bounce:)` of the generated type: the lab's
    /// coefficients exactly, the other forms as written or rounded (`ExportSpring`).
    static func springLiteral(_ e: ExportSpring) -> String {
        let l = ExportLiteral.swift
        return "Spring(mass: \(l(e.mass)), stiffness: \(l(e.stiffness)), damping: \(l(e.damping)), "
            + "response: \(l(e.response)), dampingRatio: \(l(e.dampingRatio)), bounce: \(l(e.bounce)))"
    }

    static let springType: [String] = [
        "/// A damped spring m·x'' + c·x' + k·(x − target) = 0 (CASpringAnimation's mass, stiffness,",
        "/// damping: the values the lab ran), and the same motion at m = 1 as response/dampingRatio —",
        "/// k/m = (2π/response)², ζ = c/(2√(mk)) — and as SwiftUI's duration (= response) and bounce",
        "/// (1 − ζ, or 1/ζ − 1 above 1); those are as the scenario wrote them, or derived to 15 digits.",
        "public struct Spring: Sendable, Equatable {",
        "    public let mass: Double, stiffness: Double, damping: Double",
        "    public let response: Double, dampingRatio: Double, bounce: Double",
        "}"
    ]

    /// The helpers, under the scenario's `scroll.decelerationLaw`: its projection time T, coast and snap rate.
    static func functions(law: DecelerationLaw) -> [String] {
        let continuous = law == .continuous
        return [
            "",
            continuous
                ? "/// T = −1/(1000·ln r) s (the continuous law): a coast from v travels (|v| − stopSpeed)·T before it stops."
                : "/// T = r/(1000·(1 − r)) s (the per-millisecond law): a coast from v travels (|v| − stopSpeed)·T before it stops.",
            continuous
                ? "public static let projectionTime: Double = -1 / (1000 * Foundation.log(decelerationRate))"
                : "public static let projectionTime: Double = decelerationRate / (1000 * (1 - decelerationRate))",
            "",
            "/// Where a coast from `offset` at scroll velocity `velocity` (pt/s) stops:",
            "/// offset + sign(v)·max(|v| − stopSpeed, 0)·T.",
            "public static func restingOffset(from offset: Double, velocity: Double) -> Double {",
            "    let travel = Swift.max(Swift.abs(velocity) - stopSpeed, 0) * projectionTime",
            "    return velocity < 0 ? offset - travel : offset + travel",
            "}",
            "",
            "/// The coast t s after a release at `offset`, `velocity`: x = x₀ − v₀·T·(e^(λt) − 1), v = v₀·e^(λt),",
            "/// λ = 1000·ln r (ignoring the stop; it stops once |v| < stopSpeed).",
            "public static func coast(from offset: Double, velocity: Double, rate: Double = decelerationRate, at t: Double)",
            "    -> (offset: Double, velocity: Double)",
            "{",
            continuous
                ? "    let lambda = 1000 * Foundation.log(rate), T = -1 / lambda"
                : "    let lambda = 1000 * Foundation.log(rate), T = rate / (1000 * (1 - rate))",
            "    return (offset - velocity * T * Foundation.expm1(lambda * t), velocity * Foundation.exp(lambda * t))",
            "}",
            "",
            "/// The rubber band's displayed overscroll for a raw overscroll `x` ≥ 0 (pt).",
            "public static func rubberBand(_ x: Double) -> Double {",
            "    (1 - 1 / (x * rubberBandConstant / rubberBandDimension + 1)) * rubberBandDimension",
            "}",
            "",
            "/// What a release hands over to (the lab's release rules).",
            "public enum Release: Sendable, Equatable {",
            "    /// Released past a bound: the bounce spring to that bound.",
            "    case bounce(target: Double)",
            "    /// Snapping with `snapSpring` to the target.",
            "    case snapSpring(target: Double)",
            "    /// Snapping by a coast of rate `rate` per ms that stops exactly on the target.",
            "    case snapDecelerate(target: Double, rate: Double)",
            "    /// A free coast at `decelerationRate`.",
            "    case coast",
            "}",
            "",
            "/// The lab's release rules at `offset` (pt), scroll velocity `velocity` (pt/s), bounds [minOffset, maxOffset]:",
            "/// past a bound, bounce back to it; with snapping, the coast's resting place rounded to the nearest",
            "/// multiple of snapInterval (halves away from zero), clamped to the bounds, reached by `snapMode`;",
            "/// else coast.",
            "public static func release(offset: Double, velocity: Double, minOffset: Double = -.infinity, maxOffset: Double = .infinity)",
            "    -> Release",
            "{",
            "    if offset < minOffset { return .bounce(target: minOffset) }",
            "    if offset > maxOffset { return .bounce(target: maxOffset) }",
            "    guard let interval = snapInterval else { return .coast }",
            "    let free = restingOffset(from: offset, velocity: velocity)",
            "    let steps = free / interval",
            "    let nearest = steps.isFinite ? steps.rounded(.toNearestOrAwayFromZero) * interval : free",
            "    let target = Swift.min(Swift.max(nearest, minOffset), maxOffset)",
            "    if snapMode == .decelerate, let rate = decelerationRate(toRestAt: target, from: offset, velocity: velocity) {",
            "        return .snapDecelerate(target: target, rate: rate)",
            "    }",
            "    return .snapSpring(target: target)",
            "}",
            "",
            continuous
                ? "/// The rate r′ = e^(−1/q), q = 1000·|target − x₀|/(|v₀| − stopSpeed), whose coast stops on `target`;"
                : "/// The rate r′ = q/(1 + q), q = 1000·|target − x₀|/(|v₀| − stopSpeed), whose coast stops on `target`;",
            "/// nil when |v₀| ≤ stopSpeed, the target is not ahead, or r′ is not in (0, 1).",
            "public static func decelerationRate(toRestAt target: Double, from offset: Double, velocity: Double) -> Double? {",
            "    let distance = target - offset",
            "    guard Swift.abs(velocity) > stopSpeed, distance != 0, (distance > 0) == (velocity > 0) else { return nil }",
            "    let q = 1000 * Swift.abs(distance) / (Swift.abs(velocity) - stopSpeed)",
            continuous ? "    let r = Foundation.exp(-1 / q)" : "    let r = q / (1 + q)",
            "    return q.isFinite && r > 0 && r < 1 ? r : nil",
            "}",
            "",
            "/// A spring's motion toward `target` from `offset` at `velocity` (pt/s), in closed form.",
            "public struct SpringMotion: Sendable {",
            "    public let spring: Spring, target: Double, offset: Double, velocity: Double",
            "",
            "    public init(_ spring: Spring, from offset: Double, velocity: Double, to target: Double) {",
            "        self.spring = spring; self.offset = offset; self.velocity = velocity; self.target = target",
            "    }",
            "",
            "    /// Offset and velocity t s after the start. ω₀ = √(k/m), ζ = c/(2√(mk)), x = offset − target:",
            "    /// ζ < 1: e^(−ζω₀t)·(x·cos ω_d t + (v₀ + ζω₀x)/ω_d·sin ω_d t), ω_d = ω₀√(1 − ζ²);",
            "    /// ζ = 1: e^(−ω₀t)·(x + (v₀ + ω₀x)·t); ζ > 1: A·e^(r₁t) + B·e^(r₂t), r = −ω₀(ζ ∓ √(ζ² − 1)).",
            "    public func state(at t: Double) -> (offset: Double, velocity: Double) {",
            "        let m = spring.mass, k = spring.stiffness, c = spring.damping",
            "        let w0 = (k / m).squareRoot(), zeta = c / (2 * (m * k).squareRoot())",
            "        let x = offset - target, v0 = velocity",
            "        if zeta < 1 {",
            "            let a = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()",
            "            let e = Foundation.exp(-a * t), cs = Foundation.cos(wd * t), sn = Foundation.sin(wd * t)",
            "            let b = (v0 + a * x) / wd",
            "            return (target + e * (x * cs + b * sn), e * ((b * wd - a * x) * cs - (x * wd + a * b) * sn))",
            "        }",
            "        if zeta == 1 {",
            "            let e = Foundation.exp(-w0 * t), b = v0 + w0 * x",
            "            return (target + e * (x + b * t), e * (v0 - w0 * b * t))",
            "        }",
            "        let s = w0 * (zeta * zeta - 1).squareRoot()",
            "        let r1 = -zeta * w0 + s, r2 = -zeta * w0 - s",
            "        let a = (v0 - r2 * x) / (r1 - r2), b = x - a",
            "        let e1 = Foundation.exp(r1 * t), e2 = Foundation.exp(r2 * t)",
            "        return (target + a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)",
            "    }",
            "",
            "    /// Whether the spring rests t s after the start (|x − target| < restDistance, |v| < restVelocity).",
            "    public func isResting(at t: Double) -> Bool {",
            "        let (x, v) = state(at: t)",
            "        return Swift.abs(x - target) < restDistance && Swift.abs(v) < restVelocity",
            "    }",
            "}"
        ]
    }
}
