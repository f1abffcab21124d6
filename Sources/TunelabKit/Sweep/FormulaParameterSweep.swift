import ScrollPhysics

/// The fastest way to a point's layout when every grid key is a parameter of a formula
/// layout (`layout.params.NAME`, NAME in the base's `params`): each case's layout is decoded
/// once and a point only swaps parameter values, reusing the compiled formulas. It gives
/// what a decode gives; a value it cannot take as is (not a finite number, or one that
/// makes the pitch invalid) returns nil, and the caller decodes the point for its message.
struct FormulaParameterSweep {
    private let bases: [FormulaSettings]
    /// For each axis, the index of its parameter in `params`.
    private let parameterIndices: [Int]

    /// nil when the grid does not qualify.
    init?(axes: [GridAxis], layouts: [LayoutSettings]) {
        guard !axes.isEmpty, let first = layouts.first?.formula,
            layouts.allSatisfy({
                $0.kind.isFormula
                    && $0.formula?.definition.parameters.map(\.name)
                        == first.definition.parameters.map(\.name)
            })
        else { return nil }
        var indices: [Int] = []
        for axis in axes {
            guard axis.path.count == 3, axis.path[0] == "layout", axis.path[1] == "params",
                let i = first.definition.parameters.firstIndex(where: { $0.name == axis.path[2] })
            else { return nil }
            indices.append(i)
        }
        bases = layouts.compactMap(\.formula)
        parameterIndices = indices
    }

    /// Case `caseIndex`'s formula settings with the point's `values`, or nil (decode instead).
    func settings(caseIndex: Int, values: [GridValue]) -> FormulaSettings? {
        var settings = bases[caseIndex]
        let d = settings.definition
        var parameters = d.parameters
        for (i, value) in zip(parameterIndices, values) {
            // The decoder's rule for a parameter: a number of magnitude below 10¹².
            guard case .number(let x) = value, abs(x) < 1e12 else { return nil }
            parameters[i].value = x
        }
        guard
            let definition = try? FormulaLayoutDefinition(
                axis: d.axis, pitch: d.pitchFormula, count: d.count, dataCount: d.dataCount, visibility: d.visibility,
                parameters: parameters, lets: d.lets, item: d.item, shape: d.shape)
        else { return nil }
        settings.definition = definition
        return settings
    }
}
