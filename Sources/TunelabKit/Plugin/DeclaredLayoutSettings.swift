import ScrollPhysics

/// The plug-in settings of a layout kind that declares its configuration
/// (`DeclaredLayoutConfiguration`): the `layout` object is read field by field with each
/// field's check (`LayoutFieldReader`: the built-ins' errors, ranges and did-you-mean), and the
/// configuration makes the layout. What `LayoutPlugin(declared:)` registers.
public struct DeclaredLayoutSettings<Configuration: DeclaredLayoutConfiguration>: LayoutPluginSettings {
    /// The configuration read.
    public var configuration: Configuration

    /// Settings holding `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The defaults with the `layout` object's declared keys read over them.
    public init(layout object: ObjectReader) throws(InputError) {
        var configuration = Configuration()
        try LayoutFieldReader(object: object).read(&configuration)
        self.configuration = configuration
    }

    /// The configuration's layout (`.custom` for a kind without an enum case of its own).
    public func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout {
        configuration.makeLayout(geometry: geometry)
    }

    public var pitch: Points? { configuration.pitch }
    public var count: Int? { configuration.count }
}
