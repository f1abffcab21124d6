/// One run's `frames.csv` and `items.csv` as the report keeps them in memory: the frames'
/// columns as reading the file gives them (the trace charts and players use them; the run's
/// own values, `FrameColumns`, not its text parsed back) and the player's rectangles. The long
/// items file's bytes are kept only where something still reads them: the player when the run
/// kept no usable rectangles (it decodes them, `MotionClip`) and the layer chart of a layered
/// layout (a table) — a megabyte or more a run, held for every drawn case until the page is
/// drawn, so dropping them keeps a many-case sweep's peak memory flat. The rectangles are kept
/// once, in the player's painter's order (`MotionClip`), not also in the run's file order.
struct TraceFiles {
    let frames: FrameColumns
    /// `items.csv`'s bytes, or empty when nothing reads them (see above).
    let items: [UInt8]
    /// The player's clip (labelled when drawn) made from the rectangles the run kept
    /// (`ScenarioRunFiles.clip`), when they are usable; nil when it decodes `items`.
    private let clip: MotionClip?
    /// The files' folder, for messages (`traces/140`, `baseline`).
    let name: String

    init(_ run: ScenarioRunFiles, name: String) throws {
        let frames = try run.frameColumns ?? FrameColumns(table: CSVTable(text: run.frames.text, file: name + " frames.csv"))
        self.frames = frames
        let usesRects = MotionClip.usesRects(run.clip, frames: frames)
        items = run.layered || !usesRects ? run.items.bytes : []
        // Made now, so the run's file-order rectangles are dropped with the run (the clip's,
        // sorted by z, are a copy wherever a frame is out of order — every frame of a card stack).
        clip = usesRects ? try MotionClip(label: "", frames: frames, items: [], clip: run.clip) : nil
        self.name = name
    }

    /// The run's motion clip: from the kept rectangles, else decoded from `items.csv`.
    func motionClip(label: String) throws -> MotionClip {
        guard var clip else { return try MotionClip(label: label, frames: frames, items: items) }
        clip.label = label
        return clip
    }

    /// `items.csv` as a table.
    func itemsTable() throws -> CSVTable {
        try CSVTable(text: String(decoding: items, as: UTF8.self), file: name + " items.csv")
    }
}
