import ScrollPhysics

/// The decoded settings of a plug-in layout as `LayoutSettings` holds them: the plug-in's own
/// settings value (an existential, opened once per run to make the layout), and what the
/// scenario needs from it without opening it — traits, pitch and count.
public struct PluginLayoutSettings: Sendable, Equatable, CustomStringConvertible {
    /// The registered `layout.kind`.
    public let kind: String
    /// The plug-in's settings.
    public let settings: any LayoutPluginSettings
    /// The traits of the layout the settings make (its axis and layout metrics).
    public let traits: LayoutTraits
    /// `settings.pitch` (pt), or `nil`.
    public internal(set) var pitch: Points?
    /// `settings.count`, or `nil` (infinite).
    public internal(set) var count: Int?

    /// Wraps `settings` of the plug-in registered as `kind`. Its traits come from a layout made
    /// for the default geometry, and must name `kind`.
    public init(kind: String, settings: some LayoutPluginSettings) {
        let traits = settings.makeLayout(geometry: LayoutGeometry()).traits
        precondition(
            traits.kindName == kind,
            "the layout registered as \(JSONWriter.quoted(kind)) names itself \(JSONWriter.quoted(traits.kindName)) in its traits")
        self.kind = kind
        self.settings = settings
        self.traits = traits
        self.pitch = settings.pitch
        self.count = settings.count
        if let pitch { precondition(pitch > 0 && pitch.isFinite, "\(kind): pitch must be finite and > 0, got \(pitch)") }
        if let count { precondition(count >= 1, "\(kind): count must be ≥ 1, got \(count)") }
    }

    /// The layout for `geometry`, in `AnyScrollLayout`'s `custom` case (as the settings made it
    /// when they made an `AnyScrollLayout`, as a declared configuration does).
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        let layout = settings.makeLayout(geometry: geometry)
        return layout as? AnyScrollLayout ?? .custom(layout)
    }

    public static func == (lhs: PluginLayoutSettings, rhs: PluginLayoutSettings) -> Bool {
        lhs.kind == rhs.kind && lhs.pitch == rhs.pitch && lhs.count == rhs.count && equal(lhs.settings, rhs.settings)
    }

    private static func equal<S: LayoutPluginSettings>(_ lhs: S, _ rhs: any LayoutPluginSettings) -> Bool {
        (rhs as? S) == lhs
    }

    public var description: String { "\(kind): \(settings)" }
}
