import ScrollPhysics

/// Evaluates grid points into `results.csv` rows. One per worker thread: it keeps the last
/// trajectory of each case and reuses it while a point changes nothing that moves the
/// scroll view (docs/grid.md#how-fast-a-sweep-runs), so a grid of layout keys simulates the scroll view once.
final class PointEvaluator: @unchecked Sendable {  // one per worker thread, never shared
    let grid: Grid
    private let caseRoots: [JSONNode]
    /// Each case's gesture, decoded (and its trace files read) once.
    private let caseGestures: [[GestureStep]]
    /// Per case, the last scenario run and what its run left: the trajectory's frames (dropped
    /// while only the kernel reads the case, `keepsFrames`), the frames shown, the physics metrics.
    private var cache: [CaseRun?]
    /// Set once a point went the scalar way: from then on trajectories keep their frames.
    private var keepsFrames = false
    /// Bytes of shown frames kept in `cache` (`shownFrames(of:caseIndex:)`), at most `shownBudget`.
    private var shownBytes = 0
    /// The shown frames this evaluator keeps across chunks, bytes (all of `shownBudgetPerProcess`
    /// by default, its share under `--jobs`): past it, a
    /// case's frames are simulated again for each chunk that needs them instead of kept (issue 46:
    /// memory flat in the case count; 10 000 cases of 361 frames would keep 32 MB per evaluator).
    var shownBudget = PointEvaluator.shownBudgetPerProcess
    /// The shown frames a sweep keeps across all its workers, bytes: each of `--jobs N`
    /// evaluators keeps a 1/N share (`SweepRunner`).
    static let shownBudgetPerProcess = 16 << 20
    var caseValues: [MetricValues]
    /// Set when only the layout varies: then only it is decoded per point.
    private let layoutOnly: LayoutOnlyDecoding?
    /// Whether points go through the kernels in batches (`rows(_:)`: card stacks through
    /// `CardStackKernel`, formula layouts through `FormulaKernel`): the grid varies only layout
    /// keys and asks for no layout metric the kernels do not fold.
    let usesKernel: Bool
    /// Card-stack points' scenarios composed from per-value probes (set with `usesKernel`).
    let composed: ComposedLayoutDecoding?
    /// Scalar points' values by what their metrics read (`UnreadKeyMemo`; layout-only grids).
    private var memo: UnreadKeyMemo

    /// `kernels`: whether points may go through the kernels in batches (`rows(_:)`); `tunelab
    /// optimize`, which evaluates one point at a time the scalar way, spares their per-value probes.
    init(grid: Grid, kernels: Bool = true) throws(InputError) {
        self.grid = grid
        caseRoots = GridChecks.caseRoots(grid)
        var gestures: [[GestureStep]] = []
        for root in caseRoots {
            gestures.append(try grid.decoder.decode(root, path: GridChecks.scenarioPath(grid)).gesture)
        }
        caseGestures = gestures
        layoutOnly = LayoutOnlyDecoding(grid: grid, caseRoots: caseRoots, gestures: gestures)
        usesKernel =
            kernels && layoutOnly != nil
            && grid.metrics.allSatisfy { !$0.isLayoutMetric || CardStackKernel.supportedMetrics.contains($0) }
        composed =
            usesKernel && layoutOnly?.swapsFormulaParameters == false
            ? layoutOnly.flatMap { ComposedLayoutDecoding(grid: grid, layoutOnly: $0) } : nil
        memo = UnreadKeyMemo(metrics: grid.metrics)
        cache = Array(repeating: nil, count: caseRoots.count)
        caseValues = Array(repeating: MetricValues(), count: caseRoots.count)
    }

    /// An evaluator for another worker thread that shares `other`'s decoded cases (their JSON,
    /// gestures and base scenarios, read only) and keeps runs of its own: `--jobs N` holds one
    /// copy of the per-case state, not N (issue 46: memory in the case count).
    init(sharing other: PointEvaluator) {
        grid = other.grid
        caseRoots = other.caseRoots
        caseGestures = other.caseGestures
        layoutOnly = other.layoutOnly
        usesKernel = other.usesKernel
        composed = other.composed
        shownBudget = other.shownBudget
        memo = UnreadKeyMemo(metrics: grid.metrics)
        cache = Array(repeating: nil, count: caseRoots.count)
        caseValues = Array(repeating: MetricValues(), count: caseRoots.count)
    }

