import Foundation
import ScrollPhysics

/// A spring in every form an app needs (docs/scenario.md#springs): CASpringAnimation's mass, stiffness
/// and damping as the lab ran it, the form the user wrote it in (`written`), and the same motion as
/// m = 1 response/damping ratio and SwiftUI duration/bounce. ω₀ = √(k/m), ζ = c/(2√(mk)),
/// response = 2π/ω₀, bounce = 1 − ζ (ζ ≤ 1) or 1/ζ − 1 (ζ > 1).
///
/// Values the user wrote are exported as written; values derived from them (ζ from m, k, c, or k
/// from a response) are rounded to 15 significant digits (`ExportLiteral.derived`), so a written
/// ζ 0.9 never comes back as 0.8999999999999999.
struct ExportSpring {
    /// The four ways a scenario can give a spring, with the values the user wrote (defaults filled in
    /// as the decoder fills them).
    enum Written: Equatable {
        /// `{"mass", "stiffness", "damping"}` (CASpringAnimation).
        case coefficients(mass: Double, stiffness: Double, damping: Double)
        /// `{"response", "dampingRatio"}` (SwiftUI `Spring(response:dampingRatio:)`).
        case response(response: Double, dampingRatio: Double)
        /// `{"duration", "bounce"}` (SwiftUI `Spring(duration:bounce:)`).
        case durationBounce(duration: Double, bounce: Double)
        /// `{"dampingRatio", "duration"}` (UIKit `usingSpringWithDamping`; response = duration).
        case uikit(dampingRatio: Double, duration: Double)
    }

    /// The lab's coefficients (exact: the doubles the lab ran).
    let mass: Double, stiffness: Double, damping: Double
    /// ζ, as written when the user wrote it, else derived.
    let dampingRatio: Double
    /// 2π/ω₀, s, as written when the user wrote it, else derived.
    let response: Double
    /// SwiftUI bounce of the same motion, as written when the user wrote it, else derived.
    let bounce: Double
    /// The form the scenario gave; nil when the spring is the default.
    let written: Written?

    /// `spring` as the lab ran it; `node` is the scenario's spring object, if it has one.
    init(_ spring: Spring, written node: JSONNode? = nil) {
        mass = spring.mass; stiffness = spring.stiffness; damping = spring.damping
        let coefficients = SpringCoefficients(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        let (derivedResponse, derivedRatio) = AppleSpringConversion.responseParameters(of: coefficients)
        let derivedBounce = AppleSpringConversion.swiftUIParameters(of: coefficients).bounce
        let written = node.flatMap(Self.form)
        self.written = written
        let d = ExportLiteral.derived
        switch written {
        case .response(let s, let z)?: (response, dampingRatio, bounce) = (s, z, d(derivedBounce))
        case .durationBounce(let s, let b)?: (response, dampingRatio, bounce) = (s, d(derivedRatio), b)
        case .uikit(let z, let s)?: (response, dampingRatio, bounce) = (s, z, d(derivedBounce))
        case .coefficients?, nil: (response, dampingRatio, bounce) = (d(derivedResponse), d(derivedRatio), d(derivedBounce))
        }
    }

    /// The form of a spring object, told apart by its keys as `ScenarioDecoder.decodeSpring` does.
    static func form(of node: JSONNode) -> Written? {
        guard let members = node.value.objectValue else { return nil }
        var values: [String: Double] = [:]
        for member in members { if let x = member.node.value.doubleValue { values[member.key] = x } }
        let keys = Set(members.map(\.key))
        if !keys.isDisjoint(with: ["mass", "stiffness", "damping"]) {
            return .coefficients(mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100, damping: values["damping"] ?? 10)
        }
        if keys.contains("response") { return .response(response: values["response"] ?? 0.3, dampingRatio: values["dampingRatio"] ?? 1) }
        if keys.contains("bounce") { return .durationBounce(duration: values["duration"] ?? 0.5, bounce: values["bounce"] ?? 0) }
        if keys.contains("dampingRatio") || keys.contains("duration") {
            return .uikit(dampingRatio: values["dampingRatio"] ?? 1, duration: values["duration"] ?? 0.3)
        }
        return nil
    }

    /// m = 1 stiffness k/m and damping c/m (SwiftUI, Flutter's mass-1 descriptions, AndroidX).
    var unitStiffness: Double { stiffness / mass }
    var unitDamping: Double { damping / mass }

    /// The SwiftUI `Spring(...)` initializer call as the user wrote the spring (m, k, c when not written).
    var swiftUIInitializer: String {
        let l = ExportLiteral.swift
        switch written {
        case .response(let s, let z)?: return "Spring(response: \(l(s)), dampingRatio: \(l(z)))"
        case .durationBounce(let s, let b)?: return "Spring(duration: \(l(s)), bounce: \(l(b)))"
        case .uikit(let z, let s)?: return "Spring(response: \(l(s)), dampingRatio: \(l(z)))"
        case .coefficients?, nil: return "Spring(mass: \(l(mass)), stiffness: \(l(stiffness)), damping: \(l(damping)))"
        }
    }

    /// How the scenario wrote the spring, for a comment: `{"dampingRatio": 0.8, "duration": 0.3}`.
    var writtenDescription: String {
        let n = { (x: Double) in NumberFormat.shortest(x) }
        switch written {
        case .coefficients(let m, let k, let c)?: return "{\"mass\": \(n(m)), \"stiffness\": \(n(k)), \"damping\": \(n(c))}"
        case .response(let s, let z)?: return "{\"response\": \(n(s)), \"dampingRatio\": \(n(z))}"
        case .durationBounce(let s, let b)?: return "{\"duration\": \(n(s)), \"bounce\": \(n(b))}"
        case .uikit(let z, let s)?: return "{\"dampingRatio\": \(n(z)), \"duration\": \(n(s))}"
        case nil: return "the default"
        }
    }
}
