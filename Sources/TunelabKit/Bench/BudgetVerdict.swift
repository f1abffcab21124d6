/// Whether one budget limit held (docs/bench.md).
///
/// The decision is taken on repeated measurement: the limit is broken only when the median
/// over the repeats of the limited statistic exceeds it — with 5 repeats, at least 3 must be
/// over. One repeat slowed by a neighbour cannot fail the gate; a real regression slows
/// every repeat and cannot hide.
public struct BudgetVerdict: Sendable, Equatable {
    public let workload: String
    public let limit: BudgetLimit
    /// The budget.
    public let budget: Double
    /// The median over repeats, `nil` when the workload was not measured (which breaks the budget).
    public let measured: Double?
    /// Each repeat's value, for the message.
    public let repeatValues: [Double]

    /// Broken when not measured or when `measured > budget`.
    public var isBroken: Bool { measured.map { $0 > budget } ?? true }

    /// `cardStack_20_60hz median_us: 12.3 > 6 (repeats 12.1 12.3 12.5 11.9 12.8)`.
    public var description: String {
        guard let measured else { return "\(workload) \(limit.rawValue): not measured (budget \(BenchFormat.number(budget)))" }
        let relation = isBroken ? ">" : "≤"
        let repeats = repeatValues.map(BenchFormat.number).joined(separator: " ")
        return
            "\(workload) \(limit.rawValue): \(BenchFormat.number(measured)) \(relation) \(BenchFormat.number(budget)) (repeats \(repeats))"
    }

    /// Every limit of `budgets` checked against `measurements`, in the budget file's order.
    public static func check(_ budgets: BudgetFile, against measurements: [BenchMeasurement]) -> [BudgetVerdict] {
        var verdicts: [BudgetVerdict] = []
        for entry in budgets.entries {
            let measurement = measurements.first { $0.workload.name == entry.workload }
            for limit in entry.limits {
                let values = measurement?.repeatValues(of: limit.key) ?? []
                verdicts.append(
                    BudgetVerdict(
                        workload: entry.workload, limit: limit.key, budget: limit.value,
                        measured: BenchStatistics.median(values), repeatValues: values))
            }
        }
        return verdicts
    }
}
