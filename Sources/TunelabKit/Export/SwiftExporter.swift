import Foundation
import ScrollPhysics

/// `--to swift`: one self-contained Swift file (Foundation only) with the point's constants
/// as a documented enum — deceleration rate, every spring in mass/stiffness/damping and
/// response/damping-ratio (and SwiftUI duration/bounce) form, rubber band, snapping, layout
/// parameters — and, for a formula layout, every formula as a function (`SwiftFormulaWriter`).
enum SwiftExporter {
    static func render(_ point: ExportedPoint) -> String {
        let s = point.scenario, scroll = s.scroll
        let name = ExportNames.pascal([point.typeStem])
        var out = point.provenance.slashComment
        out += "\nimport Foundation\n\n"
        out += "/// The scroll physics and layout of `\(s.name)`"
        out += point.provenance.point.map { " at point \($0)" } ?? ""
        out += ", as the lab ran them (tunelab README: scroll models, layouts).\n"
        out += "/// Lengths in pt, times in s, velocities in pt/s (a scroll velocity: the finger's, negated).\n"
        out += "public enum \(name) {\n"
        out += springType
        out += "\n    /// The scroll model the lab ran (`scroll.model`); these constants are UIKit's (`uikit`).\n"
        out += "    public static let model = \"\(scroll.model.rawValue)\"\n"
        out += "    /// Visible length along the scroll axis and across it (`scroll.viewport`, `crossViewport`).\n"
        out += "    public static let viewport: Double = \(ExportLiteral.swift(scroll.viewport))\n"
        out += "    public static let crossViewport: Double = \(ExportLiteral.swift(scroll.crossViewport))\n"
        out += "    /// Content length along the axis; nil = infinite content (no bounds).\n"
        out += "    public static let contentLength: Double? = \(scroll.contentLength.map(ExportLiteral.swift) ?? "nil")\n\n"
        out += "    /// UIKit's deceleration rate r: the velocity keeps the factor r per millisecond,\n"
        out += "    /// v(t) = v₀·r^(1000·t) (`UIScrollView.DecelerationRate(rawValue: r)`; 0 < r < 1).\n"
        out += "    public static let decelerationRate: Double = \(ExportLiteral.swift(scroll.decelerationRate.perMillisecond))\n"
        out += "    /// A coast stops when its remaining travel |v|/(−1000·ln r) is below this (pt); a spring rests\n"
        out += "    /// when |x − target| < restDistance and |v| < restVelocity (pt/s).\n"
        out += "    public static let restDistance: Double = \(ExportLiteral.swift(scroll.restDistance))\n"
        out += "    public static let restVelocity: Double = \(ExportLiteral.swift(scroll.restVelocity))\n"
        out += "    /// Rubber band: dragging x past a bound shows b(x) = (1 − 1/(x·c/d + 1))·d, c = constant, d = dimension (pt).\n"
        out += "    public static let rubberBandConstant: Double = \(ExportLiteral.swift(scroll.rubberBandConstant))\n"
        out += "    public static let rubberBandDimension: Double = \(ExportLiteral.swift(scroll.rubberBandLength))\n"
        out += "    /// The spring that pulls an overscrolled view back onto its bound.\n"
        out += "    public static let bounce = \(springLiteral(scroll.bounce))\n"
        out += "    /// Snapping: `none`, `paging` (interval = viewport) or `nearest`; nil interval = no snapping.\n"
        out += "    public static let snapPolicy = \"\(scroll.snap.policy.rawValue)\"\n"
        out +=
            "    public static let snapInterval: Double? = \(scroll.snap.effectiveInterval(viewport: scroll.viewport).map(ExportLiteral.swift) ?? "nil")\n"
        out += "    /// How a snap reaches its target: `spring` (snapSpring) or `decelerate`.\n"
        out += "    public static let snapMode = \"\(scroll.snap.mode.rawValue)\"\n"
        out += "    public static let snapSpring = \(springLiteral(scroll.snap.spring))\n"
        if let e = scroll.edgeDamping {
            out += "    /// Edge damping (seed §3.5): r is scaled by 1 − min(|offset|/(extent·buffer), maxReduction).\n"
            out +=
                "    public static let edgeDamping = (extent: \(e.extent.map(ExportLiteral.swift) ?? "Double.infinity"), buffer: \(ExportLiteral.swift(e.buffer)), maxReduction: \(ExportLiteral.swift(e.maxReduction)))\n"
        }
        out += helpers
        out += "\n"
        if s.layout.kind == .formula, let d = s.layout.formula?.definition {
            let writer = SwiftFormulaWriter(
                definition: d, viewport: scroll.viewport, crossViewport: scroll.crossViewport,
                bounded: scroll.contentLength != nil)
            out += writer.render(indent: 4)
        } else {
            out += layoutEnum(s.layout)
        }
        out += "}\n"
        return out
    }

