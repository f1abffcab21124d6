import Testing

@testable import ScrollPhysics

/// `FormulaBounds.provenFinite` on a hand-reasoned program: what cannot be NaN or ±∞ for
/// the inputs' ranges and the lanes' parameters is proven, the rest is not.
@Suite struct FormulaBoundsTests {
    func proven(_ formulas: [String], p0: [Double], rows: [(index: Double, rel: Double)]) throws -> [Bool] {
        let program = FormulaCompiler.program(outputs: try formulas.map { try Formula($0) }, parameters: ["p0"], lets: [:])
        // pitch, count, viewport, crossViewport, midX, midY, then p0 — one list per lane.
        let uniforms = p0.map { [10, 20, 390, 844, 195, 422, $0] }
        var registers = program.makePointRegisters(rows: 3, pitch: 10, uniformValues: uniforms)
        var inputs = FormulaBounds.Inputs()
        for row in rows { inputs.add(index: row.index, rel: row.rel, dist: abs(row.rel), offset: 0, focus: 0) }
        return registers.withUnsafeMutableBufferPointer {
            FormulaBounds.provenFinite(program, registers: $0.baseAddress!, rows: 3, inputs: inputs)
        }
    }

    @Test func provesWhatCannotBeNonFiniteAndNothingElse() throws {
        let formulas = [
            "rel * 2", "1 / (rel - p0)", "exp(dist * p0)", "sqrt(dist)", "log(dist)", "sin(rel * p0) / (2 + cos(dist))",
            "exp(dist * p0 * 20)", "rel < p0"
        ]
        let rows = [(index: 0.0, rel: -15.0), (1, -5), (2, 15)]
        // rel ∈ [−15, 15], dist ∈ [5, 15]; p0 ∈ [1, 4]: rel − p0 may be 0, dist·p0·20 ≤ 1 200 may overflow eˣ.
        #expect(try proven(formulas, p0: [1, 2, 3, 4], rows: rows) == [true, false, true, true, false, true, false, true])
        // p0 ∈ [100, 400]: rel − p0 < 0 throughout, but dist·p0 reaches 6 000: eˣ may overflow.
        #expect(try proven(formulas, p0: [100, 200, 300, 400], rows: rows) == [true, true, false, true, false, true, false, true])
        // A NaN parameter in one lane: nothing reading it is proven.
        #expect(try proven(formulas, p0: [1, .nan, 3, 4], rows: rows) == [true, false, false, true, false, false, false, true])
        // No row ever runs: nothing can fault.
        #expect(try proven(formulas, p0: [1, 2, 3, 4], rows: []) == Array(repeating: true, count: formulas.count))
    }
}
