/// One run's `frames.csv` and `items.csv` as the report keeps them in memory: the frames'
/// columns as reading the file gives them (the trace charts and players use them; the run's
/// own values, `FrameColumns`, not its text parsed back) and the player's rectangles. The long
/// items file's bytes are kept only where something still reads them: the player when the run
/// kept no usable rectangles (it decodes them, `MotionClip`) and the layer chart of a layered
/// layout (a table) — a megabyte or more a run, held for every drawn case until the page is
/// drawn, so dropping them keeps a many-case sweep's peak memory flat.
struct TraceFiles {
    let frames: FrameColumns
    /// `items.csv`'s bytes, or empty when nothing reads them (see above).
    let items: [UInt8]
    /// The player's rectangles as the run kept them, when it did (`ScenarioRunFiles.clip`).
    let clip: ClipRects?
    /// The files' folder, for messages (`traces/140`, `baseline`).
    let name: String

    init(_ run: ScenarioRunFiles, name: String) throws {
        let frames = try run.frameColumns ?? FrameColumns(table: CSVTable(text: run.frames.text, file: name + " frames.csv"))
        self.frames = frames
        items = run.layered || !MotionClip.usesRects(run.clip, frames: frames) ? run.items.bytes : []
        clip = run.clip
        self.name = name
    }

    /// The run's motion clip: from the kept rectangles, else decoded from `items.csv`.
    func motionClip(label: String) throws -> MotionClip {
        try MotionClip(label: label, frames: frames, items: items, clip: clip)
    }

    /// `items.csv` as a table.
    func itemsTable() throws -> CSVTable {
        try CSVTable(text: String(decoding: items, as: UTF8.self), file: name + " items.csv")
    }
}
