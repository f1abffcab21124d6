import ScrollPhysics

/// One case's points of a batch that a sweep kernel serves: the card stacks, grouped for
/// `CardStackKernel`, and the formula layouts, grouped for `FormulaKernel` (`KernelGroups`).
struct KernelBatch {
    private var cardStacks = KernelGroups<CardStackKernel>()
    private var formulas = KernelGroups<FormulaKernel>()

    /// Takes case `caseIndex`'s `scenario` into its group when a kernel serves it (a card
    /// stack, or a formula layout `FormulaKernel` takes); false when it must run the scalar way.
    mutating func enqueue(_ scenario: Scenario, result: Int, caseIndex: Int, evaluator: PointEvaluator) -> Bool {
        guard scenario.layout.plugin == nil else { return false }
        if scenario.layout.kind.isFormula, let definition = scenario.layout.formula?.definition {
            let perspective = scenario.layout.perspective
            return formulas.enqueue(
                definition, window: FormulaKernel.windowKey(definition, perspective: perspective),
                laneKey: FormulaKernel.laneKey(definition), keepsScenario: true, scenario: { scenario }, result: result,
                caseIndex: caseIndex, evaluator: evaluator
            ) { _ in
                FormulaKernel(
                    definition: definition, geometry: ViewEvaluator(scenario: scenario, metrics: []).geometry,
                    perspective: scenario.layout.projection, metrics: evaluator.grid.metrics,
                    displayScale: scenario.display.scale)
            }
        }
        guard scenario.layout.kind.isCardStack else { return false }
        let settings = CardStackKernelSettings(perspective: scenario.layout.perspective, displayScale: scenario.display.scale)
        return enqueue(
            cardStack: scenario.layout.cardStack, settings: settings, result: result, caseIndex: caseIndex,
            evaluator: evaluator, scenario: { scenario })
    }

    /// Takes case `caseIndex`'s card stack `configuration` into its group: the point's scenario
    /// has `settings` and that card stack, and `scenario()` makes it — called only when the
    /// point opens a group (for its geometry and frames) or, under a perspective, brings a new
    /// lane (whose scalar run gives a fault's status). False when the kernel declines the window.
    mutating func enqueue(
        cardStack configuration: CardStackConfiguration, settings: CardStackKernelSettings, result: Int, caseIndex: Int,
        evaluator: PointEvaluator, scenario: () -> Scenario
    ) -> Bool {
        // Only a card under the perspective can fault (reach the eye): keep its scenario then.
        let projects = settings.perspective != nil
        return cardStacks.enqueue(
            configuration, window: CardStackKernel.windowKey(configuration, perspective: settings.perspective),
            laneKey: CardStackKernel.laneKey(configuration, projects: projects), keepsScenario: projects, scenario: scenario,
            result: result, caseIndex: caseIndex, evaluator: evaluator
        ) { scenario in
            CardStackKernel(
                configuration: configuration, geometry: ViewEvaluator(scenario: scenario, metrics: []).geometry,
                perspective: settings.perspective.map { Perspective(distance: $0) }, metrics: evaluator.grid.metrics,
                displayScale: settings.displayScale)
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
