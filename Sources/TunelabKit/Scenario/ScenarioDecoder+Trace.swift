import Foundation
import ScrollPhysics

extension ScenarioDecoder {
    /// Reads a recorded trace (docs/scenario.md#touch, issue 14): a CSV with header `time,translation`
    /// (the pan's translation, pt, in touch space) or `time,x,y` (touch positions, pt, in
    /// screen coordinates — y grows downward), one sample a row.
    ///
    /// * A 2-D trace is projected on the layout's axis: translation = x − x₀ (horizontal) or
    ///   y − y₀ (vertical), x₀, y₀ the first sample — the finger moving left/up gives a negative
    ///   translation, which scrolls toward later content, as `UIPanGestureRecognizer` reports it.
    /// * `time` is in `timeUnit` (s or ms) on any clock: t = time − time₀ of the first sample,
    ///   so `CACurrentMediaTime()` or `MotionEvent.getEventTime()` work as written.
    /// * Times must strictly increase (else an error at the cell's `line:column`), and the
    ///   finger must move: a trace whose translation never changes is an input error.
    /// A file that cannot be read is reported at the `file` key.
    func readTrace(
        _ name: String, timeUnit: TraceTimeUnit, axis: LayoutAxis,
        referredFrom trace: ObjectReader
    ) throws(InputError) -> GestureStep {
        let path = name.hasPrefix("/") ? name : directory + "/" + name
        guard FileManager.default.isReadableFile(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw trace.error("file", "cannot read \(JSONWriter.quoted(name)): \(reason)")
        }
        let table: CSVTable
        do {
            table = try CSVReader.read(path, displayName: name, limit: .trace)
        } catch  where error.position == nil {
            // Unreadable (a directory, not UTF-8): reported where the scenario names the file.
            throw trace.error(
                "file", error.message.hasPrefix("cannot read") ? error.message : "\(JSONWriter.quoted(name)): \(error.message)")
        }
        let columns = try Self.positionColumns(table, axis: axis)
        let timeColumn = columns.time
        var times: [Seconds] = [], translations: [Points] = []
        var firstTime = 0.0, firstPosition = 0.0, previousTime = -Double.infinity
        for row in table.rows.indices {
            guard let clock = try table.double(row: row, column: timeColumn) else {
                throw table.error(row: row, column: timeColumn, "expected a time (\(timeUnit.rawValue))")
            }
            guard let position = try table.double(row: row, column: columns.position) else {
                throw table.error(row: row, column: columns.position, "expected a position (pt)")
            }
            if row == 0 { firstTime = clock; firstPosition = position }
            guard clock > previousTime else {
                throw table.error(
                    row: row, column: timeColumn,
                    "expected a time after the previous sample's \(NumberFormat.shortest(previousTime)) (times must strictly increase)")
            }
            previousTime = clock
            let t = timeUnit.seconds(from: firstTime, to: clock)
            guard t <= 1e6 else { throw table.error(row: row, column: timeColumn, "expected a trace shorter than 1e6 s") }
            let x = columns.relative ? position - firstPosition : position
            guard abs(x) < 1e9 else { throw table.error(row: row, column: columns.position, "expected a translation below 1e9 pt") }
            times.append(t)
            translations.append(x)
        }
        guard let first = translations.first else { throw trace.error("file", "\(JSONWriter.quoted(name)) has no samples") }
        guard translations.contains(where: { $0 != first }) else {
            let what = columns.relative ? "its \(axis == .horizontal ? "x" : "y") (the \(axis.rawValue) layout's axis)" : "its translation"
            throw trace.error(
                "file",
                "\(JSONWriter.quoted(name)) never moves: \(what) is \(NumberFormat.shortest(first)) in all \(times.count) samples; expected a finger that moves (a still finger is a \"hold\" step)"
            )
        }
        return .trace(times: times, translations: translations)
    }

    /// The time column, the column holding the position along the axis, and whether it is an
    /// absolute position (`x`/`y`, taken relative to the first sample) rather than a translation.
    /// Any other header is an error listing the accepted ones, with a did-you-mean for the first
    /// column name near `time` or `translation` (`tme` → `time`, `translaton` → `translation`).
    private static func positionColumns(
        _ table: CSVTable, axis: LayoutAxis
    ) throws(InputError) -> (time: Int, position: Int, relative: Bool) {
        if let time = table.columnIndex("time") {
            if let translation = table.columnIndex("translation") { return (time, translation, false) }
            if let x = table.columnIndex("x"), let y = table.columnIndex("y") { return (time, axis == .horizontal ? x : y, true) }
        }
        let accepted = ["time", "translation", "x", "y"]
        var message = "expected a header time,translation or time,x,y; got \(table.header.joined(separator: ","))"
        for name in table.header where !accepted.contains(name) {
            if let near = DidYouMean.suggestion(for: name, among: ["time", "translation"].filter { table.columnIndex($0) == nil }) {
                message += "; did you mean \(JSONWriter.quoted(near))?"
                break
            }
        }
        throw InputError(file: table.file, position: SourcePosition(line: 1, column: 1), path: nil, message: message)
    }
}
