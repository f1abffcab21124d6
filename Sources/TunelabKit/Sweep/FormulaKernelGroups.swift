import ScrollPhysics

/// The formula layouts of one batch of points, grouped for `FormulaKernel`: by case and
/// window key (`FormulaKernel.windowKey`: the same program and window), and within a group by
/// lane key (the parameters' values), so each distinct lane is evaluated once.
struct FormulaKernelGroups {
    struct Key: Hashable {
        let caseIndex: Int
        let window: FormulaKernel.WindowKey
        /// The perspective distance's bits (`layout.perspective`), nil without one.
        let perspective: UInt64?
    }

    struct Group {
        let kernel: FormulaKernel
        let frames: ShownFrames
        let physics: MetricValues
        var lanes: [FormulaLayoutDefinition] = []
        /// Each lane's scenario, for a lane that faults (its status comes from a scalar run).
        var scenarios: [Scenario] = []
        var laneIndex: [[UInt64]: Int] = [:]
        /// (result slot, lane) for every point of the group.
        var members: [(result: Int, lane: Int)] = []
    }

    private var groups: [Group] = []
    private var groupIndex: [Key: Int] = [:]
    /// Keys whose kernel was declined (so later points of the key skip the attempt).
    private var declined: Set<Key> = []

    /// Takes case `caseIndex`'s formula-layout `scenario` into its group when `FormulaKernel`
    /// serves it; false when it must run the scalar way.
    mutating func enqueue(_ scenario: Scenario, result: Int, caseIndex: Int, evaluator: PointEvaluator) -> Bool {
        guard let definition = scenario.layout.formula?.definition else { return false }
        let key = Key(
            caseIndex: caseIndex, window: FormulaKernel.windowKey(definition), perspective: scenario.layout.perspective?.bitPattern)
        let g: Int
        if let existing = groupIndex[key] {
            g = existing
        } else {
            guard !declined.contains(key) else { return false }
            let geometry = ViewEvaluator(scenario: scenario, metrics: []).geometry
            guard
                let kernel = FormulaKernel(
                    definition: definition, geometry: geometry, perspective: scenario.layout.projection,
                    metrics: evaluator.grid.metrics, displayScale: scenario.display.scale)
            else {
                declined.insert(key)
                return false
            }
            let (frames, physics) = evaluator.shownFrames(of: scenario, caseIndex: caseIndex)
            g = groups.count
            groups.append(Group(kernel: kernel, frames: frames, physics: physics))
            groupIndex[key] = g
        }
        let laneKey = FormulaKernel.laneKey(definition)
        let lane = groups[g].laneIndex[laneKey] ?? groups[g].lanes.count
        if lane == groups[g].lanes.count {
            groups[g].lanes.append(definition)
            groups[g].scenarios.append(scenario)
            groups[g].laneIndex[laneKey] = lane
        }
        groups[g].members.append((result, lane))
        return true
    }

    /// Evaluates every group and hands each member's result slot and values to `each`, group
    /// by group, members in the order they were enqueued; a member whose lane met a non-finite
    /// attribute goes to `scalar` with its scenario.
    func run(
        _ each: (_ result: Int, _ values: MetricValues) -> Void, scalar: (_ result: Int, _ scenario: Scenario) -> Void
    ) {
        for group in groups {
            let values = group.kernel.evaluate(group.lanes, frames: group.frames, physics: group.physics)
            for member in group.members {
                if let v = values[member.lane] { each(member.result, v) } else { scalar(member.result, group.scenarios[member.lane]) }
            }
        }
    }
}
