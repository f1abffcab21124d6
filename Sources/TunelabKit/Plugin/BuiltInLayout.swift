import ScrollPhysics

/// One built-in layout kind as the tool sees it, made from its configuration's declaration
/// (`DeclaredLayoutConfiguration`) and where `LayoutSettings` stores that configuration.
/// Everything here is derived from the declaration: decoding, encoding, pitch and count, the
/// sweep's probe, the layout, and the keys and labels. A class: a look-up (`BuiltInLayouts.entry`)
/// hands out a reference rather than copying every closure.
final class BuiltInLayout: Sendable {
    /// The `layout.kind`.
    let kind: LayoutKind
    /// The declared keys under `layout`, in read order, with their checks and labels (a
    /// `layers` field's sub-keys are `layerFields`).
    let fields: [FieldSummary]
    /// Sets the settings' configuration to the defaults with a `layout` object's keys read over them.
    let read: @Sendable (LayoutFieldReader, inout LayoutSettings) throws(InputError) -> Void
    /// The configuration's keys and values, every default spelled out (`ScenarioEncoder`).
    let encode: @Sendable (LayoutSettings) -> [(String, ExportJSON)]
    /// The configuration's pitch (pt).
    let pitch: @Sendable (LayoutSettings) -> Points
    /// The configuration's data count, `nil` = infinite.
    let count: @Sendable (LayoutSettings) -> Int?
    /// Sets the pitch field and the count to `n` (the sweep's probe, `LayoutOnlyDecoding`).
    let probe: @Sendable (inout LayoutSettings, Int) -> Void
    /// The layout for a viewport.
    let makeLayout: @Sendable (LayoutSettings, LayoutGeometry) -> AnyScrollLayout
    /// The configuration type (tests open it to check the declaration against the type).
    let configuration: any DeclaredLayoutConfiguration.Type
    /// The body of the exported Swift `Layout` struct (`SwiftLayoutWriter`, docs/export.md).
    let swiftBody: @Sendable (SwiftLayoutWriter, LayoutSettings) -> [String]

    /// A declared field without its configuration type: key, check, label.
    struct FieldSummary: Sendable, Equatable {
        let key: String
        let check: FieldCheck
        let label: String?

        /// The fields `C` declares.
        static func list<C: DeclaredLayoutConfiguration>(_ type: C.Type) -> [FieldSummary] {
            C.fields.map { FieldSummary(key: $0.key, check: $0.check, label: $0.label) }
        }
    }

    /// The built-in of `C`, stored in `LayoutSettings` at `path`, exported as Swift by `swift`.
    init<C: EnumeratedLayoutConfiguration>(
        _ path: WritableKeyPath<LayoutSettings, C>, swift: @escaping @Sendable (SwiftLayoutWriter, C) -> [String]
    ) {
        nonisolated(unsafe) let path = path
        kind = C.kind
        fields = FieldSummary.list(C.self)
        read = { (reader: LayoutFieldReader, settings: inout LayoutSettings) throws(InputError) in
            // The defaults and the object's keys, then one store (no read or modify through the key path).
            var configuration = C()
            try reader.read(&configuration)
            settings[keyPath: path] = configuration
        }
        encode = { ScenarioEncoder.fields($0[keyPath: path], C.fields) }
        pitch = { $0[keyPath: path].pitch }
        count = { $0[keyPath: path].count }
        probe = { settings, n in
            settings[keyPath: path][keyPath: C.pitchField] = Double(n)
            settings[keyPath: path].count = n
        }
        makeLayout = { $0[keyPath: path].makeLayout(geometry: $1) }
        configuration = C.self
        swiftBody = { writer, settings in swift(writer, settings[keyPath: path]) }
    }

    /// The layer sub-fields a `layers` field reads (on each layer, or once on the layout).
    static let layerFields = ParallaxLayerConfiguration.fields.map {
        FieldSummary(key: $0.key, check: $0.check, label: $0.label)
    }
}
