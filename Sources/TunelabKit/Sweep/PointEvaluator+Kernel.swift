import ScrollPhysics

extension PointEvaluator {
    /// The `results.csv` rows of `points`, in order (`outcomes(_:)` as fields).
    func rows(_ points: Range<Int>) -> [[String]] { outcomes(Array(points)).map { $0.fields(grid) } }

    /// The outcomes of `points` (grid point numbers, ascending), in order: with `usesKernel`, the points' card stacks run
    /// through `CardStackKernel` and their formula layouts through `FormulaKernel` — a case at a time, grouped by window, identical lanes
    /// computed once (`CardStackKernel.laneKey`: a point that changes only what the requested
    /// metrics do not read shares its values), several points per SIMD vector — and every
    /// other point the scalar way; either way each outcome has the bits `evaluate(point:)`
    /// gives. Each case's values are folded into the points' `CaseFold`s as soon as they are
    /// known, so a chunk holds one fold per point and metric, not one set of values per point
    /// and case (memory flat in the cases).
    func outcomes(_ points: [Int]) -> [PointOutcome] {
        guard usesKernel else { return points.map(outcome(point:)) }
        let metrics = grid.metrics, aggregate = grid.aggregate
        let digits = points.map(grid.digits(ofPoint:))
        let gridValues = digits.map { d in grid.axes.indices.map { grid.axes[$0].values[d[$0]] } }
        var failures = [String?](repeating: nil, count: points.count)
        var folds = [CaseFold](repeating: CaseFold(), count: points.count * metrics.count)
        func fold(_ values: MetricValues, into slot: Int) {
            for (m, metric) in metrics.enumerated() {
                folds[slot * metrics.count + m].add(values[metric], metric: metric, aggregate: aggregate)
            }
        }
        // Case by case, so that each point's cases are folded in case order; a point stops at
        // its first failing case, as `evaluate(point:)` does.
        for c in grid.cases.indices {
            var batch = KernelBatch()
            for slot in gridValues.indices where failures[slot] == nil {
                let decoded = composed?.scenario(caseIndex: c, digits: digits[slot]).map { Result<Scenario, InputError>.success($0) }
                switch decoded ?? scenario(values: gridValues[slot], caseIndex: c) {
                case .failure(let error):
                    failures[slot] = status(of: error, caseIndex: c)
                case .success(let scenario):
                    if batch.enqueue(scenario, result: slot, caseIndex: c, evaluator: self) { continue }
                    if let failure = evaluateView(scenario, caseIndex: c) {
                        failures[slot] = failure
                    } else {
                        fold(caseValues[c], into: slot)
                    }
                }
            }
            batch.run { slot, values in
                fold(values, into: slot)
            } scalar: { slot, scenario in
                // A point whose kernel lane faulted (a formula's NaN or ±∞, a card at or behind the
                // perspective's eye): the scalar run gives its status.
                if let failure = evaluateView(scenario, caseIndex: c) {
                    failures[slot] = failure
                } else {
                    fold(caseValues[c], into: slot)
                }
            }
        }
        return gridValues.indices.map { slot in
            let point = points[slot]
            if let failure = failures[slot] {
                return PointOutcome(
                    point: point, digits: digits[slot], values: Array(repeating: nil, count: metrics.count), status: failure)
            }
            let values = metrics.indices.map { folds[slot * metrics.count + $0].value(aggregate) }
            return PointOutcome(point: point, digits: digits[slot], values: values, status: "ok")
        }
    }
}

/// The card stacks of one batch of points, grouped for `CardStackKernel`, and its formula
/// layouts, grouped for `FormulaKernel` (`FormulaKernelGroups`): by case and window key, and
/// within a group by lane key, so each distinct lane is evaluated once.
struct KernelBatch {
    struct Key: Hashable {
        let caseIndex: Int
        let window: CardStackKernel.WindowKey
    }

    struct Group {
        let kernel: CardStackKernel
        let frames: ShownFrames
        let physics: MetricValues
        var lanes: [CardStackConfiguration] = []
        /// Each lane's scenario under a perspective, for a lane that faults (its status comes
        /// from a scalar run); empty without (no lane faults).
        var scenarios: [Scenario] = []
        var laneIndex: [CardStackKernel.LaneKey: Int] = [:]
        /// (result slot, lane) for every point of the group.
        var members: [(result: Int, lane: Int)] = []
    }

    private var groups: [Group] = []
    private var groupIndex: [Key: Int] = [:]
    private var formulas = FormulaKernelGroups()

    /// Takes case `caseIndex`'s `scenario` into its group when a kernel serves it (a card
    /// stack, or a formula layout `FormulaKernel` takes); false when it must run the scalar way.
    mutating func enqueue(_ scenario: Scenario, result: Int, caseIndex: Int, evaluator: PointEvaluator) -> Bool {
        let layout = scenario.layout
        if layout.kind == .formula, layout.plugin == nil {
            return formulas.enqueue(scenario, result: result, caseIndex: caseIndex, evaluator: evaluator)
        }
        guard layout.kind == .cardStack, layout.plugin == nil else { return false }
        let configuration = layout.cardStack
        let key = Key(
            caseIndex: caseIndex, window: CardStackKernel.windowKey(configuration, perspective: layout.perspective))
        let g: Int
        if let existing = groupIndex[key] {
            g = existing
        } else {
            let geometry = ViewEvaluator(scenario: scenario, metrics: []).geometry
            guard
                let kernel = CardStackKernel(
                    configuration: configuration, geometry: geometry, perspective: layout.projection,
                    metrics: evaluator.grid.metrics, displayScale: scenario.display.scale)
            else { return false }
            let (frames, physics) = evaluator.shownFrames(of: scenario, caseIndex: caseIndex)
            g = groups.count
            groups.append(Group(kernel: kernel, frames: frames, physics: physics))
            groupIndex[key] = g
        }
        let laneKey = CardStackKernel.laneKey(configuration, projects: layout.perspective != nil)
        let lane = groups[g].laneIndex[laneKey] ?? groups[g].lanes.count
        if lane == groups[g].lanes.count {
            groups[g].lanes.append(configuration)
            if layout.perspective != nil { groups[g].scenarios.append(scenario) }
            groups[g].laneIndex[laneKey] = lane
        }
        groups[g].members.append((result, lane))
        return true
    }

    /// Evaluates every group and hands each member's result slot and values to `each`, group
    /// by group, members in the order they were enqueued (card stacks first); a member whose
    /// lane faulted (a card stack's card at or behind the perspective's eye, a formula's
    /// non-finite attribute) goes to `scalar` with its scenario instead.
    func run(
        _ each: (_ result: Int, _ values: MetricValues) -> Void, scalar: (_ result: Int, _ scenario: Scenario) -> Void
    ) {
        for group in groups {
            let values = group.kernel.evaluate(group.lanes, frames: group.frames, physics: group.physics)
            for member in group.members where values[member.lane] != nil { each(member.result, values[member.lane]!) }
            for member in group.members where values[member.lane] == nil { scalar(member.result, group.scenarios[member.lane]) }
        }
        formulas.run(each, scalar: scalar)
    }
}
