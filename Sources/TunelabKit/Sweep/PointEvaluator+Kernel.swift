import ScrollPhysics

extension PointEvaluator {
    /// The `results.csv` rows of `points`, in order (`outcomes(_:)` as fields).
    func rows(_ points: Range<Int>) -> [[String]] { outcomes(points).map { $0.fields(grid) } }

    /// The outcomes of `points`, in order: with `usesKernel`, the points' card stacks run
    /// through `CardStackKernel` — grouped by case and window, identical lanes computed once
    /// (`CardStackKernel.laneKey`: a point that changes only what the requested metrics do not
    /// read shares its values), several points per SIMD vector — and every other point the
    /// scalar way; either way each outcome has the bits `evaluate(point:)` gives.
    func outcomes(_ points: Range<Int>) -> [PointOutcome] {
        guard usesKernel else { return points.map(outcome(point:)) }
        let cases = grid.cases.count
        let digits = points.map(grid.digits(ofPoint:))
        let gridValues = digits.map { d in grid.axes.indices.map { grid.axes[$0].values[d[$0]] } }
        var failures = [String?](repeating: nil, count: points.count)
        var results = [MetricValues](repeating: MetricValues(), count: points.count * cases)
        var batch = KernelBatch()
        for slot in gridValues.indices {
            for c in 0..<cases {
                let decoded = composed?.scenario(caseIndex: c, digits: digits[slot]).map { Result<Scenario, InputError>.success($0) }
                switch decoded ?? scenario(values: gridValues[slot], caseIndex: c) {
                case .failure(let error):
                    failures[slot] = status(of: error, caseIndex: c)
                case .success(let scenario):
                    if batch.enqueue(scenario, result: slot * cases + c, caseIndex: c, evaluator: self) { continue }
                    if let failure = evaluateView(scenario, caseIndex: c) {
                        failures[slot] = failure
                    } else {
                        results[slot * cases + c] = caseValues[c]
                    }
                }
                if failures[slot] != nil { break }
            }
        }
        batch.run(into: &results)
        return gridValues.indices.map { slot in
            let point = points.lowerBound + slot
            if let failure = failures[slot] {
                return PointOutcome(
                    point: point, digits: digits[slot], values: Array(repeating: nil, count: grid.metrics.count), status: failure)
            }
            let caseResults = Array(results[(slot * cases)..<((slot + 1) * cases)])
            let values = grid.metrics.map { CaseAggregate.fold($0, caseResults, grid.aggregate) }
            return PointOutcome(point: point, digits: digits[slot], values: values, status: "ok")
        }
    }
}

/// The card stacks of one batch of points, grouped for `CardStackKernel`: by case and window
/// key, and within a group by lane key, so each distinct lane is evaluated once.
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
        var laneIndex: [CardStackKernel.LaneKey: Int] = [:]
        /// (result slot, lane) for every point of the group.
        var members: [(result: Int, lane: Int)] = []
    }

    private var groups: [Group] = []
    private var groupIndex: [Key: Int] = [:]

    /// Takes case `caseIndex`'s `scenario` into its group when the kernel serves it (a card
    /// stack without perspective or dynamic spacing); false when it must run the scalar way.
    mutating func enqueue(_ scenario: Scenario, result: Int, caseIndex: Int, evaluator: PointEvaluator) -> Bool {
        let layout = scenario.layout
        guard layout.kind == .cardStack, layout.plugin == nil, layout.perspective == nil, !layout.cardStack.dynamicSpacing
        else { return false }
        let configuration = layout.cardStack
        let key = Key(caseIndex: caseIndex, window: CardStackKernel.windowKey(configuration))
        let g: Int
        if let existing = groupIndex[key] {
            g = existing
        } else {
            let geometry = ViewEvaluator(scenario: scenario, metrics: []).geometry
            guard
                let kernel = CardStackKernel(
                    configuration: configuration, geometry: geometry, metrics: evaluator.grid.metrics,
                    displayScale: scenario.display.scale)
            else { return false }
            let (frames, trajectory) = evaluator.shownFrames(of: scenario, caseIndex: caseIndex)
            g = groups.count
            groups.append(Group(kernel: kernel, frames: frames, physics: trajectory.physics))
            groupIndex[key] = g
        }
        let laneKey = CardStackKernel.laneKey(configuration)
        let lane = groups[g].laneIndex[laneKey] ?? groups[g].lanes.count
        if lane == groups[g].lanes.count {
            groups[g].lanes.append(configuration)
            groups[g].laneIndex[laneKey] = lane
        }
        groups[g].members.append((result, lane))
        return true
    }

    /// Evaluates every group and writes each member's values into `results`.
    func run(into results: inout [MetricValues]) {
        for group in groups {
            let values = group.kernel.evaluate(group.lanes, frames: group.frames, physics: group.physics)
            for member in group.members { results[member.result] = values[member.lane] }
        }
    }
}
