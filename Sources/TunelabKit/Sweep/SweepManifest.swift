import Foundation

/// What a sweep process records beside its rows (`run.json`, or `shard-…-of-….json`): the
/// grid fingerprint and tool version that `--resume` and `merge` check, the point range,
/// and everything non-deterministic (timings, host, jobs), which never reaches a CSV.
struct SweepManifest {
    var gridFile: String
    var fingerprint: String
    var version = ToolVersion.current
    var pointsTotal: Int
    var shard: ShardSpec
    var range: Range<Int>
    /// `running`, then `done`; `interrupted` after SIGINT or SIGTERM (`stopSignal` says
    /// which), `failed` after an error (`error` says what). The last two keep the rows for `--resume`.
    var status: String
    var rowsDone: Int
    /// `SIGINT` or `SIGTERM` when the sweep was interrupted.
    var stopSignal: String?
    /// The error's message when the sweep failed.
    var error: String?
    var jobs: Int
    var started: String
    var finished: String?
    var elapsedSeconds: Double?
    /// Wall time of evaluating and writing the rows alone (no report), and how many rows that was.
    var pointsSeconds: Double?
    var pointsEvaluated = 0
    /// Wall time of the report (summary, traces, charts; unsharded only).
    var reportSeconds: Double?
    var host: String
    /// `tunelab optimize`'s run (nil for a sweep): written as `command`, `algorithm`, `seed` and
    /// `evaluations`, which `status` reads.
    var optimize: OptimizeRecord?

    struct OptimizeRecord {
        let algorithm: String
        let seed: UInt64
        let evaluations: Int
    }

    var json: String {
        func q(_ s: String) -> String { JSONWriter.quoted(s) }
        var lines = [
            "  \"tool\": \"tunelab\"", "  \"version\": \(q(version))", "  \"grid\": \(q(gridFile))",
            "  \"fingerprint\": \(q(fingerprint))", "  \"points_total\": \(pointsTotal)",
            "  \"shard\": {\"index\": \(shard.index), \"count\": \(shard.count), \"source\": \(q(shard.source))}",
            "  \"range\": {\"from\": \(range.lowerBound), \"to\": \(range.upperBound)}",
            "  \"status\": \(q(status))", "  \"rows_done\": \(rowsDone)", "  \"jobs\": \(jobs)",
            "  \"started\": \(q(started))"
        ]
        if let stopSignal { lines.insert("  \"signal\": \(q(stopSignal))", at: 8) }
        if let error { lines.insert("  \"error\": \(q(error))", at: 8) }
        if let optimize {
            lines.insert(
                contentsOf: [
                    "  \"command\": \"optimize\"", "  \"algorithm\": \(q(optimize.algorithm))", "  \"seed\": \(optimize.seed)",
                    "  \"evaluations\": \(optimize.evaluations)"
                ], at: 2)
        }
        if let finished { lines.append("  \"finished\": \(q(finished))") }
        if let elapsedSeconds { lines.append("  \"elapsed_s\": \(NumberFormat.shortest((elapsedSeconds * 1000).rounded() / 1000))") }
        if let pointsSeconds, pointsSeconds > 0, pointsEvaluated > 0 {
            lines.append("  \"points_elapsed_s\": \(NumberFormat.shortest((pointsSeconds * 1000).rounded() / 1000))")
            lines.append("  \"points_per_s\": \(NumberFormat.shortest((Double(pointsEvaluated) / pointsSeconds).rounded()))")
            lines.append("  \"us_per_point\": \(NumberFormat.shortest((pointsSeconds / Double(pointsEvaluated) * 1e7).rounded() / 10))")
        }
        if let reportSeconds {
            lines.append("  \"report_elapsed_s\": \(NumberFormat.shortest((reportSeconds * 1000).rounded() / 1000))")
        }
        lines.append("  \"host\": \(q(host))")
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// Reads the fields `--resume`, `merge` and `status` check; `nil` when the file is missing or not a manifest.
    static func read(_ path: String) -> (
        fingerprint: String, version: String, status: String, shard: ShardSpec?, range: Range<Int>?, total: Int?,
        grid: String?, rowsDone: Int?, signal: String?, error: String?
    )? {
        guard let node = try? JSONFile.read(path), case .object = node.value,
            let fingerprint = node["fingerprint"]?.value.stringValue,
            let version = node["version"]?.value.stringValue,
            let status = node["status"]?.value.stringValue
        else { return nil }
        // A count read from the file: a whole number in [0, 2⁵³], else absent (an edited or
        // damaged run.json must not trap converting 1e308 to Int).
        func count(_ node: JSONNode?) -> Int? {
            guard let x = node?.value.doubleValue, x >= 0, x <= 9_007_199_254_740_992, x == x.rounded() else { return nil }
            return Int(x)
        }
        var shard: ShardSpec?
        if let s = node["shard"], let i = count(s["index"]), let n = count(s["count"]) {
            shard = ShardSpec(index: i, count: n, source: s["source"]?.value.stringValue ?? "")
        }
        var range: Range<Int>?
        if let r = node["range"], let a = count(r["from"]), let b = count(r["to"]), a <= b {
            range = a..<b
        }
        return (
            fingerprint, version, status, shard, range, count(node["points_total"]),
            node["grid"]?.value.stringValue, count(node["rows_done"]),
            node["signal"]?.value.stringValue, node["error"]?.value.stringValue
        )
    }

    /// The command that wrote the manifest at `path`: `optimize` when it says so, else `sweep`.
    static func command(_ path: String) -> String {
        (try? JSONFile.read(path))?["command"]?.value.stringValue ?? "sweep"
    }

    static var now: String { ISO8601DateFormatter().string(from: Date()) }
    static var hostName: String { ProcessInfo.processInfo.hostName }
}
