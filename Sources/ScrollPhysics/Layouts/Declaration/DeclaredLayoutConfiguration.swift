/// A built-in layout's configuration that declares itself (docs/architecture.md, "Add a
/// built-in layout"): its kind, its fields with their checks, its pitch and count, and the
/// layout it makes. The tool's decoder, encoder, sweep probes, chart labels, bench workloads
/// and fuzz vocabulary are driven from this declaration (TunelabKit's `BuiltInLayouts`).
public protocol DeclaredLayoutConfiguration: Sendable, Equatable {
    /// The `layout.kind` this configures.
    static var kind: LayoutKind { get }
    /// Every key under `layout` other than `kind`, in read (and write) order.
    static var fields: [LayoutField<Self>] { get }
    /// The field a change of which moves `pitch` (a sweep's probe sets it to tell whether the
    /// scroll settings follow the layout).
    static var pitchField: WritableKeyPath<Self, Points> { get }
    /// The defaults.
    init()
    /// Distance between neighbouring items along the axis (pt, > 0): the default snap interval.
    var pitch: Points { get }
    /// The data count, `nil` = infinite.
    var count: Int? { get set }
    /// The layout for a viewport, as the enum a frame loop switches on.
    func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout
}
