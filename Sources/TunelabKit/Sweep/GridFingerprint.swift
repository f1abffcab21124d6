/// A hash of everything that decides a sweep's rows: the tool version, the scenario as
/// read, the axes and their values, the cases (with their decoded gestures, so a changed
/// trace file counts), the metric columns and a `--sample` (only when sampling, so a full
/// sweep's fingerprint is what it always was). `merge` and `--resume` refuse outputs whose
/// fingerprint differs. FNV-1a, 64 bit, over a canonical text; printed as 16 hex digits.
enum GridFingerprint {
    static func of(_ grid: Grid, gestures: [[String]], sample: PointSample? = nil) -> String {
        var text = "tunelab \(ToolVersion.current)\n"
        text += "scenario \(grid.scenario.jsonText)\n"
        for axis in grid.axes { text += "axis \(JSONWriter.quoted(axis.key)) \(axis.values.map(\.text).joined(separator: ","))\n" }
        for (i, patch) in grid.cases.enumerated() { text += "case \(patch.jsonText) \(gestures[i].joined(separator: ";"))\n" }
        text += "aggregate \(grid.aggregate.rawValue)\nmetrics \(grid.metrics.map(\.rawValue).joined(separator: ","))\n"
        if let sample { text += "sample \(sample.count) of \(sample.total)\n" }
        return hex(fnv1a(text))
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
