import ScrollPhysics

/// The points of one batch that one kind of sweep kernel serves, grouped by case and window key
/// (a group is one kernel over one case's shown frames) and, within a group, by lane key (each
/// distinct lane is evaluated once; the points that share it share its values).
struct KernelGroups<Kernel: SweepKernel> {
    struct Key: KernelKey {
        let caseIndex: Int
        let window: Kernel.WindowKey

        var mixed: UInt64 { KeyMix.fold(window.mixed, UInt64(truncatingIfNeeded: caseIndex)) }
    }

    /// A class, so that taking a point into a group touches its lists in place (as a struct
    /// in the array of groups, each access copied the group: 6 copies a point).
    final class Group {
        let kernel: Kernel
        let frames: ShownFrames
        let physics: MetricValues
        var lanes: [Kernel.Lane] = []
        /// Each lane's scenario, when kept: a lane that faults gets its status from a scalar run.
        var scenarios: [Scenario] = []
        var laneIndex = KeyIndex<Kernel.LaneKey>()
        /// (result slot, lane) for every point of the group.
        var members: [(result: Int, lane: Int)] = []

        init(kernel: Kernel, frames: ShownFrames, physics: MetricValues) {
            self.kernel = kernel
            self.frames = frames
            self.physics = physics
        }
    }

    private var groups: [Group] = []
    private var groupIndex = KeyIndex<Key>()
    /// Keys whose kernel was declined (so later points of the key skip the attempt).
    private var declined = KeyIndex<Key>()

    /// Takes case `caseIndex`'s point, whose layout is `lane`, into the group of `window` (made
    /// with `makeKernel` the first time; false, and the point runs the scalar way, when it
    /// declines) under `laneKey`. `scenario()` makes the point's scenario, asked for only when
    /// the point opens a group (its kernel and frames) or, with `keepsScenario` (the lane may
    /// fault), brings a new lane (kept for the scalar run).
    mutating func enqueue(
        _ lane: Kernel.Lane, window: Kernel.WindowKey, laneKey: Kernel.LaneKey, keepsScenario: Bool,
        scenario: () -> Scenario, result: Int, caseIndex: Int, evaluator: PointEvaluator,
        makeKernel: (Scenario) -> Kernel?
    ) -> Bool {
        let key = Key(caseIndex: caseIndex, window: window)
        let group: Group
        if let existing = groupIndex.index(of: key) {
            group = groups[existing]
        } else {
            guard declined.index(of: key) == nil else { return false }
            let opening = scenario()
            guard let kernel = makeKernel(opening) else {
                _ = declined.insert(key)
                return false
            }
            let (frames, physics) = evaluator.shownFrames(of: opening, caseIndex: caseIndex)
            group = Group(kernel: kernel, frames: frames, physics: physics)
            _ = groupIndex.insert(key)
            groups.append(group)
        }
        let (index, isNew) = group.laneIndex.insert(laneKey)
        if isNew {
            group.lanes.append(lane)
            if keepsScenario { group.scenarios.append(scenario()) }
        }
        group.members.append((result, index))
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