    static func springLiteral(_ spring: Spring) -> String {
        let e = ExportSpring(spring)
        return
            "Spring(mass: \(ExportLiteral.swift(e.mass)), stiffness: \(ExportLiteral.swift(e.stiffness)), damping: \(ExportLiteral.swift(e.damping)),\n"
            + "                        response: \(ExportLiteral.swift(e.response)), dampingRatio: \(ExportLiteral.swift(e.dampingRatio)), bounce: \(ExportLiteral.swift(e.bounce)))"
    }

    static let springType = """
            /// A damped spring m·x'' + c·x' + k·(x − target) = 0 (CASpringAnimation's mass, stiffness,
            /// damping), and the same motion at m = 1 as response/dampingRatio — k/m = (2π/response)²,
            /// ζ = c/(2√(mk)) — and as SwiftUI's duration (= response) and bounce (1 − ζ, or 1/ζ − 1 above 1).
            public struct Spring: Sendable, Equatable {
                public let mass: Double, stiffness: Double, damping: Double
                public let response: Double, dampingRatio: Double, bounce: Double
            }

        """

    static let helpers = """

            /// Where a coast from `offset` at scroll velocity `velocity` (pt/s) comes to rest:
            /// x₀ − v₀/(1000·ln r).
            public static func restingOffset(from offset: Double, velocity: Double) -> Double {
                offset - velocity / (1000 * Foundation.log(decelerationRate))
            }

            /// The snap target of a release: the resting place rounded to the nearest multiple of
            /// `snapInterval` (halves away from zero), clamped to [minOffset, maxOffset]; the resting
            /// place itself without snapping.
            public static func snapTarget(from offset: Double, velocity: Double,
                                          minOffset: Double = -.infinity, maxOffset: Double = .infinity) -> Double {
                let rest = restingOffset(from: offset, velocity: velocity)
                guard let interval = snapInterval else { return Swift.min(Swift.max(rest, minOffset), maxOffset) }
                let target = (rest / interval).rounded(.toNearestOrAwayFromZero) * interval
                return Swift.min(Swift.max(target, minOffset), maxOffset)
            }

            /// The rubber band's displayed overscroll for a raw overscroll `x` ≥ 0 (pt).
            public static func rubberBand(_ x: Double) -> Double {
                (1 - 1 / (x * rubberBandConstant / rubberBandDimension + 1)) * rubberBandDimension
            }

        """

    /// A built-in layout's parameters as `static let`s.
    static func layoutEnum(_ layout: LayoutSettings) -> String {
        var out = "    /// The layout (`layout.kind` = \"\(layout.kind.rawValue)\") and its parameters, as tuned.\n"
        out += "    public enum Layout {\n"
        out += "        public static let kind = \"\(layout.kind.rawValue)\"\n"
        for p in ExportLayoutParameter.of(layout) {
            let id = SwiftFormulaWriter.identifier(p.name)
            switch p.value {
            case .number(let x): out += "        public static let \(id): Double = \(ExportLiteral.swift(x))\n"
            case .integer(let n?) where p.name == "count": out += "        public static let \(id): Int? = \(n)\n"
            case .integer(let n?): out += "        public static let \(id) = \(n)\n"
            case .integer(nil): out += "        public static let \(id): Int? = nil  // infinite\n"
            case .bool(let b): out += "        public static let \(id) = \(b)\n"
            case .text(let t): out += "        public static let \(id) = \(JSONWriter.quoted(t))\n"
            }
        }
        out += "    }\n"
        return out
    }
}
