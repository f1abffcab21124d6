import ScrollPhysics

/// The built-in layout kinds with a declared configuration, registered once: one line each.
/// `LayoutKind`'s other cases are `none` (no layout) and `formula` (compiled from the scenario's
/// formulas). `BuiltInLayoutsTests` fails when a `LayoutKind` is neither here nor one of those.
package enum BuiltInLayouts {
    /// In `LayoutKind` order (the bench's table order).
    static let all: [BuiltInLayout] = [
        BuiltInLayout(\.cardStack, swift: { $0.cardStack($1) }),
        BuiltInLayout(\.flowStack, swift: { $0.flowStack($1) }),
        BuiltInLayout(\.parallax, swift: { $0.parallax($1) }),
        BuiltInLayout(\.fade, swift: { $0.fade($1) })
    ]

    /// The built-in kinds without a `LayoutKind` case: each a declared configuration
    /// (`DeclaredLayoutConfiguration`) registered as a plug-in every registry knows
    /// (`LayoutRegistry.plugin(kind:)`), so it is decoded by its fields' checks, run through
    /// `AnyScrollLayout`'s `custom` case and swept like any plug-in. One line each.
    package static let declared: [LayoutPlugin] = [
        LayoutPlugin(declared: ListConfiguration.self)
    ]

    /// The declared configuration of the built-in kind `name` without a `LayoutKind` case.
    static func declaration(kind name: String) -> (any DeclaredLayoutConfiguration.Type)? {
        declared.first { $0.kind == name }?.declaration
    }

    /// The kinds that have no declared configuration.
    static let undeclaredKinds: [LayoutKind] = [.none, .formula]

    /// The registered built-in of `kind`; `nil` for `none` and `formula`.
    static func entry(_ kind: LayoutKind) -> BuiltInLayout? {
        all.first { $0.kind == kind }
    }

    /// Every built-in's declared fields: the enumerated kinds' (`all`), then `declared`'s.
    static var fieldLists: [[BuiltInLayout.FieldSummary]] {
        all.map(\.fields) + declared.compactMap { $0.declaration.map { BuiltInLayout.FieldSummary.list($0) } }
    }

    /// Every declared key under `layout` (layer sub-keys after `layers`), each once, in declaration order.
    package static var keys: [String] {
        var seen: [String] = []
        func add(_ key: String) { if !seen.contains(key) { seen.append(key) } }
        for fields in fieldLists {
            for field in fields {
                add(field.key)
                if case .layers = field.check { BuiltInLayout.layerFields.forEach { add($0.key) } }
            }
        }
        return seen
    }

    /// Every name a declared choice accepts, each once, in declaration order.
    package static var choiceNames: [String] {
        var seen: [String] = []
        for case .choice(let names) in fieldLists.joined().map(\.check) {
            for name in names where !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// The chart label of each declared key that has one (`KeyLabel`). A key declared by two
    /// kinds carries one label (`BuiltInLayoutsTests`).
    static var labels: [String: String] {
        var labels: [String: String] = [:]
        for field in fieldLists.joined() + BuiltInLayout.layerFields {
            if let label = field.label { labels[field.key] = label }
        }
        return labels
    }
}

/// The configuration of every built-in kind with a `LayoutKind` case, one stored property each,
/// kept beside the registry (`BuiltInLayouts.all`) so that a new kind is added in one place.
public struct BuiltInConfigurations: Sendable, Equatable {
    public var cardStack = CardStackConfiguration()
    public var flowStack = FlowStackConfiguration()
    public var parallax = ParallaxConfiguration()
    public var fade = FadeConfiguration()
    public init() {}
}

extension LayoutSettings {
    /// The card stack's configuration (`layout.kind` `cardStack`; `none` takes its spacing and count).
    public var cardStack: CardStackConfiguration {
        get { configurations.cardStack }
        set { configurations.cardStack = newValue }
    }
    /// The flow stack's configuration.
    public var flowStack: FlowStackConfiguration {
        get { configurations.flowStack }
        set { configurations.flowStack = newValue }
    }
    /// The parallax list's configuration.
    public var parallax: ParallaxConfiguration {
        get { configurations.parallax }
        set { configurations.parallax = newValue }
    }
    /// The fading list's configuration.
    public var fade: FadeConfiguration {
        get { configurations.fade }
        set { configurations.fade = newValue }
    }
}
