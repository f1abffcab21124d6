/// A budget file (docs/bench.md), e.g. `experiments/budgets.json`:
///
/// ```json
/// {
///   "note": "where and how the numbers were measured",
///   "budgets": {
///     "cardStack_infinite_120hz": {"median_ratio": 6, "p99_ratio": 20, "median_fraction": 0.001},
///     "sweep_point": {"median_us": 900}
///   }
/// }
/// ```
///
/// Workload names are `BenchWorkload` names (with `--scenario FILE`, also `<name>_frame` and
/// `<name>_tick`); limit keys are `BudgetLimit` raw values; each
/// limit is a positive number. Unknown names and keys are input errors at `line:column` with a
/// did-you-mean. Entries and limits keep their file order, so verdicts print in that order.
public struct BudgetFile: Sendable, Equatable {
    /// One workload's limits.
    public struct Entry: Sendable, Equatable {
        public let workload: String
        public let limits: [Limit]
        public init(workload: String, limits: [Limit]) { self.workload = workload; self.limits = limits }
    }

    /// One limit: measured `key` must not exceed `value`.
    public struct Limit: Sendable, Equatable {
        public let key: BudgetLimit
        public let value: Double
        public init(key: BudgetLimit, value: Double) { self.key = key; self.value = value }
    }

    public let file: String
    public let note: String?
    public let entries: [Entry]

    public init(file: String, note: String?, entries: [Entry]) {
        self.file = file; self.note = note; self.entries = entries
    }

    /// Reads and decodes the budget file at `path`; `workloads` are the names it may budget.
    public static func load(_ path: String, workloads: [String] = BenchWorkload.all.map(\.name)) throws(InputError) -> BudgetFile {
        try decode(JSONFile.read(path), file: path, workloads: workloads)
    }

    /// Parses and decodes budget JSON `text`; `file` names it in errors.
    public static func decode(text: String, file: String, workloads: [String] = BenchWorkload.all.map(\.name)) throws(InputError)
        -> BudgetFile
    {
        try decode(JSONParser.parse(text, file: file), file: file, workloads: workloads)
    }

    /// Decodes a parsed budget document; a workload not among `workloads` is an input error.
    public static func decode(_ root: JSONNode, file: String, workloads names: [String] = BenchWorkload.all.map(\.name)) throws(InputError)
        -> BudgetFile
    {
        let object = try ObjectReader(root, path: .root, file: file)
        let note = try object.string("note")
        guard let budgets = try object.object("budgets") else {
            throw object.error(nil, "expected a \"budgets\" object of workload names to limits")
        }
        try object.finish()
        var entries: [Entry] = []
        for member in budgets.members {
            guard names.contains(member.key) else {
                throw InputError(
                    file: file, position: member.keyPosition, path: budgets.path,
                    message: "unknown workload \(JSONWriter.quoted(member.key))"
                        + DidYouMean.hint(for: member.key, among: names))
            }
            entries.append(Entry(workload: member.key, limits: try limits(member.node, path: budgets.path.key(member.key), file: file)))
        }
        return BudgetFile(file: file, note: note, entries: entries)
    }

    /// One workload's `{"median_us": …, …}`: at least one limit, each a positive finite number.
    static func limits(_ node: JSONNode, path: JSONPath, file: String) throws(InputError) -> [Limit] {
        let object = try ObjectReader(node, path: path, file: file)
        let keys = BudgetLimit.allCases.map(\.rawValue)
        var limits: [Limit] = []
        for member in object.members {
            guard let key = BudgetLimit(rawValue: member.key) else {
                throw InputError(
                    file: file, position: member.keyPosition, path: path,
                    message: "unknown limit \(JSONWriter.quoted(member.key)); expected one of "
                        + keys.joined(separator: ", ") + DidYouMean.hint(for: member.key, among: keys))
            }
            guard let value = try object.double(member.key, expected: key.expectation, valid: { $0 > 0 && $0.isFinite }) else { continue }
            limits.append(Limit(key: key, value: value))
        }
        guard !limits.isEmpty else {
            throw object.error(nil, "expected at least one limit (" + keys.joined(separator: ", ") + ")")
        }
        return limits
    }

    /// The entries of the `workloads` named (file order kept): what `bench --only` checks.
    public func narrowed(to workloads: [String]) -> BudgetFile {
        BudgetFile(file: file, note: note, entries: entries.filter { workloads.contains($0.workload) })
    }
}
