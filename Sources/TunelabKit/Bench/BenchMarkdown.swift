/// `tunelab bench --format markdown`: the comment marker `<!-- tunelab bench -->`, a heading
/// with the verdict (`pass`, `FAIL`, or none without budgets), each broken limit, the workloads
/// budgeted but not selected by `--only` (skipped), the text format's table with its budget
/// column, and the checksum line.
public enum BenchMarkdown {
    public static func render(_ measurements: [BenchMeasurement], verdicts: [BudgetVerdict]?, budgetFile: String?, skipped: [String] = [])
        -> String
    {
        var text = MarkdownTable.marker("bench") + "\n"
        let broken = verdicts?.filter(\.isBroken) ?? []
        if let verdicts {
            text += "### tunelab bench: \(broken.isEmpty ? "pass" : "FAIL")\n\n"
            text +=
                "Budgets `\(budgetFile ?? "")`: \(verdicts.count) limit\(verdicts.count == 1 ? "" : "s") checked, \(broken.count) broken.\n\n"
        } else {
            text += "### tunelab bench\n\n"
        }
        for verdict in broken { text += "- **BROKEN** \(MarkdownTable.cell(verdict.description))\n" }
        if !broken.isEmpty { text += "\n" }
        if !skipped.isEmpty {
            text += "Skipped (not selected by `--only`): \(skipped.map { "`\($0)`" }.joined(separator: ", ")).\n\n"
        }
        let (header, rows) = BenchReport.cells(measurements, verdicts: verdicts)
        text += MarkdownTable.render(header: header, rows: rows, left: verdicts == nil ? [0, 1] : [0, 1, header.count - 1]) + "\n"
        return text + BenchReport.checksumLine(measurements) + "\n"
    }
}
