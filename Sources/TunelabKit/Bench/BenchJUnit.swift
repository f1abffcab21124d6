/// `tunelab bench --format junit`: JUnit XML, one `<testcase>` per workload × budget limit
/// (classname `tunelab.bench.<workload>`, name the limit, e.g. `median_ratio`) with a `<failure>`
/// on a broken one saying measured, budget and the repeats; without budgets, one passing
/// testcase per workload (name `measured`). No timestamps or durations: a timing is not a
/// test's run time, and the document stays comparable.
public enum BenchJUnit {
    public static func render(_ measurements: [BenchMeasurement], verdicts: [BudgetVerdict]?, budgetFile: String?) -> String {
        let e = CompareJUnit.escape
        var cases: [String] = []
        var failures = 0
        if let verdicts {
            for verdict in verdicts {
                var xml = "    <testcase classname=\"\(e("tunelab.bench." + verdict.workload))\" name=\"\(e(verdict.limit.rawValue))\""
                if verdict.isBroken {
                    failures += 1
                    xml += ">\n      <failure message=\"\(e(verdict.description))\" type=\"budget\"/>\n    </testcase>"
                } else {
                    xml += "/>"
                }
                cases.append(xml)
            }
        } else {
            for m in measurements {
                cases.append("    <testcase classname=\"\(e("tunelab.bench." + m.workload.name))\" name=\"measured\"/>")
            }
        }
        let suite = "bench" + (budgetFile.map { " \($0)" } ?? "")
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"tunelab bench\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
        text +=
            "  <testsuite name=\"\(e(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for c in cases { text += c + "\n" }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }
}
