import Testing

@testable import ScrollPhysics

/// `FormulaProgram.runPoints` (four points per `KernelLanes`) against the scalar interpreter
/// `FormulaProgram.run`, one point at a time: 200 seeded random layouts whose formulas use
/// every operator and function (and the compiler's angle-addition operations), with
/// parameters that make NaN, ±∞ and ±0 appear; every register of every row must have the
/// same bits in the lane as in the scalar run.
@Suite struct FormulaProgramPointsTests {
    /// Random formula text over every name, operator and function of the language.
    struct Generator {
        var random: SplitMix64
        static let leaves = [
            "index", "rel", "dist", "offset", "velocity", "focus", "pitch", "count", "viewport", "crossViewport",
            "midX", "midY", "pi", "p0", "p1", "p2", "p3", "0", "1", "2", "0.5", "-0", "3", "700", "1e308", "1e-310", "-1"
        ]
        // Strength-reduced by the compiler into the angle-addition operations.
        static let angles = ["sin(rel * p0)", "cos(rel * p1)", "sin(dist * p2)", "cos(dist * 0.25)", "sin(0.3 * rel)"]
        static let unary = [
            "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log2", "log10", "sqrt", "abs", "sign", "floor",
            "ceil", "round", "easeInOutCubic"
        ]
        static let binaryFunctions = ["atan2", "pow", "min", "max", "mod", "step", "hypot"]
        static let ternaryFunctions = ["clamp", "mix", "smoothstep"]
        static let operators = ["+", "-", "*", "/", "^", "<", "<=", ">", ">=", "==", "!=", "&&", "||"]

        mutating func pick(_ options: [String]) -> String { options[Int(random.next() % UInt64(options.count))] }
        mutating func chance(_ n: UInt64) -> Bool { random.next() % n == 0 }

        mutating func expression(depth: Int) -> String {
            if depth == 0 || chance(5) { return chance(4) ? pick(Self.angles) : pick(Self.leaves) }
            let a = expression(depth: depth - 1)
            switch random.next() % 7 {
            case 0: return "\(pick(Self.unary))(\(a))"
            case 1, 2: return "(\(a) \(pick(Self.operators)) \(expression(depth: depth - 1)))"
            case 3: return "\(pick(Self.binaryFunctions))(\(a), \(expression(depth: depth - 1)))"
            case 4:
                return "\(pick(Self.ternaryFunctions))(\(a), \(expression(depth: depth - 1)), \(expression(depth: depth - 1)))"
            case 5: return chance(2) ? "(-\(a))" : "(!\(a))"
            default: return "(\(a) ? \(expression(depth: depth - 1)) : \(expression(depth: depth - 1)))"
            }
        }
    }

    static let parameterValues: [Double] = [
        0, -0.0, 1, -2.5, 0.25, 1e308, -Double.leastNormalMagnitude / 16 /* a subnormal */, 700, .infinity, .nan, 3.75, 1e6
    ]

