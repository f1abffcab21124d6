import ScrollPhysics

/// Column names and row formatting of `frames.csv` and `items.csv` (docs/scenario.md): each row is
/// written field by field into the file's buffer (`CSVWriter.field`), numbers as
/// `NumberFormat.shortest` prints them.
public enum TraceColumns {
    public static let frames = ["frame", "time", "offset", "velocity", "phase", "touch"]
    public static let items = [
        "frame", "time", "index", "data_index", "x", "y", "width", "height",
        "scale", "rotation", "alpha", "z", "shadow_opacity"
    ]
    public static let parallaxExtra = ["layer", "translation", "clamped"]
    /// About the length of a `frames.csv` row, for reserving the buffer.
    static let frameRowBytes = 64

    /// Appends `frame`'s row of `frames.csv`; `dropped` is the `dropped` column when the
    /// display drops frames (`1` or `0`), nil when it has none.
    public static func appendFrame(_ frame: ScrollFrame, dropped: Bool?, to csv: inout CSVWriter) {
        csv.field(frame.frame)
        csv.field(frame.time)
        csv.field(frame.offset)
        csv.field(frame.velocity)
        csv.field(frame.phase.rawValue)
        csv.field(frame.touch)
        if let dropped { csv.field(dropped ? 1 : 0) }
        csv.endRow()
    }

    /// Appends `row`'s row of `items.csv` at `frame`; `parallax` adds the layered columns.
    public static func appendItem(_ row: ItemAttributes, frame: ScrollFrame, parallax: Bool, to csv: inout CSVWriter) {
        var printed: ItemNumbers.Pass? = nil
        appendItem(row, frame: frame, time: nil, parallax: parallax, to: &csv, numbers: &printed)
    }

    /// `appendItem(_:frame:parallax:to:)` with the frame's time already printed
    /// (`NumberFormat.shortest(frame.time)`, the same for every row of the frame), or nil;
    /// `numbers`, when not nil, prints the number fields (copying an earlier run's text where
    /// the values agree: `ItemNumbers`).
    static func appendItem(
        _ row: ItemAttributes, frame: ScrollFrame, time: String?, parallax: Bool, to csv: inout CSVWriter,
        numbers: inout ItemNumbers.Pass?
    ) {
        // Written whole through a cursor: 16 fields of at most `ShortestText.capacity` bytes
        // and their commas, the time as printed (a number: no quotes).
        let comma = UInt8(ascii: ",")
        let rowStart = csv.byteCount
        csv.row(upTo: 16 * (ShortestText.capacity + 1) + (time?.utf8.count ?? 0)) { c in
            func integer(_ value: Int) {
                c.byte(comma)
                c.add(value)
            }
            func number(_ value: Double) {
                c.byte(comma)
                if numbers != nil { numbers!.print(value, to: &c, rowStart: rowStart) } else { c.shortest(value) }
            }
            c.add(frame.frame)
            c.byte(comma)
            if let time { c.add(time) } else { c.shortest(frame.time) }
            integer(row.index)
            integer(row.dataIndex)
            number(row.x); number(row.y); number(row.width); number(row.height)
            number(row.scale); number(row.rotation); number(row.alpha); number(row.z); number(row.shadowOpacity)
            if parallax {
                integer(row.layer)
                number(row.translation)
                integer(row.clamped ? 1 : 0)
            }
        }
    }
}
