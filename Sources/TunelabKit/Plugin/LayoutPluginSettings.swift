import ScrollPhysics

/// The settings of a plug-in layout: what a scenario's `layout` object says about a layout
/// kind registered with the tool (`LayoutPlugin`), and how to make the layout from them.
///
/// The settings type *is* the JSON decoder: `init(layout:)` reads the layout's keys through
/// `ObjectReader`, so a bad value or an unknown key gets the same one-line error the built-ins
/// get — `wheel.json:9:20: layout.radius: expected a positive length (pt), got -3`, or
/// `layout: unknown key "radus"; did you mean "radius"?` — and every key it reads is a grid
/// key (`"layout.radius": [200, 300]`).
///
/// Determinism (docs/determinism.md): the settings and the layout must be pure values — a layout's
/// rows depend only on its settings, its geometry and the calls it received since `reset()`
/// (no clock, no unseeded randomness, no `Dictionary` order, no shared mutable state). A
/// sweep makes one layout per point per worker thread and compares bytes across `--jobs`,
/// shards and `--resume`.
public protocol LayoutPluginSettings: Sendable, Equatable {
    /// The layout these settings make.
    associatedtype Layout: ScrollLayout

    /// Reads the `layout` object's keys other than `kind` (already read) with `object`'s typed,
    /// validating reads (`double(_:default:expected:valid:)`, `int`, `bool`, `choice`, `object`,
    /// `array`); throw `object.error(key, "expected …, got …")` for a value they cannot check.
    /// Do not call `object.finish()`: the tool does, after, to reject every key not read.
    init(layout object: ObjectReader) throws(InputError)

    /// The layout for a viewport. Called once per run (per sweep point and case), never per frame.
    /// Its `traits.kindName` must be the registered kind; its traits must not depend on `geometry`.
    func makeLayout(geometry: LayoutGeometry) -> Layout

    /// Distance between neighbouring items along the axis (pt, > 0): the default snap interval
    /// (`scroll.snap: {"policy": "nearest"}` without an `interval`) and, with `count`, the
    /// edge-damping extent count·pitch. `nil` (the default): the card stack's default, 24 pt.
    var pitch: Points? { get }

    /// The number of items (≥ 1), or `nil` (the default) when infinite.
    var count: Int? { get }
}

extension LayoutPluginSettings {
    public var pitch: Points? { nil }
    public var count: Int? { nil }
}
