/// The unit systems `tunelab convert spring` reads and writes, each with its parameters,
/// defaults and source. Every conversion goes through `SpringCoefficients`.
public enum SpringUnitSystem: String, CaseIterable, Sendable {
    case massStiffness = "mass-stiffness"
    case swiftui
    case response
    case origami
    case rebound
    case pop
    case framerMotion = "framer-motion"
    case framerVisual = "framer-visual"
    case framerDuration = "framer-duration"
    case uikit

    /// A parameter: its key, default (nil: required) and the magnitudes the tool accepts for it,
    /// wide enough for any real spring and narrow enough that no conversion overflows.
    public struct Parameter: Sendable {
        public let key: String
        public let defaultValue: Double?
        /// Accepted values (`SpringConverter.parse` refuses others, naming this range).
        public let range: ClosedRange<Double>
        /// The unit printed after the range (`s`), or "".
        public let unit: String

        /// "duration in [0.0001, 10000] s".
        public var rangeText: String {
            "\(key) in [\(NumberFormat.readable(range.lowerBound)), \(NumberFormat.readable(range.upperBound))]"
                + (unit.isEmpty ? "" : " " + unit)
        }
    }

    /// Parameters in the order they print.
    public var parameters: [Parameter] {
        func p(_ key: String, _ value: Double? = nil) -> Parameter {
            let (range, unit) = Self.bounds[key] ?? (-1e6...1e6, "")
            return Parameter(key: key, defaultValue: value, range: range, unit: unit)
        }
        switch self {
        case .massStiffness: return [p("mass", 1), p("stiffness", 100), p("damping", 10)]  // CASpringAnimation defaults
        case .swiftui: return [p("duration", 0.5), p("bounce", 0)]  // Spring(duration:bounce:) defaults
        case .response: return [p("response"), p("dampingRatio")]
        case .origami: return [p("tension", 40), p("friction", 7)]  // rebound SpringConfig.defaultConfig
        case .rebound: return [p("tension"), p("friction")]
        case .pop: return [p("bounciness", 4), p("speed", 12)]  // POPSpringAnimation defaults
        case .framerMotion: return [p("stiffness", 100), p("damping", 10), p("mass", 1)]  // motion springDefaults
        case .framerVisual: return [p("visualDuration", 0.3), p("bounce", 0)]  // springDefaults; `bounce || 0`
        case .framerDuration: return [p("duration", 0.8), p("bounce", 0.3)]  // springDefaults (800 ms, 0.3)
        case .uikit: return [p("dampingRatio"), p("duration")]
        }
    }

    /// Each key's accepted range and unit (keys absent here: [-10⁶, 10⁶]). Times span 0.1 ms to
    /// 10⁴ s and coefficients 10⁻⁹ to 10⁹, so k = (2π/duration)², c = 2ζ·√(k·m) and their inverses
    /// stay finite in every system (`SpringConverterExtremesTests`).
    static let bounds: [String: (ClosedRange<Double>, String)] = [
        "mass": (1e-6...1e6, ""), "stiffness": (1e-9...1e9, ""), "damping": (0...1e9, ""),
        "duration": (1e-4...1e4, "s"), "response": (1e-4...1e4, "s"), "visualDuration": (1e-4...1e4, "s"),
        "dampingRatio": (0...1e4, ""), "tension": (-1e9...1e9, ""), "friction": (-1e9...1e9, ""),
        "bounciness": (0...1e4, ""), "speed": (0...1e4, ""), "bounce": (-1e6...1e6, "")
    ]

    /// Where the mapping comes from.
    public var source: String {
        switch self {
        case .massStiffness: return "CASpringAnimation mass/stiffness/damping: m·x'' + c·x' + k·x = 0"
        case .swiftui:
            return
                "SwiftUI Spring(duration:bounce:): k = (2π/duration)², ζ = 1 − bounce (bounce < 0: ζ = 1/(1 + bounce), as Flutter; Apple's is unpublished)"
        case .response: return "SwiftUI Spring(response:dampingRatio:): k = (2π/response)², c = 4π·ζ/response, m = 1"
        case .origami:
            return
                "Origami/QC tension & friction via rebound-java OrigamiValueConverter: k = (T − 30)·3.62 + 194, c = (F − 8)·3 + 25, and 0 maps to 0 (rebound-js and React Native apply the lines to 0 too: friction 0 → c = 1)"
        case .rebound: return "rebound SpringConfig(tension, friction): k = tension, c = friction, m = 1"
        case .pop: return "pop convertBounciness:speed: (= rebound BouncyConversion), m = 1"
        case .framerMotion: return "framer-motion stiffness/damping/mass (defaults 100, 10, 1)"
        case .framerVisual: return "framer-motion visualDuration/bounce: ω = 2π/(1.2·visualDuration), ζ = clamp(1 − bounce, 0.05, 1)"
        case .framerDuration: return "framer-motion duration/bounce: findSpring (11 Newton steps on the 0.001 envelope)"
        case .uikit: return "UIKit usingSpringWithDamping(dampingRatio, duration): " + AppleSpringConversion.uikitAssumption
        }
    }

