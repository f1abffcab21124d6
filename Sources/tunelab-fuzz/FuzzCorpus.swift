import Foundation
import TunelabKit

/// The shipped inputs the mutants grow from: scenarios (`experiments/scenarios/`), grids
/// (`experiments/*.json` with a `grid`), recorded traces (`experiments/traces/`), sweep results
/// (`reports/*/results.csv`), a single run's `metrics.csv`, and shard manifests made at start.
struct FuzzCorpus {
    struct Table { let name: String; let header: [String]; let rows: [[String]]; let text: String }

    var scenarios: [(name: String, tree: FuzzJSON)] = []
    var grids: [(name: String, tree: FuzzJSON)] = []
    var traces: [Table] = []
    var results: [Table] = []
    var metrics: [Table] = []

    /// Reads the seeds under `root` (the repository). Grids are shrunk to ≤ 2 values per key and
    /// ≤ 2 cases so a mutant sweep stays small (mutations may grow it again).
    init(root: String) throws {
        let fm = FileManager.default
        for name in try fm.contentsOfDirectory(atPath: root + "/experiments/scenarios").sorted() where name.hasSuffix(".json") {
            scenarios.append((name, FuzzJSON(try JSONFile.read(root + "/experiments/scenarios/" + name))))
        }
        for name in try fm.contentsOfDirectory(atPath: root + "/experiments").sorted() where name.hasSuffix(".json") {
            let node = try JSONFile.read(root + "/experiments/" + name)
            guard node["grid"] != nil else { continue }
            grids.append((name, Self.shrink(FuzzJSON(node))))
        }
        for name in try fm.contentsOfDirectory(atPath: root + "/experiments/traces").sorted() where name.hasSuffix(".csv") {
            traces.append(try Self.table(root + "/experiments/traces/" + name, name: name))
        }
        for name in try fm.contentsOfDirectory(atPath: root + "/reports").sorted() {
            let path = root + "/reports/" + name + "/results.csv"
            guard fm.fileExists(atPath: path) else { continue }
            let table = try Self.table(path, name: name)
            // Only the first 24 rows: compare and chart costs grow with the table.
            results.append(
                Table(
                    name: name, header: table.header, rows: Array(table.rows.prefix(24)),
                    text: Self.csv([table.header] + table.rows.prefix(24))))
        }
        let header = ["overlap_mean_pt", "overlap_cv", "jitter_rms_pt", "reversals", "pixel_flips", "settle_time_s", "rest_error_pt"]
        let row = ["31.2", "0.054", "55.9", "96", "96", "0.841", ""]
        metrics.append(Table(name: "metrics", header: header, rows: [row], text: Self.csv([header, row])))
    }

    static func table(_ path: String, name: String) throws -> Table {
        let t = try CSVReader.read(path)
        return Table(name: name, header: t.header, rows: t.rows, text: csv([t.header] + t.rows))
    }

    static func csv<S: Sequence>(_ rows: S) -> String where S.Element == [String] {
        rows.map { $0.map(CSVFormat.escape).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    /// Grid values cut to 2 per key (ranges become their first two list values), cases to 2.
    static func shrink(_ tree: FuzzJSON) -> FuzzJSON {
        guard case .object(let members) = tree else { return tree }
        return .object(
            members.map { member in
                switch (member.key, member.value) {
                case ("grid", .object(let axes)):
                    return FuzzMember(
                        member.key,
                        .object(
                            axes.map { axis in
                                if case .array(let items) = axis.value { return FuzzMember(axis.key, .array(Array(items.prefix(2)))) }
                                return axis
                            }))
                case ("cases", .array(let items)): return FuzzMember(member.key, .array(Array(items.prefix(2))))
                default: return member
                }
            })
    }

    /// Every JSON tree, for splicing.
    var donors: [FuzzJSON] { scenarios.map(\.tree) + grids.map(\.tree) }
}
