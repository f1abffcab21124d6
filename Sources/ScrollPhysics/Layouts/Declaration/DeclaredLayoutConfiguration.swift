/// A layout's configuration that declares itself (docs/architecture.md, "Add a built-in
/// layout"): its kind's name, its fields with their checks, its pitch and count, and the layout
/// it makes. The tool's decoder, encoder, sweep probes, chart labels, bench workloads and fuzz
/// vocabulary are driven from this declaration (TunelabKit's `BuiltInLayouts`), and a
/// declaration is all a layout kind needs to be decoded, run and swept (TunelabKit's
/// `LayoutPlugin(declared:)`).
public protocol DeclaredLayoutConfiguration: Sendable, Equatable {
    /// The `layout.kind` name this configures.
    static var kindName: String { get }
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
    /// The layout for a viewport: an `AnyScrollLayout` case of its own (an enumerated kind's
    /// fast path), or `.custom(layout)`.
    func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout
}

/// A declared configuration whose kind has a case of its own in `LayoutKind` and
/// `AnyScrollLayout` — the enum fast path the frame loop and the sweep kernels switch on — and
/// a stored configuration in the tool's `LayoutSettings`. A new kind needs none of that: it
/// declares a `DeclaredLayoutConfiguration` and runs as `.custom`.
public protocol EnumeratedLayoutConfiguration: DeclaredLayoutConfiguration {
    /// The `LayoutKind` case.
    static var kind: LayoutKind { get }
}

extension EnumeratedLayoutConfiguration {
    /// `kind`'s raw value.
    public static var kindName: String { kind.rawValue }
}

extension DeclaredLayoutConfiguration {
    /// Traps unless every field passes its check (`FieldCheck.accepts`; a count ≥ 1 or `nil`):
    /// the checks a decoder makes, for a configuration built in code. A declared kind calls this
    /// from its layout's init and needs no preconditions of its own.
    public func validateFields() {
        for field in Self.fields {
            let value: Double? =
                switch field.access {
                case .double(let path): self[keyPath: path]
                case .optionalDouble(let path, _): self[keyPath: path]
                case .int(let path): Double(self[keyPath: path])
                case .count(let path): self[keyPath: path].map(Double.init)
                case .bool, .choice, .layers: nil
                }
            guard let value else { continue }
            precondition(field.check.accepts(value), "\(Self.kindName).\(field.key) must be \(field.check.expected), got \(value)")
        }
    }
}