    /// The spring these parameter values describe. `values` holds every parameter (defaults filled in).
    func spring(from values: [String: Double]) throws -> SpringCoefficients {
        func v(_ key: String) -> Double { values[key] ?? .nan }
        func require(_ key: String, _ ok: Bool, _ expected: String) throws {
            if !ok { throw SpringConvertError.badValue(key: key, value: NumberFormat.readable(v(key)), expected: expected) }
        }
        switch self {
        case .massStiffness, .framerMotion:
            try require("mass", v("mass") > 0, "mass > 0")
            try require("stiffness", v("stiffness") > 0, "stiffness > 0")
            try require("damping", v("damping") >= 0, "damping ≥ 0")
            return SpringCoefficients(mass: v("mass"), stiffness: v("stiffness"), damping: v("damping"))
        case .swiftui:
            try require("duration", v("duration") > 0, "duration > 0 s")
            try require("bounce", v("bounce") > -1 && v("bounce") <= 1, "bounce in (-1, 1]")
            return AppleSpringConversion.swiftUI(duration: v("duration"), bounce: v("bounce"))
        case .response:
            try require("response", v("response") > 0, "response > 0 s")
            try require("dampingRatio", v("dampingRatio") >= 0, "dampingRatio ≥ 0")
            return AppleSpringConversion.response(v("response"), dampingRatio: v("dampingRatio"))
        case .origami:
            let spring = FacebookSpringConversion.origami(tension: v("tension"), friction: v("friction"))
            try require(
                "tension", spring.stiffness > 0,
                "an Origami tension giving k > 0: tension > -23.59 and not 0 (rebound-java maps tension 0 to k = 0)")
            try require("friction", spring.damping >= 0, "an Origami friction giving c ≥ 0 (friction ≥ -0.33)")
            return spring
        case .rebound:
            try require("tension", v("tension") > 0, "tension > 0")
            try require("friction", v("friction") >= 0, "friction ≥ 0")
            return SpringCoefficients(mass: 1, stiffness: v("tension"), damping: v("friction"))
        case .pop:
            try require("speed", v("speed") >= 0, "speed ≥ 0")
            try require("bounciness", v("bounciness") >= 0, "bounciness ≥ 0")
            let spring = FacebookSpringConversion.pop(bounciness: v("bounciness"), speed: v("speed"))
            try require("speed", spring.stiffness > 0, "a speed giving k > 0")
            try require("bounciness", spring.damping >= 0, "a bounciness giving c ≥ 0")
            return spring
        case .framerVisual:
            try require("visualDuration", v("visualDuration") > 0, "visualDuration > 0 s")
            return FramerMotionSpringConversion.visual(duration: v("visualDuration"), bounce: v("bounce"))
        case .framerDuration:
            try require("duration", v("duration") > 0, "duration > 0 s")
            return FramerMotionSpringConversion.findSpring(duration: v("duration"), bounce: v("bounce"))
        case .uikit:
            try require("duration", v("duration") > 0, "duration > 0 s")
            try require("dampingRatio", v("dampingRatio") >= 0, "dampingRatio ≥ 0")
            return AppleSpringConversion.uikit(dampingRatio: v("dampingRatio"), duration: v("duration"))
        }
    }

    /// This system's parameters for `spring`, as "key=value …", or why it has none. Every number
    /// goes through `AnswerNumber`: one that overflowed throws, naming the key and `range`.
    func render(_ spring: SpringCoefficients, range: String) throws(NonFiniteAnswer) -> String {
        func line(_ pairs: [(String, Double)]) throws(NonFiniteAnswer) -> String {
            var parts: [String] = []
            for (key, value) in pairs { parts.append("\(key)=" + (try AnswerNumber.text(value, key: "\(rawValue) \(key)", range: range))) }
            return parts.joined(separator: " ")
        }
        switch self {
        case .massStiffness:
            return try line([("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping)])
        case .framerMotion:
            return try line([("stiffness", spring.stiffness), ("damping", spring.damping), ("mass", spring.mass)])
        case .swiftui:
            let p = AppleSpringConversion.swiftUIParameters(of: spring)
            return try line([("duration", p.duration), ("bounce", p.bounce)])
        case .response:
            let p = AppleSpringConversion.responseParameters(of: spring)
            return try line([("response", p.response), ("dampingRatio", p.dampingRatio)])
        case .origami:
            let p = FacebookSpringConversion.origamiParameters(of: spring)
            return try line([("tension", p.tension), ("friction", p.friction)])
        case .rebound:
            let unit = spring.perUnitMass
            return try line([("tension", unit.stiffness), ("friction", unit.damping)])
        case .pop:
            guard let p = FacebookSpringConversion.popParameters(of: spring) else {
                return "n/a (" + FacebookSpringConversion.popUnavailableReason(of: spring) + ")"
            }
            return try line([("bounciness", p.bounciness), ("speed", p.speed)])
        case .framerVisual:
            guard let p = FramerMotionSpringConversion.visualParameters(of: spring) else {
                return "n/a (dampingRatio outside framer's clamp [0.05, 1])"
            }
            return try line([("visualDuration", p.visualDuration), ("bounce", p.bounce)])
        case .framerDuration:
            guard let p = FramerMotionSpringConversion.findSpringParameters(of: spring) else {
                return "n/a (dampingRatio outside [0.05, 1] or duration outside findSpring's [0.01, 10] s)"
            }
            return try line([("duration", p.duration), ("bounce", p.bounce)])
        case .uikit:
            let p = AppleSpringConversion.uikitParameters(of: spring)
            return try line([("dampingRatio", p.dampingRatio), ("duration", p.duration)])
        }
    }
}
