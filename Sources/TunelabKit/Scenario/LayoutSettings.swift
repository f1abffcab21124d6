import ScrollPhysics

/// `layout.*` (docs/layouts.md): the kind, and the configuration of that kind.
public struct LayoutSettings: Sendable, Equatable {
    public var kind: LayoutKind = .none
    /// Each built-in kind's configuration (`BuiltInConfigurations`, beside the registry), read
    /// as `settings.cardStack`, `settings.fade`, ….
    public var configurations = BuiltInConfigurations()
    /// The formula layout (`kind` `formula` only).
    public var formula: FormulaSettings?
    /// A registered plug-in's layout; when set, it is the layout (and `kind` is unused).
    public var plugin: PluginLayoutSettings?

    /// `layout.perspective`: the container's perspective distance d, pt (> 0; card stack and
    /// formula layouts only); nil (the default) = no projection. Every frame the layout writes is
    /// projected about the viewport centre (`Perspective`) before `items.csv` and the metrics see it.
    public var perspective: Points?
    /// Where `perspective` is written (a run whose z reaches it is reported there).
    public var perspectivePosition: SourcePosition?

    public init() {}

    /// The `layout.kind` as written: a built-in's name or a plug-in's.
    public var kindName: String { plugin?.kind ?? kind.rawValue }

    /// The projection of `perspective`, if any.
    public var projection: Perspective? { perspective.map { Perspective(distance: $0) } }

    /// The traits of the configured layout: its axis and the layout metrics that apply.
    public var traits: LayoutTraits {
        if let plugin { return plugin.traits }
        if kind.isFormula, let formula { return formula.definition.traits }
        return kind.traits
    }

    /// Distance between neighbouring items along the axis (pt): the default snap interval.
    /// `none` takes the card stack's spacing.
    public var pitch: Points {
        if let plugin { return plugin.pitch ?? cardStack.spacing }
        if let builtIn = BuiltInLayouts.entry(kind) { return builtIn.pitch(self) }
        return kind.isFormula ? formula?.definition.pitch ?? cardStack.spacing : cardStack.spacing
    }

    /// The data count of the built-in kind (`nil` = infinite; `none` takes the card stack's),
    /// plug-ins aside.
    var builtInCount: Int? {
        if let builtIn = BuiltInLayouts.entry(kind) { return builtIn.count(self) }
        return kind.isFormula ? formula?.definition.count : cardStack.count
    }

    /// count·pitch (pt), the extent the seed's edge damping scales with; `nil` when the count is infinite.
    public var edgeDampingExtent: Points? {
        if let plugin { return plugin.count.map { Double($0) * pitch } }
        return builtInCount.map { Double($0) * pitch }
    }

    /// The layout for a viewport, as an enum the frame loop switches on.
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        if let plugin { return plugin.makeLayout(geometry: geometry) }
        if let builtIn = BuiltInLayouts.entry(kind) { return builtIn.makeLayout(self, geometry) }
        if kind.isFormula, let formula { return .formula(FormulaLayout(definition: formula.definition, geometry: geometry)) }
        return .none(geometry)
    }
}
