/// One run's `frames.csv` and `items.csv` as the report keeps them in memory: the frames'
/// columns as reading the file gives them (the trace charts and players use them; the run's
/// own values, `FrameColumns`, not its text parsed back), the long items file as the bytes
/// written, decoded once by the player (`MotionClip`) and parsed as a table only for the
/// layer chart of a layered layout.
struct TraceFiles {
    let frames: FrameColumns
    let items: [UInt8]
    /// The player's rectangles as the run kept them, when it did (`ScenarioRunFiles.clip`).
    let clip: ClipRects?
    /// The files' folder, for messages (`traces/140`, `baseline`).
    let name: String

    init(_ run: ScenarioRunFiles, name: String) throws {
        frames = try run.frameColumns ?? FrameColumns(table: CSVTable(text: run.frames.text, file: name + " frames.csv"))
        items = run.items.bytes
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
