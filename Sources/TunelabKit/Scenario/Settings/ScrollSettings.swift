import ScrollPhysics

/// `scroll.*` (docs/scenario.md#scroll), in the order the decoder reads and the encoder writes
/// them: declared in the library (`ScrollConfiguration.settings`); defaults are
/// `ScrollConfiguration()`'s.
enum ScrollSettings {
    typealias Setting = ScenarioSetting<ScrollConfiguration>

    /// Every `scroll.*` setting: the library's declarations (`ScrollConfiguration.settings`), with
    /// the composites' readers and writers and the docs table's extra cells added here.
    static let all: [Setting] = ScrollConfiguration.settings.map { field in
        var setting = Setting(field, composite: composites[field.key].map { ($0.read, $0.write) })
        if let cells = composites[field.key]?.markdown ?? markdown[field.key] { setting.markdown = cells }
        return setting
    }

    /// The docs table's cells beyond the doc line (`ScenarioSetting.documented`), by key.
    static let markdown: [String: SettingMarkdown] = [
        "model": SettingMarkdown(more: "([Scroll models](scroll-models.md))"),
        "stopSpeed": SettingMarkdown(more: "([below](#deceleration); measured: [Provenance](provenance.md))"),
        "decelerationLaw": SettingMarkdown(more: "([below](#deceleration))")
    ]

    /// How the tool reads and writes each composite key, and its docs table cells.
    static let composites: [String: (read: Setting.Reader, write: Setting.Writer, markdown: SettingMarkdown)] = [
        "content": (
            read: { object, scroll, _ throws(InputError) in
                if let content = try object.object("content") { scroll.contentLength = try ScenarioDecoder.decodeContent(content) }
            },
            write: { c in [("content", c.contentLength.map { .object([("length", .number($0))]) } ?? .object([("infinite", .bool(true))]))]
            },
            markdown: SettingMarkdown(type: "`{\"infinite\": true}` or `{\"length\": L}` (L in [0, 10¹²))", defaultValue: "infinite")
        ),
        "decelerationRate": (
            read: { object, scroll, _ throws(InputError) in
                if let rate = try ScenarioDecoder.decodeRate(object) { scroll.decelerationRate = rate }
            },
            write: { [("decelerationRate", .number($0.decelerationRate.perMillisecond))] },
            markdown: SettingMarkdown(type: "`\"normal\"` (0.998), `\"fast\"` (0.99) or a number in (0, 1)", defaultValue: "`\"normal\"`")
        ),
        "rubberBand": (
            read: { object, scroll, _ throws(InputError) in
                if let band = try object.object("rubberBand") { try ScenarioDecoder.decodeRubberBand(band, into: &scroll) }
            },
            write: { c in
                var band: [(String, ExportJSON)] = [("constant", .number(c.rubberBandConstant))]
                if let d = c.rubberBandDimension { band.append(("dimension", .number(d))) }
                return [("rubberBand", .object(band))]
            },
            markdown: SettingMarkdown(
                type: "`{\"constant\": c, \"dimension\": d}`", defaultValue: "c 0.55, d the viewport", more: "([below](#rubber-band))")
        ),
        "bounce": (
            read: { object, scroll, context throws(InputError) in
                if let bounce = try object.object("bounce") { scroll.bounce = try context.decoder.decodeSpring(bounce) }
            },
            write: { [("bounce", ScenarioEncoder.spring($0.bounce))] },
            markdown: SettingMarkdown(type: "a [spring](#springs)", defaultValue: "mass 1, stiffness 373, damping 51.7")
        ),
        "snap": (
            read: { object, scroll, context throws(InputError) in
                if let snap = try object.object("snap") { try context.decoder.decodeSnap(snap, into: &scroll, layout: context.layout) }
            },
            write: { c in
                var snap: [(String, ExportJSON)] = [("policy", .string(c.snap.policy.rawValue))]
                if c.snap.policy == .nearest { snap.append(("interval", .number(c.snap.interval))) }
                snap += [("mode", .string(c.snap.mode.rawValue)), ("spring", ScenarioEncoder.spring(c.snap.spring))]
                return [("snap", .object(snap))]
            },
            markdown: SettingMarkdown(type: "object ([below](#snapping))", defaultValue: "no snapping")
        ),
        "edgeDamping": (
            read: { object, scroll, context throws(InputError) in
                scroll.edgeDamping = try context.decoder.decodeEdgeDamping(object, layout: context.layout)
            },
            write: { c in
                guard let e = c.edgeDamping else { return [("edgeDamping", .bool(false))] }
                return [("edgeDamping", .object([("buffer", .number(e.buffer)), ("maxReduction", .number(e.maxReduction))]))]
            },
            markdown: SettingMarkdown(
                type: "`true`, `false` or `{\"enabled\", \"buffer\", \"maxReduction\"}`", defaultValue: "`false`",
                more: "([below](#edge-damping))")
        )
    ]
}
