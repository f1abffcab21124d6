import ScrollPhysics

/// A `CompareReport` as JUnit XML for CI annotations: one `<testsuite>` named after NEW, one
/// `<testcase>` per metric × point (`point 3 (layout.spacing=24): jitter_rms_pt`), one per
/// point for `status` when both files have it, and one per missing metric; a regression or a
/// missing metric has a `<failure>` saying base, new, change and tolerance. Deterministic: rows
/// in BASE order, metrics in BASE's column order, no timestamps.
public enum CompareJUnit {
    public static func render(_ report: CompareReport) -> String {
        // Lookup only (never iterated): the change of a (row, column), if any.
        var changeAt: [String: CompareChange] = [:]
        for change in report.changes { changeAt["\(change.row)\u{1F}\(change.column)"] = change }
        let hasStatus = report.base.columnIndex("status") != nil && report.new.columnIndex("status") != nil
        let columns = report.metrics.map(\.rawValue) + (hasStatus ? ["status"] : [])
        let keyNames = report.keyColumns.map { report.base.header[$0] }
        var cases: [String] = []
        var failures = 0
        for r in report.base.rows.indices {
            let keys = zip(keyNames, report.keyColumns.map { report.base.rows[r][$0] }).map { "\($0)=\($1)" }
            let point = keys.isEmpty ? "run" : "point " + (keys.first { $0.hasPrefix("point=") }.map { String($0.dropFirst(6)) } ?? "?")
            let others = keys.filter { !$0.hasPrefix("point=") }
            let label = point + (others.isEmpty ? "" : " (\(others.joined(separator: ", ")))")
            for column in columns {
                var xml = "    <testcase classname=\"\(escape(className(report)))\" name=\"\(escape("\(label): \(column)"))\""
                if let change = changeAt["\(r)\u{1F}\(column)"], change.isRegression {
                    failures += 1
                    let message =
                        "\(column) \(change.kind.rawValue): \(shown(change.base)) → \(shown(change.new))"
                        + (column == "status"
                            ? "" : " (\(relativeChange(change)), tolerance \(tolerance(change)))")
                    xml += ">\n      <failure message=\"\(escape(message))\" type=\"regression\"/>\n    </testcase>"
                } else {
                    xml += "/>"
                }
                cases.append(xml)
            }
        }
        for missing in report.missing {
            failures += 1
            cases.append(
                "    <testcase classname=\"\(escape(className(report)))\" name=\"\(escape("metric \(missing.metric)"))\">\n"
                    + "      <failure message=\"\(escape("\(missing.metric): \(missing.reason)"))\" type=\"missing\"/>\n    </testcase>")
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"tunelab compare\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        text +=
            "  <testsuite name=\"\(escape("compare \(report.base.file) → \(report.new.file)"))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for c in cases { text += c + "\n" }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }

    /// `tunelab.compare.<NEW's file name without .csv>`, dots in it as `_`.
    static func className(_ report: CompareReport) -> String {
        let name = report.new.file.split(separator: "/").last.map(String.init) ?? report.new.file
        let stem = name.hasSuffix(".csv") ? String(name.dropLast(4)) : name
        return "tunelab.compare." + stem.replacingOccurrences(of: ".", with: "_")
    }

    static func shown(_ cell: String) -> String { cell.isEmpty ? "(empty)" : cell }

    /// XML attribute text: `&`, `<`, `>`, `"` escaped; control characters other than tab, LF, CR dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `5%`, `5% or 0.01` with an absolute tolerance, empty for a status.
    static func tolerance(_ change: CompareChange) -> String {
        guard change.column != "status" else { return "" }
        let relative = BenchFormat.percent(change.tolerance)
        return change.absolute > 0 ? "\(relative) or \(NumberFormat.shortest(change.absolute))" : relative
    }

    /// The worsening d over the base's magnitude, `+12.5%` (worse) or `-3.00%` (better), with d
    /// by the metric's direction (`MetricDirection.worsening`); `—` when not a number change (or
    /// the base is 0).
    static func relativeChange(_ change: CompareChange) -> String {
        guard let b = Double(change.base), let n = Double(change.new), b != 0 else { return "—" }
        let d = Metric(rawValue: change.column)?.direction.worsening(base: b, new: n) ?? n - b
        let r = d / abs(b)
        return (r >= 0 ? "+" : "") + BenchFormat.percent(r)
    }
}
