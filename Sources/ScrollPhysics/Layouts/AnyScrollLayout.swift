/// One of the layouts (docs/layouts.md), as an enum: a driver can hold any kind without an
/// existential, and each call switches once to the concrete layout.
///
/// A layout of a kind defined outside this library (a plug-in registered with the tool)
/// rides in `custom`, as an existential: each call through the enum then opens it once.
/// The built-ins never go through it. A driver's frame loop opens `custom` once per run
/// (pass it to a generic `some ScrollLayout` function) rather than once per frame.
public enum AnyScrollLayout: ScrollLayout {
    /// No layout in a viewport of this geometry: every frame is empty.
    case none(LayoutGeometry)
    /// The card stack.
    case cardStack(CardStackLayout)
    /// The flow stack.
    case flowStack(FlowStackLayout)
    /// The parallax list (it keeps per-run state: appearance offsets and factors).
    case parallax(ParallaxLayout)
    /// The fading list.
    case fade(FadeLayout)
    /// A formula layout, compiled from the scenario's formulas.
    case formula(FormulaLayout)
    /// A layout of another kind (a plug-in); it must be a deterministic value type.
    case custom(any ScrollLayout)

    /// The built-in kind (the enum fast path's tag); `nil` for a `custom` layout, whose
    /// name is `traits.kindName`.
    public var kind: LayoutKind? {
        switch self {
        case .none: LayoutKind.none
        case .cardStack: .cardStack
        case .flowStack: .flowStack
        case .parallax: .parallax
        case .fade: .fade
        case .formula: .formula
        case .custom: nil
        }
    }

    public var traits: LayoutTraits {
        switch self {
        case .none: BuiltInTraits.none
        case .cardStack(let l): l.traits
        case .flowStack(let l): l.traits
        case .parallax(let l): l.traits
        case .fade(let l): l.traits
        case .formula(let l): l.traits
        case .custom(let l): l.traits
        }
    }

    public var geometry: LayoutGeometry {
        switch self {
        case .none(let g): g
        case .cardStack(let l): l.geometry
        case .flowStack(let l): l.geometry
        case .parallax(let l): l.geometry
        case .fade(let l): l.geometry
        case .formula(let l): l.geometry
        case .custom(let l): l.geometry
        }
    }

    public var capacity: Int {
        switch self {
        case .none: 0
        case .cardStack(let l): l.capacity
        case .flowStack(let l): l.capacity
        case .parallax(let l): l.capacity
        case .fade(let l): l.capacity
        case .formula(let l): l.capacity
        case .custom(let l): l.capacity
        }
    }

    public mutating func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) {
        switch self {
        case .none: items.removeAll()
        case .cardStack(let l): l.layout(offset: offset, velocity: velocity, into: &items)
        case .flowStack(let l): l.layout(offset: offset, velocity: velocity, into: &items)
        case .fade(let l): l.layout(offset: offset, velocity: velocity, into: &items)
        case .parallax(var l):
            // Park a payload-free value first so `l` is the only owner of its buffers
            // and mutating it copies nothing.
            let geometry = l.geometry
            self = .none(geometry)
            l.layout(offset: offset, velocity: velocity, into: &items)
            self = .parallax(l)
        case .formula(var l):
            // As for parallax: `l` alone owns its registers while it runs.
            self = .none(l.geometry)
            l.layout(offset: offset, velocity: velocity, into: &items)
            self = .formula(l)
        case .custom(var l):
            precondition(items.capacity >= l.capacity, "ItemBuffer capacity \(items.capacity) < \(l.capacity)")
            self = .none(l.geometry)
            l.layout(offset: offset, velocity: velocity, into: &items)
            self = .custom(l)
        }
    }

    /// The layout's fault (`nil` for the built-ins other than the formula layout). Every switch
    /// here is exhaustive, so a new case receives every call.
    public var fault: LayoutFault? {
        switch self {
        case .formula(let l): l.fault
        case .custom(let l): l.fault
        case .none: nil
        case .cardStack(let l): l.fault
        case .flowStack(let l): l.fault
        case .parallax(let l): l.fault
        case .fade(let l): l.fault
        }
    }

    public mutating func didRelease(velocity: PointsPerSecond) {
        switch self {
        case .parallax(var l):
            self = .none(l.geometry)
            l.didRelease(velocity: velocity)
            self = .parallax(l)
        case .custom(var l):
            self = .none(l.geometry)
            l.didRelease(velocity: velocity)
            self = .custom(l)
        case .formula(var l):
            self = .none(l.geometry)
            l.didRelease(velocity: velocity)
            self = .formula(l)
        // Stateless values: a copy's call is the call (no ownership dance needed).
        case .none: break
        case .cardStack(var l): l.didRelease(velocity: velocity); self = .cardStack(l)
        case .flowStack(var l): l.didRelease(velocity: velocity); self = .flowStack(l)
        case .fade(var l): l.didRelease(velocity: velocity); self = .fade(l)
        }
    }

    public mutating func reset() {
        switch self {
        case .parallax(var l):
            self = .none(l.geometry)
            l.reset()
            self = .parallax(l)
        case .formula(var l):
            self = .none(l.geometry)
            l.reset()
            self = .formula(l)
        case .custom(var l):
            self = .none(l.geometry)
            l.reset()
            self = .custom(l)
        case .none: break
        case .cardStack(var l): l.reset(); self = .cardStack(l)
        case .flowStack(var l): l.reset(); self = .flowStack(l)
        case .fade(var l): l.reset(); self = .fade(l)
        }
    }
}

/// Work run once on a layout's concrete type: `AnyScrollLayout.open(with:)` switches once and
/// hands the opener the layout itself (a plug-in's existential opened), so a frame loop inside
/// `open` is specialised per kind and never switches per frame.
public protocol ScrollLayoutOpener {
    /// What one run over the layout gives back (for the frame loop, the run's metric inputs).
    associatedtype Result
    /// Runs on `layout`, which it may change (a layout keeps per-run state).
    mutating func open<L: ScrollLayout>(_ layout: inout L) -> Result
}

extension AnyScrollLayout {
    /// `opener.open` on the concrete layout of this case: the built-in's type, the plug-in's
    /// opened type, or, for `none`, this enum. The layout is a copy.
    @inlinable
    public func open<O: ScrollLayoutOpener>(with opener: inout O) -> O.Result {
        func opened<L: ScrollLayout>(_ layout: L) -> O.Result {
            var layout = layout
            return opener.open(&layout)
        }
        switch self {
        case .none: return opened(self)
        case .cardStack(let l): return opened(l)
        case .flowStack(let l): return opened(l)
        case .parallax(let l): return opened(l)
        case .fade(let l): return opened(l)
        case .formula(let l): return opened(l)
        case .custom(let l): return opened(l)
        }
    }
}
