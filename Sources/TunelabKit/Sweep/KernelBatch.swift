import ScrollPhysics

/// One case's points of a batch that a sweep kernel serves: the card stacks, grouped for
/// `CardStackKernel`, and the formula layouts, grouped for `FormulaKernel` (`KernelGroups`).
struct KernelBatch {
    private var cardStacks = KernelGroups<CardStackKernel>()
    private var formulas = KernelGroups<FormulaKernel>()

    /// Takes case `caseIndex`'s `scenario` into its group when a kernel serves it (a card
    /// stack, or a formula layout `FormulaKernel` takes); false when it must run the scalar way.
    mutating func enqueue(_ scenario: Scenario, result: Int, caseIndex: Int, evaluator: PointEvaluator) -> Bool {
        let layout = scenario.layout
        guard layout.plugin == nil else { return false }
        func geometry() -> LayoutGeometry { ViewEvaluator(scenario: scenario, metrics: []).geometry }
        if layout.kind.isFormula, let definition = layout.formula?.definition {
            return formulas.enqueue(
                definition, window: FormulaKernel.windowKey(definition, perspective: layout.perspective),
                laneKey: FormulaKernel.laneKey(definition), keepsScenario: true, scenario: scenario, result: result,
                caseIndex: caseIndex, evaluator: evaluator
            ) {
                FormulaKernel(
                    definition: definition, geometry: geometry(), perspective: layout.projection,
                    metrics: evaluator.grid.metrics, displayScale: scenario.display.scale)
            }
        }
        guard layout.kind.isCardStack else { return false }
        let configuration = layout.cardStack
        // Only a card under the perspective can fault (reach the eye): keep its scenario then.
        let projects = layout.perspective != nil
        return cardStacks.enqueue(
            configuration, window: CardStackKernel.windowKey(configuration, perspective: layout.perspective),
            laneKey: CardStackKernel.laneKey(configuration, projects: projects), keepsScenario: projects, scenario: scenario,
            result: result, caseIndex: caseIndex, evaluator: evaluator
        ) {
            CardStackKernel(
                configuration: configuration, geometry: geometry(), perspective: layout.projection,
                metrics: evaluator.grid.metrics, displayScale: scenario.display.scale)
        }
    }

    /// Evaluates every group and hands each member's result slot and values to `each` (card
    /// stacks first, then formula layouts, each group's members in the order they were
    /// enqueued); a member whose lane faulted (a card at or behind the perspective's eye, a
    /// formula's non-finite attribute) goes to `scalar` with its scenario instead.
    func run(
        _ each: (_ result: Int, _ values: MetricValues) -> Void, scalar: (_ result: Int, _ scenario: Scenario) -> Void
    ) {
        cardStacks.run(each, scalar: scalar)
        formulas.run(each, scalar: scalar)
    }
}
