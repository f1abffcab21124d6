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
        var outcomes: [PointOutcome] = []
        outcomes.reserveCapacity(points.count)
        forEachOutcome(points) { point, digits, values, status in
            outcomes.append(PointOutcome(point: point, digits: Array(digits), values: Array(values), status: status))
        }
        return outcomes
    }

    /// `outcomes(points)` handed to `body` one at a time, in order, as the point, its digits,
    /// its values and its status — without an outcome's two arrays per point (the reference
    /// sweep's rows are formatted straight from these).
    func forEachOutcome(
        _ points: [Int], _ body: (_ point: Int, _ digits: ArraySlice<Int>, _ values: ArraySlice<Double?>, _ status: String) -> Void
    ) {
        guard usesKernel else {
            for point in points {
                let outcome = outcome(point: point)
                body(outcome.point, outcome.digits[...], outcome.values[...], outcome.status)
            }
            return
        }
        let metrics = grid.metrics, aggregate = grid.aggregate, width = grid.axes.count
        var digits = [Int](repeating: 0, count: points.count * width)
        for (slot, point) in points.enumerated() { grid.digits(ofPoint: point, into: &digits, at: slot * width) }
        func digitsOf(_ slot: Int) -> ArraySlice<Int> { digits[(slot * width)..<((slot + 1) * width)] }
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
            let settings = composed?.kernelSettings(caseIndex: c)
            for slot in points.indices where failures[slot] == nil {
                // A composed card stack goes to the kernel without its scenario (made only if a
                // group needs it); any other point, or one the kernel declines, is decoded.
                if let composed, let settings, let cardStack = composed.cardStack(caseIndex: c, digits: digitsOf(slot)),
                    batch.enqueue(
                        cardStack: cardStack, settings: settings, result: slot, caseIndex: c, evaluator: self,
                        scenario: { composed.scenario(caseIndex: c, cardStack: cardStack) })
                {
                    continue
                }
                let decoded = composed?.scenario(caseIndex: c, digits: digitsOf(slot)).map { Result<Scenario, InputError>.success($0) }
                switch decoded ?? scenario(values: gridValues(digitsOf(slot)), caseIndex: c) {
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
        let failed = [Double?](repeating: nil, count: metrics.count)
        var values = failed
        for slot in points.indices {
            if let failure = failures[slot] {
                body(points[slot], digitsOf(slot), failed[...], failure)
                continue
            }
            for m in metrics.indices { values[m] = folds[slot * metrics.count + m].value(aggregate) }
            body(points[slot], digitsOf(slot), values[...], "ok")
        }
    }

    /// The grid's values at the point with value indices `digits` (one per axis).
    private func gridValues(_ digits: ArraySlice<Int>) -> [GridValue] {
        grid.axes.indices.map { grid.axes[$0].values[digits[digits.startIndex + $0]] }
    }
}
