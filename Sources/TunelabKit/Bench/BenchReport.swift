/// The outputs of `tunelab bench`: the stdout table and `bench.csv`.
///
/// `bench.csv` columns: `workload,unit,frame_rate_hz,interval_us,repeats,samples_per_repeat,
/// median_us,p99_us,median_fraction,p99_fraction,median_ratio,p99_ratio,checksum,source` —
/// medians over repeats (`_ratio`: over the calibration yardstick's median); timings differ
/// from run to run (the checksum does not).
public enum BenchReport {
    public static let csvHeader = [
        "workload", "unit", "frame_rate_hz", "interval_us", "repeats", "samples_per_repeat",
        "median_us", "p99_us", "median_fraction", "p99_fraction", "median_ratio", "p99_ratio",
        "checksum", "source"
    ]

    /// The CSV text of `measurements`.
    public static func csv(_ measurements: [BenchMeasurement]) -> String {
        var writer = CSVWriter()
        writer.row(csvHeader)
        for m in measurements {
            writer.row([
                m.workload.name, m.unit, String(m.workload.frameRate), NumberFormat.shortest(m.interval),
                String(m.repeats.count), String(m.repeats.first?.samples ?? 0),
                NumberFormat.shortest(m.value(of: .medianMicroseconds)), NumberFormat.shortest(m.value(of: .p99Microseconds)),
                NumberFormat.shortest(m.value(of: .medianFraction)), NumberFormat.shortest(m.value(of: .p99Fraction)),
                NumberFormat.shortest(m.value(of: .medianRatio)), NumberFormat.shortest(m.value(of: .p99Ratio)),
                hex(m.checksum), m.detail
            ])
        }
        return writer.text
    }

    /// The stdout table; with `verdicts`, a `budget` column (`ok`, or the broken limits).
    public static func table(_ measurements: [BenchMeasurement], verdicts: [BudgetVerdict]?) -> String {
        let (header, rows) = cells(measurements, verdicts: verdicts)
        return BenchFormat.table(header: header, rows: rows, left: verdicts == nil ? [0] : [0, header.count - 1])
            + checksumLine(measurements) + "\n"
    }

    /// The table's header and rows: per workload its unit, median and p99 in µs, × the
    /// calibration and in % of the interval, the interval; with `verdicts`, the budget column.
    static func cells(_ measurements: [BenchMeasurement], verdicts: [BudgetVerdict]?) -> (header: [String], rows: [[String]]) {
        var header = ["workload", "unit", "median µs", "p99 µs", "median ×cal", "p99 ×cal", "median %", "p99 %", "interval"]
        if verdicts != nil { header.append("budget") }
        var rows: [[String]] = []
        for m in measurements {
            func cell(_ limit: BudgetLimit, scale: Double) -> String {
                guard let value = m.value(of: limit) else { return "" }
                return BenchFormat.number(value * scale)
            }
            var row: [String] = [m.workload.name, m.unit]
            row += [cell(.medianMicroseconds, scale: 1), cell(.p99Microseconds, scale: 1)]
            row += [cell(.medianRatio, scale: 1), cell(.p99Ratio, scale: 1)]
            row += [cell(.medianFraction, scale: 100), cell(.p99Fraction, scale: 100)]
            row.append(BenchFormat.number(m.interval) + " µs")
            if let verdicts {
                let mine = verdicts.filter { $0.workload == m.workload.name }
                let broken = mine.filter(\.isBroken).map(\.limit.rawValue)
                row.append(mine.isEmpty ? "-" : broken.isEmpty ? "ok" : "BROKEN " + broken.joined(separator: ","))
            }
            rows.append(row)
        }
        return (header, rows)
    }

    /// `checksum 0123456789abcdef; medians over 7 repeats` (no newline).
    static func checksumLine(_ measurements: [BenchMeasurement]) -> String {
        var checksum = BenchChecksum()
        for m in measurements { checksum.fold(m.checksum) }
        return "checksum \(hex(checksum.value)); medians over \(measurements.first?.repeats.count ?? 0) repeats"
    }

    static func hex(_ x: UInt64) -> String {
        let digits = String(x, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
