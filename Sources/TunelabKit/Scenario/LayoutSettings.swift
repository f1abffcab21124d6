import ScrollPhysics

/// `layout.*` (docs/layouts.md): the kind, and the configuration of that kind.
public struct LayoutSettings: Sendable, Equatable {
    public var kind: LayoutKind = .none
    public var cardStack = CardStackConfiguration()
    public var flowStack = FlowStackConfiguration()
    public var parallax = ParallaxConfiguration()
    public var fade = FadeConfiguration()
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
        if kind == .formula, let formula { return formula.definition.traits }
        return kind.traits
    }

    /// Distance between neighbouring items along the axis (pt): the default snap interval.
    public var pitch: Points {
        if let plugin { return plugin.pitch ?? cardStack.spacing }
        return switch kind {
        case .none, .cardStack: cardStack.spacing
        case .flowStack: flowStack.pitch
        case .parallax: parallax.pitch
        case .fade: fade.pitch
        case .formula: formula?.definition.pitch ?? cardStack.spacing
        }
    }

    /// count·pitch (pt), the extent the seed's edge damping scales with; `nil` when the count is infinite.
    public var edgeDampingExtent: Points? {
        let count: Int?
        if let plugin { return plugin.count.map { Double($0) * pitch } }
        switch kind {
        case .none, .cardStack: count = cardStack.count
        case .flowStack: count = flowStack.count
        case .parallax: count = parallax.count
        case .fade: count = fade.count
        case .formula: count = formula?.definition.count
        }
        return count.map { Double($0) * pitch }
    }

    /// The layout for a viewport, as an enum the frame loop switches on.
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        if let plugin { return plugin.makeLayout(geometry: geometry) }
        return switch kind {
        case .none: .none(geometry)
        case .cardStack: .cardStack(CardStackLayout(configuration: cardStack, geometry: geometry))
        case .flowStack: .flowStack(FlowStackLayout(configuration: flowStack, geometry: geometry))
        case .parallax: .parallax(ParallaxLayout(configuration: parallax, geometry: geometry))
        case .fade: .fade(FadeLayout(configuration: fade, geometry: geometry))
        case .formula:
            if let formula { .formula(FormulaLayout(definition: formula.definition, geometry: geometry)) } else { .none(geometry) }
        }
    }
}
