import Foundation
import ScrollPhysics

/// Decodes a scenario document (docs/scenario.md) into a validated `Scenario`. Every field has a
/// default, `{}` is valid, and every bad value or unknown key is one `InputError` naming the
/// file, `line:column`, JSON path and what was expected.
public struct ScenarioDecoder: Sendable {
    /// The file name used in messages.
    public let file: String
    /// Directory that relative paths (trace files) resolve against.
    public let directory: String
    /// The default `name`.
    public let defaultName: String
    /// Formulas parsed so far (formula layouts), shared by copies of this decoder.
    let formulaCache = FormulaCache()
    /// The layout kinds beyond the built-ins (plug-ins): the registry `current` when the
    /// decoder was made.
    public private(set) var layouts = LayoutRegistry.current

    /// Most frames one scenario may have (frames 0 … K): 5 minutes at 120 Hz.
    public static let maximumFrames = 36_000
    /// Most physics ticks one scenario may have: 5 minutes at 120 kHz (about 2 s of work).
    public static let maximumTicks = 36_000_000
    /// Most rows `items.csv` may have (frames × the layout's visible items; about 200 MB).
    public static let maximumItemRows = 2_000_000

    public init(file: String, directory: String, defaultName: String) {
        self.file = file; self.directory = directory; self.defaultName = defaultName
    }

    /// A decoder that knows the plug-in layouts of `layouts`.
    public init(file: String, directory: String, defaultName: String, layouts: LayoutRegistry) {
        self.init(file: file, directory: directory, defaultName: defaultName)
        self.layouts = layouts
    }

    /// Reads and decodes the scenario file at `path`.
    public static func load(_ path: String) throws(InputError) -> Scenario {
        let root = try JSONFile.read(path)
        return try decoder(forFile: path).decode(root)
    }

    /// A decoder for the file at `path` (display name, directory, default name from the path).
    public static func decoder(forFile path: String) -> ScenarioDecoder {
        let url = URL(fileURLWithPath: path)
        return ScenarioDecoder(
            file: path, directory: url.deletingLastPathComponent().path,
            defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// Decodes `root`. With `gesture` given, the document's `gesture` is not decoded again
    /// (a sweep decodes each case's gesture, and reads its trace files, once).
    public func decode(_ root: JSONNode, path: JSONPath = .root, gesture: [GestureStep]? = nil) throws(InputError) -> Scenario {
        let object = try ObjectReader(root, path: path, file: file)
        let name = try object.string("name", default: defaultName)
        var settings = ClockSettings()
        let context = SettingContext(decoder: self, layout: LayoutSettings())
        try ClockSettings.rateSettings.read(object, into: &settings, context)
        let (duration, frameRate, physicsRate) = (settings.duration, settings.frameRate, settings.physicsRate)
        guard physicsRate % frameRate == 0 else {
            throw object.error(
                object.has("physicsRate") ? "physicsRate" : "frameRate",
                "expected physicsRate (\(physicsRate)) to be a multiple of frameRate (\(frameRate))")
        }
        let clock = SimulationClock(physicsRate: physicsRate, frameRate: frameRate, duration: duration)
        // Memory and time grow with the frame and tick counts (a run keeps its frames), so both
        // are capped, alike in validate, run and sweep (README, "Limits").
        guard clock.lastFrame < Self.maximumFrames else {
            throw object.error(
                object.has("duration") ? "duration" : "frameRate",
                "expected at most \(Self.maximumFrames) frames (duration × frameRate; 5 min at 120 Hz), got \(clock.lastFrame + 1)")
        }
        guard clock.lastTick <= Self.maximumTicks else {
            throw object.error(
                object.has("duration") ? "duration" : "physicsRate",
                "expected at most \(Self.maximumTicks) physics ticks (duration × physicsRate), got \(clock.lastTick)")
        }
        try ClockSettings.settings.suffix(from: ClockSettings.rateSettings.endIndex).read(object, into: &settings, context)
        let layout = try decodeLayout(object.object("layout"))
        var scroll = try decodeScroll(object.object("scroll"), layout: layout)
        scroll.integrator = settings.integrator
        try Self.checkFormulaWindow(layout, viewport: scroll.viewport, file: file, path: path)
        let touch = try decodeTouch(object.object("touch"))
        let steps: [GestureStep]
        if let gesture {
            object.expect(["gesture"])
            steps = gesture
        } else {
            steps = try decodeGesture(object.array("gesture") ?? [], path: path.key("gesture"), axis: layout.traits.axis)
        }
        let display = try decodeDisplay(object.object("display"))
        scroll.displayScale = display.scale
        // Written by `tunelab export --to json` (tool, grid, point, fingerprint); not read.
        object.expect(["exportedFrom"])
        try object.finish()
        if let message = Self.itemRowsExcess(clock: clock, layout: layout, scroll: scroll) {
            throw object.error(object.has("layout") ? "layout" : nil, message)
        }
        return Scenario(
            name: name, clock: clock, scroll: scroll, touch: touch, gesture: steps,
            layout: layout, display: display)
    }

    /// items.csv has a row per frame and visible item, held in memory until written, so their
    /// product is capped: the message when `layout` in `scroll`'s viewport over `clock` exceeds it.
    static func itemRowsExcess(clock: SimulationClock, layout: LayoutSettings, scroll: ScrollConfiguration) -> String? {
        let visible =
            layout.kind.placesItems
            ? layout.makeLayout(geometry: LayoutGeometry(viewport: scroll.viewport, crossViewport: scroll.crossViewport)).capacity
            : 0
        let rows = (clock.lastFrame + 1).multipliedReportingOverflow(by: visible)
        guard rows.overflow || rows.partialValue > maximumItemRows else { return nil }
        return
            "expected at most \(maximumItemRows) item rows (frames × visible items, \(clock.lastFrame + 1) × \(visible)); shorten the duration, or show fewer items (a smaller viewport or a larger item pitch)"
    }

    func decodeTouch(_ object: ObjectReader?) throws(InputError) -> TouchSettings {
        var touch = TouchSettings()
        guard let object else { return touch }
        try TouchSettings.settings.read(object, into: &touch, SettingContext(decoder: self, layout: LayoutSettings()))
        try object.finish()
        return touch
    }

    func decodeDisplay(_ object: ObjectReader?) throws(InputError) -> DisplaySettings {
        var display = DisplaySettings()
        guard let object else { return display }
        // Real displays have 0.75 (Android ldpi) to 4 (xxxhdpi) pixels per point; below 0.5 a
        // density is no display's (and Float(scale), Android's density, can round to 0).
        display.scale = try object.double(
            "scale", default: 3, expected: "a number in [0.5, 10] (pixels per point)"
        ) { DisplaySettings.scaleRange.contains($0) }
        if let dropped = try object.object("droppedFrames") {
            if dropped.has("every") {
                display.droppedFrames = .every(try dropped.int("every", default: 1, expected: "an integer ≥ 1") { $0 >= 1 })
            } else if dropped.has("probability") {
                let p = try dropped.double("probability", default: 0, expected: "a probability in [0, 1]") { $0 >= 0 && $0 <= 1 }
                let seed = try dropped.int("seed", default: 1, expected: "an integer ≥ 0") { $0 >= 0 }
                display.droppedFrames = .probability(p, seed: UInt64(seed))
            } else {
                throw dropped.error(nil, "expected {\"every\": n} or {\"probability\": p, \"seed\": s}")
            }
            try dropped.finish()
        }
        try object.finish()
        return display
    }
}
