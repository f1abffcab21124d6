import ScrollPhysics

/// The points of one batch that one kind of sweep kernel serves, grouped by case and window key
/// (a group is one kernel over one case's shown frames) and, within a group, by lane key (each
/// distinct lane is evaluated once; the points that share it share its values).
struct KernelGroups<Kernel: SweepKernel> {
    struct Key: Hashable {
        let caseIndex: Int
        let window: Kernel.WindowKey
    }

    struct Group {
        let kernel: Kernel
        let frames: ShownFrames
        let physics: MetricValues
        var lanes: [Kernel.Lane] = []
        /// Each lane's scenario, when kept: a lane that faults gets its status from a scalar run.
        var scenarios: [Scenario] = []
        var laneIndex: [Kernel.LaneKey: Int] = [:]
        /// (result slot, lane) for every point of the group.
        var members: [(result: Int, lane: Int)] = []
    }

    private var groups: [Group] = []
    private var groupIndex: [Key: Int] = [:]
    /// Keys whose kernel was declined (so later points of the key skip the attempt).
    private var declined: Set<Key> = []

    /// Takes case `caseIndex`'s `scenario`, whose layout is `lane`, into the group of `window`
    /// (made with `makeKernel` the first time; false, and the point runs the scalar way, when it
    /// declines) under `laneKey`. `keepsScenario`: whether the lane may fault (then its scenario
    /// is kept for the scalar run).
    mutating func enqueue(
        _ lane: Kernel.Lane, window: Kernel.WindowKey, laneKey: Kernel.LaneKey, keepsScenario: Bool,
        scenario: Scenario, result: Int, caseIndex: Int, evaluator: PointEvaluator, makeKernel: () -> Kernel?
    ) -> Bool {
        let key = Key(caseIndex: caseIndex, window: window)
        let g: Int
        if let existing = groupIndex[key] {
            g = existing
        } else {
            guard !declined.contains(key), let kernel = makeKernel() else {
                declined.insert(key)
                return false
            }
            let (frames, physics) = evaluator.shownFrames(of: scenario, caseIndex: caseIndex)
            g = groups.count
            groups.append(Group(kernel: kernel, frames: frames, physics: physics))
            groupIndex[key] = g
        }
        let index = groups[g].laneIndex[laneKey] ?? groups[g].lanes.count
        if index == groups[g].lanes.count {
            groups[g].lanes.append(lane)
            if keepsScenario { groups[g].scenarios.append(scenario) }
            groups[g].laneIndex[laneKey] = index
        }
        groups[g].members.append((result, index))
        return true
    }

    /// Evaluates every group and hands each member's result slot and values to `each`, group
    /// by group, members in the order they were enqueued; a member whose lane faulted goes to
    /// `scalar` with its scenario instead.
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