    /// Forgets every case's kept run (trajectories and shown frames, up to `shownBudget`): the
    /// sweep calls it once its points are done, so the report does not carry them. Later points
    /// are simulated afresh, with the same bits.
    func releaseRuns() {
        cache = Array(repeating: nil, count: cache.count)
        shownBytes = 0
    }

    /// Whether points are decoded through `LayoutOnlyDecoding`.
    var usesLayoutOnlyDecoding: Bool { layoutOnly != nil }
    /// Whether points only swap formula parameters into decoded layouts.
    var swapsFormulaParameters: Bool { layoutOnly?.swapsFormulaParameters ?? false }

    /// Each case's gesture as text, for the grid fingerprint.
    var gestureDescriptions: [[String]] { caseGestures.map { $0.map { "\($0)" } } }

    /// The scenario of `point` in case `caseIndex`, or the reason it is invalid.
    func scenario(point: Int, caseIndex: Int) -> Result<Scenario, InputError> {
        scenario(values: grid.values(ofPoint: point), caseIndex: caseIndex)
    }

    /// The scenario with the grid values `values` (one per axis) in case `caseIndex`.
    func scenario(values: [GridValue], caseIndex: Int) -> Result<Scenario, InputError> {
        if let layoutOnly { return layoutOnly.scenario(caseIndex: caseIndex, values: values) }
        return fullScenario(values: values, caseIndex: caseIndex)
    }

    /// The base scenario of case `caseIndex`, unchanged by any grid value (the sweep's baseline).
    func baseScenario(caseIndex: Int) -> Result<Scenario, InputError> {
        fullScenario(values: [], caseIndex: caseIndex)
    }

    /// The scenario of `point` by editing the whole document and decoding it.
    func fullScenario(point: Int, caseIndex: Int) -> Result<Scenario, InputError> {
        fullScenario(values: grid.values(ofPoint: point), caseIndex: caseIndex)
    }

    func fullScenario(values: [GridValue], caseIndex: Int) -> Result<Scenario, InputError> {
        var root = caseRoots[caseIndex]
        for (axis, value) in zip(grid.axes, values) {
            switch JSONEdit.setting(value.json, at: ArraySlice(axis.path), in: root) {
            case .success(let edited): root = edited
            case .failure:
                return .failure(
                    InputError(
                        file: grid.file, position: axis.position, path: nil,
                        message: "\(axis.key): not a scenario setting"))
            }
        }
        do {
            return .success(try grid.decoder.decode(root, path: GridChecks.scenarioPath(grid), gesture: caseGestures[caseIndex]))
        } catch {
            return .failure(error)
        }
    }

    /// The aggregated metric values of `point` (in `grid.metrics` order) and its status.
    func evaluate(point: Int) -> (values: [Double?], status: String) {
        evaluate(gridValues: grid.values(ofPoint: point))
    }

    /// As `evaluate(point:)`, with the point's grid values already decoded from its index.
    func evaluate(gridValues: [GridValue]) -> (values: [Double?], status: String) {
        for c in caseRoots.indices {
            switch scenario(values: gridValues, caseIndex: c) {
            case .failure(let error):
                return (Array(repeating: nil, count: grid.metrics.count), status(of: error, caseIndex: c))
            case .success(let scenario):
                if let failure = evaluateView(scenario, caseIndex: c) {
                    return (Array(repeating: nil, count: grid.metrics.count), failure)
                }
            }
        }
        return (grid.metrics.map { CaseAggregate.fold($0, caseValues, grid.aggregate) }, "ok")
    }

    /// Runs case `c`'s `scenario` the scalar way into `caseValues[c]`; the status of its fault, if any.
    /// Forgets the values `UnreadKeyMemo` kept (a bench batch that must cost what a first one does).
    func forgetSharedValues() { memo = UnreadKeyMemo(metrics: grid.metrics) }

    /// A point whose metrics read nothing an earlier one's did not (`UnreadKeyMemo`) takes its values.
    func evaluateView(_ scenario: Scenario, caseIndex c: Int) -> String? {
        let key = layoutOnly != nil ? memo.key(of: scenario, caseIndex: c) : nil
        if let key, let values = memo[key] {
            caseValues[c] = values
            return nil
        }
        do {
            caseValues[c] = try ViewEvaluator(scenario: scenario, metrics: grid.metrics).checkedEvaluate(
                trajectory(of: scenario, caseIndex: c))
            if let key { memo.store(caseValues[c], for: key) }
            return nil
        } catch {
            let reason = error.description
            return grid.hasCases ? "case \(c + 1): \(reason)" : reason
        }
    }

