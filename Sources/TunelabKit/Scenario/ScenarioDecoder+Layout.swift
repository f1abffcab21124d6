import ScrollPhysics

extension ScenarioDecoder {
    /// `layout`: `kind` (default `none`, or a registered plug-in's) and that kind's keys (its
    /// declared fields, `BuiltInLayouts`, or the formula's); another kind's keys are unknown.
    func decodeLayout(_ object: ObjectReader?) throws(InputError) -> LayoutSettings {
        var layout = LayoutSettings()
        guard let object else { return layout }
        if let plugin = try registeredKind(object) {
            layout.plugin = try plugin.decode(object)
            try object.finish()
            return layout
        }
        layout.kind = try builtInKind(object)
        if let builtIn = BuiltInLayouts.entry(layout.kind) {
            try builtIn.read(LayoutFieldReader(object: object), &layout)
        } else if layout.kind.isFormula {
            layout.formula = try decodeFormulaLayout(object)
        }
        if layout.kind.acceptsPerspective { try decodePerspective(object, into: &layout) }
        try object.finish()
        return layout
    }

    /// `layout.perspective` (card stack and formula layouts): a distance d > 0 (pt), greater
    /// than every z the layout can give when that z is known before running — the card stack's
    /// max(zFloor, zMax) when zSlope ≥ 0, a formula's z when it reads only params (default 0).
    /// Other z are checked every frame (`Perspective.project`, a run fault).
    func decodePerspective(_ object: ObjectReader, into layout: inout LayoutSettings) throws(InputError) {
        guard let d = try object.double("perspective", expected: "a distance > 0 (pt)", valid: { $0 > 0 && $0 < 1e9 })
        else { return }
        let highest: (z: Double, source: String)?
        if layout.kind.isCardStack {
            let c = layout.cardStack
            highest = c.zSlope >= 0 ? (max(c.zFloor, c.zMax), "the cards' largest z, max(zFloor, zMax)") : nil
        } else {
            highest = layout.formula?.definition.constantZ.map { ($0, "the items' z") }
        }
        if let highest, highest.z >= d {
            throw object.error(
                "perspective",
                "expected a distance > \(NumberFormat.shortest(highest.z)) (pt; \(highest.source)), got \(NumberFormat.shortest(d))")
        }
        layout.perspective = d
        layout.perspectivePosition = object.node("perspective")?.position
    }
}