    @Test func randomProgramsGiveTheScalarBitsInEveryLane() throws {
        var generator = Generator(random: SplitMix64(seed: 31))
        var seen = Set<FormulaOperation>()
        let geometry = LayoutGeometry(viewport: 390, crossViewport: 844, bounded: false)
        for program in 0..<200 {
            let lets = try (0..<2).map { try FormulaLayoutDefinition.Let(name: "l\($0)", formula: Formula(generator.expression(depth: 4))) }
            var item: [FormulaAttribute: Formula] = [:]
            for attribute in FormulaAttribute.allCases where attribute.isRequired || generator.chance(3) {
                let text =
                    generator.chance(3)
                    ? "l\(generator.random.next() % 2) + \(generator.expression(depth: 3))" : generator.expression(depth: 5)
                item[attribute] = try Formula(text)
            }
            let definition = try FormulaLayoutDefinition(
                axis: generator.chance(2) ? .horizontal : .vertical, pitch: Formula("24"), count: 40,
                visibility: .nearest(7), parameters: (0..<4).map { .init(name: "p\($0)", value: Double($0) * 0.1 + 0.05) },
                lets: lets, item: item)
            let compiled = definition.shape.program
            seen.formUnion(compiled.instructions.map(\.operation))
            let rows = Int(generator.random.next() % 7) + 1
            let base = FormulaLayout.uniformValues(definition, geometry: geometry)
            let uniforms = (0..<LaneMath.width).map { _ in
                Array(base.prefix(6)) + (0..<4).map { _ in Self.parameterValues[Int(generator.random.next() % 12)] }
            }
            for offset in [0, 72, -17.3, 123.456, 1e6, -480] {
                try expectSameBits(
                    compiled, rows: rows, pitch: 24, uniforms: uniforms, offset: offset, velocity: -812.5, label: "program \(program)")
            }
        }
        var missing: [FormulaOperation] = []
        var raw: UInt8 = 0
        while let operation = FormulaOperation(rawValue: raw) {
            if !seen.contains(operation) { missing.append(operation) }
            raw += 1
        }
        #expect(missing.isEmpty, "every operation runs per frame in some program; missing \(missing)")
    }

    /// Runs `program` over `rows` rows at `offset` for four points both ways and compares every register.
    func expectSameBits(
        _ program: FormulaProgram, rows: Int, pitch: Double, uniforms: [[Double]], offset: Double, velocity: Double,
        label: String
    ) throws {
        let f = LayoutIndex.nearestIndex(offset / pitch), lo = f - (rows - 1) / 2
        let even = (rows + 1) & ~1
        func input(_ k: Int) -> [Double] {
            let index = Double(lo + k), rel = offset - index * pitch
            return [index, rel, abs(rel), offset, velocity, Double(f)]
        }
        var lanes = program.makePointRegisters(rows: rows, pitch: pitch, uniformValues: uniforms)
        for k in 0..<rows {
            for (r, v) in input(k).enumerated() { lanes[r * rows + k] = KernelLanes(repeating: v) }
        }
        let pointSteps = program.steps(lanes: rows)
        pointSteps.withUnsafeBufferPointer { steps in
            lanes.withUnsafeMutableBufferPointer { FormulaProgram.runPoints(steps, $0.baseAddress!, count: rows) }
        }
        for (j, values) in uniforms.enumerated() {
            var scalar = program.makeRegisters(lanes: even, pitch: pitch, uniformValues: values)
            for k in 0..<even {
                for (r, v) in input(k).enumerated() { scalar[r * even + k] = v }
            }
            scalar.withUnsafeMutableBufferPointer { FormulaProgram.run(program.steps(lanes: even), $0.baseAddress!, count: rows) }
            for r in 0..<program.registerCount {
                for k in 0..<rows where scalar[r * even + k].bitPattern != lanes[r * rows + k][j].bitPattern {
                    Issue.record(
                        "\(label), offset \(offset): register \(r) row \(k) lane \(j): lanes \(lanes[r * rows + k][j]), scalar \(scalar[r * even + k])"
                    )
                    return
                }
            }
        }
    }

    @Test func laneExpIsTheScalarExpInEveryLane() {
        var random = SplitMix64(seed: 7)
        let specials: [Double] = [0, -0.0, 1e-300, -1e-17, 1, -1, 511.9, 512, -745.2, 709.8, .nan, .infinity, -.infinity]
        for _ in 0..<2000 {
            var x = KernelLanes()
            for j in 0..<LaneMath.width {
                x[j] =
                    random.next() % 5 == 0 ? specials[Int(random.next() % UInt64(specials.count))] : (random.nextUnitInterval() - 0.5) * 60
            }
            let y = LaneExp.of(x)
            for j in 0..<LaneMath.width where y[j].bitPattern != Elementary.exp(x[j]).bitPattern {
                Issue.record("exp(\(x[j])): lane \(y[j]), scalar \(Elementary.exp(x[j]))")
            }
        }
    }
}