    /// The trajectory of case `c`'s `scenario`: the last one again while nothing that moves
    /// the scroll view changed (docs/grid.md#how-fast-a-sweep-runs).
    func trajectory(of scenario: Scenario, caseIndex c: Int) -> Trajectory {
        keepsFrames = true
        if let cached = cache[c], cached.scenario.hasSameTrajectory(as: scenario), let trajectory = cached.trajectory {
            return trajectory
        }
        let trajectory = Trajectory(scenario: scenario)
        cache[c] = CaseRun(scenario: scenario, trajectory: trajectory, shown: nil, physics: trajectory.physics)
        return trajectory
    }

    /// The frames case `c`'s `scenario` shows (its trajectory under its dropped frames) and its
    /// physics metrics, kept per case. While no point went the scalar way, the trajectory's
    /// frames are not kept beside them: 9 bytes a frame instead of about 90, so the cache of a
    /// grid with a thousand cases stays a few megabytes; past `shownBudget` nothing more is kept.
    func shownFrames(of scenario: Scenario, caseIndex c: Int) -> (frames: ShownFrames, physics: MetricValues) {
        if let cached = cache[c], cached.scenario.hasSameTrajectory(as: scenario), let shown = cached.shown {
            return (shown, cached.physics)
        }
        let kept = keepsFrames
        shownBytes -= cache[c]?.shown.map { $0.offsets.count * 9 } ?? 0
        let trajectory = trajectory(of: scenario, caseIndex: c)
        keepsFrames = kept
        let shown = ShownFrames(offsets: trajectory.frames.map(\.offset), droppedFrames: scenario.display.droppedFrames)
        let bytes = shown.offsets.count * 9
        if kept || shownBytes + bytes <= shownBudget {
            shownBytes += bytes
            cache[c] = CaseRun(scenario: scenario, trajectory: kept ? trajectory : nil, shown: shown, physics: trajectory.physics)
        } else {
            cache[c] = nil  // past the budget: simulated again when a later chunk needs it
        }
        return (shown, trajectory.physics)
    }

    /// A point's `status` for `error` in case `caseIndex`: the reason, prefixed `case N: ` with cases.
    func status(of error: InputError, caseIndex c: Int) -> String {
        let reason = Self.relativePath(error.path, inlineScenario: grid.scenarioFile == grid.file) + error.message
        return grid.hasCases ? "case \(c + 1): \(reason)" : reason
    }

    /// `path: ` relative to the scenario root (an inline scenario's paths start at `scenario`).
    static func relativePath(_ path: JSONPath?, inlineScenario: Bool) -> String {
        guard let path, !path.isRoot else { return "" }
        guard inlineScenario, path.components.first == .key("scenario") else { return "\(path): " }
        let rest = JSONPath(Array(path.components.dropFirst()))
        return rest.isRoot ? "" : "\(rest): "
    }

    /// The outcome of `point` the scalar way.
    func outcome(point: Int) -> PointOutcome {
        let digits = grid.digits(ofPoint: point)
        let (values, status) = evaluate(gridValues: grid.axes.indices.map { grid.axes[$0].values[digits[$0]] })
        return PointOutcome(point: point, digits: digits, values: values, status: status)
    }

    /// The `results.csv` row of `point`.
    func row(point: Int) -> [String] {
        let gridValues = grid.values(ofPoint: point)
        let (values, status) = evaluate(gridValues: gridValues)
        return Self.row(point: point, gridValues: gridValues, values: values, status: status)
    }

    /// A `results.csv` row: the point, its grid values, its metric values, its status.
    static func row(point: Int, gridValues: [GridValue], values: [Double?], status: String) -> [String] {
        [String(point)] + gridValues.map(\.text) + values.map(NumberFormat.shortest) + [status]
    }
}

/// What `PointEvaluator` keeps of a case's last run. A class, so that a case with nothing kept
/// costs the cache one pointer, not a scenario's inline size (10 000 cases: 12 MB → 80 KB).
private final class CaseRun {
    let scenario: Scenario
    let trajectory: Trajectory?
    let shown: ShownFrames?
    let physics: MetricValues

    init(scenario: Scenario, trajectory: Trajectory?, shown: ShownFrames?, physics: MetricValues) {
        self.scenario = scenario
        self.trajectory = trajectory
        self.shown = shown
        self.physics = physics
    }
}
