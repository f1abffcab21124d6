import ScrollPhysics

/// `scroll.*` (docs/scenario.md#scroll), in the order the decoder reads and the encoder writes
/// them. Defaults are `ScrollConfiguration()`'s.
enum ScrollSettings {
    typealias Setting = ScenarioSetting<ScrollConfiguration>

    static let all: [Setting] = [
        .choice("model", \.model, doc: "The scroll physics.", label: "scroll model").documented(
            more: "([Scroll models](scroll-models.md))"),
        .number(
            "viewport", \.viewport, .positive(below: 1e9, "a positive length (pt)"),
            doc: "Visible length along the scroll axis, pt.", label: "viewport (pt)"),
        .number(
            "crossViewport", \.crossViewport, .positive(below: 1e9, "a positive length (pt)"),
            doc: "Visible length across the scroll axis, pt."),
        .composite(
            "content",
            doc:
                "Content length: {\"length\": L} (bounded, scrolls within [0, max(0, L − viewport)]) or {\"infinite\": true} (the default).",
            read: { object, scroll, _ throws(InputError) in
                if let content = try object.object("content") { scroll.contentLength = try ScenarioDecoder.decodeContent(content) }
            },
            write: { c in [("content", c.contentLength.map { .object([("length", .number($0))]) } ?? .object([("infinite", .bool(true))]))]
            }
        ).documented(type: "`{\"infinite\": true}` or `{\"length\": L}` (L in [0, 10¹²))", default: "infinite"),
        .number(
            "initialOffset", \.initialOffset, .finite(within: 1e12, "a finite offset (pt)"), doc: "Offset at t = 0, pt."),
        .composite(
            "decelerationRate",
            doc: "Velocity kept per millisecond while coasting: \"normal\" (0.998), \"fast\" (0.99) or a number in (0, 1).",
            label: "deceleration rate (per ms)", uikitOnly: true,
            read: { object, scroll, _ throws(InputError) in
                if let rate = try ScenarioDecoder.decodeRate(object) { scroll.decelerationRate = rate }
            },
            write: { [("decelerationRate", .number($0.decelerationRate.perMillisecond))] }
        ).documented(type: "`\"normal\"` (0.998), `\"fast\"` (0.99) or a number in (0, 1)", default: "`\"normal\"`"),
        .number(
            "stopSpeed", \.stopSpeed, .positive(below: 1e9, "a positive speed (pt/s)"),
            doc: "A coast stops at the first tick its speed is below this, pt/s (uikit).", label: "stop speed (pt/s)",
            uikitOnly: true
        ).documented(more: "([below](#deceleration); measured: [Provenance](provenance.md))"),
        .choice(
            "decelerationLaw", \.decelerationLaw,
            doc:
                "How the coast turns decelerationRate into travel (uikit): continuous, x0 + v0·(r^(1000t) − 1)/(1000·ln r), today's iOS; or perMillisecond, each millisecond moving by that millisecond's velocity, iOS of 2013.",
            label: "deceleration law", uikitOnly: true
        ).documented(more: "([below](#deceleration))"),
        .number(
            "restDistance", \.restDistance, .positive(below: 1e6, "a positive distance (pt)"),
            doc: "A spring rests within this of its target (and below restVelocity), pt.", label: "rest distance (pt)",
            uikitOnly: true),
        .number(
            "restVelocity", \.restVelocity, .positive(below: 1e9, "a positive speed (pt/s)"),
            doc: "A spring rests below this speed, pt/s.", label: "rest velocity (pt/s)", uikitOnly: true),
        .composite(
            "rubberBand", doc: "The rubber band past a bound (uikit).", uikitOnly: true,
            read: { object, scroll, _ throws(InputError) in
                if let band = try object.object("rubberBand") { try ScenarioDecoder.decodeRubberBand(band, into: &scroll) }
            },
            write: { c in
                var band: [(String, ExportJSON)] = [("constant", .number(c.rubberBandConstant))]
                if let d = c.rubberBandDimension { band.append(("dimension", .number(d))) }
                return [("rubberBand", .object(band))]
            }
        ).documented(type: "`{\"constant\": c, \"dimension\": d}`", default: "c 0.55, d the viewport", more: "([below](#rubber-band))"),
        .bool(
            "bounces", \.bounces,
            doc: "UIScrollView.bounces (uikit): false clamps the drag to the bounds and stops a coast at the bound it reaches.",
            uikitOnly: true),
        .composite(
            "bounce",
            doc: "The spring that brings an over-scrolled view back (uikit; fitted to a recorded bounce: docs/provenance.md).",
            uikitOnly: true,
            read: { object, scroll, context throws(InputError) in
                if let bounce = try object.object("bounce") { scroll.bounce = try context.decoder.decodeSpring(bounce) }
            },
            write: { [("bounce", ScenarioEncoder.spring($0.bounce))] }
        ).documented(type: "a [spring](#springs)", default: "mass 1, stiffness 373, damping 51.7"),
        .composite(
            "snap", doc: "Where a fling may come to rest (uikit).", uikitOnly: true,
            read: { object, scroll, context throws(InputError) in
                if let snap = try object.object("snap") { try context.decoder.decodeSnap(snap, into: &scroll, layout: context.layout) }
            },
            write: { c in
                var snap: [(String, ExportJSON)] = [("policy", .string(c.snap.policy.rawValue))]
                if c.snap.policy == .nearest { snap.append(("interval", .number(c.snap.interval))) }
                snap += [("mode", .string(c.snap.mode.rawValue)), ("spring", ScenarioEncoder.spring(c.snap.spring))]
                return [("snap", .object(snap))]
            }
        ).documented(type: "object ([below](#snapping))", default: "no snapping"),
        .composite(
            "edgeDamping",
            doc: "Seed 000 §3.5 edge damping: the rate is scaled by 1 − min(|offset|/(count·spacing·buffer), maxReduction).",
            uikitOnly: true,
            read: { object, scroll, context throws(InputError) in
                scroll.edgeDamping = try context.decoder.decodeEdgeDamping(object, layout: context.layout)
            },
            write: { c in
                guard let e = c.edgeDamping else { return [("edgeDamping", .bool(false))] }
                return [("edgeDamping", .object([("buffer", .number(e.buffer)), ("maxReduction", .number(e.maxReduction))]))]
            }
        ).documented(
            type: "`true`, `false` or `{\"enabled\", \"buffer\", \"maxReduction\"}`", default: "`false`",
            more: "([below](#edge-damping))")
    ]
}
