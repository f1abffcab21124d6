import Testing

@testable import ScrollPhysics

/// `FormulaInterval`'s rules on hand-computed cases, and their soundness against the
/// operations themselves: for random operand intervals, every value `FormulaOperation.apply`
/// gives for operands sampled inside them (the ends included) lies inside the interval the
/// rule gives, whenever it gives one.
@Suite struct FormulaIntervalTests {
    typealias I = FormulaInterval

    func interval(_ low: Double, _ high: Double) -> I { I(low: low, high: high)! }

    @Test func handComputedRules() {
        let a = interval(-2, 3), b = interval(4, 5)
        #expect(I.apply(.add, a, b, b, rel: nil) == interval(2, 8))
        #expect(I.apply(.subtract, a, b, b, rel: nil) == interval(-7, -1))
        #expect(I.apply(.multiply, a, b, b, rel: nil) == interval(-10, 15), "corners −2·5 and 3·5")
        #expect(I.apply(.divide, a, b, b, rel: nil) == interval(-0.5, 0.75), "corners −2/4 and 3/4")
        #expect(I.apply(.divide, b, a, a, rel: nil) == nil, "a divisor interval holding 0 may give ±∞")
        #expect(I.apply(.negate, a, a, a, rel: nil) == interval(-3, 2))
        #expect(I.apply(.abs, a, a, a, rel: nil) == interval(0, 3))
        #expect(I.apply(.clamp, a, interval(0, 0), interval(1, 1), rel: nil) == interval(0, 1))
        #expect(I.apply(.sqrt, a, a, a, rel: nil) == nil, "√ of a negative is NaN")
        #expect(I.apply(.sqrt, b, b, b, rel: nil) == interval(2, 5.0.squareRoot()))
        #expect(I.apply(.exp, interval(0, 709), nil, nil, rel: nil) != nil)
        #expect(I.apply(.exp, interval(0, 710), nil, nil, rel: nil) == nil, "e⁷¹⁰ overflows")
        #expect(I.apply(.multiply, interval(1e200, 1e200), interval(1e200, 1e200), nil, rel: nil) == nil, "overflow")
        #expect(I.apply(.less, nil, nil, nil, rel: nil) == interval(0, 1), "a comparison is 0 or 1, even of NaN")
        #expect(I.apply(.select, nil, a, b, rel: nil) == interval(-2, 5))
        #expect(I.apply(.select, a, nil, b, rel: nil) == nil)
        #expect(I.apply(.add, nil, b, b, rel: nil) == nil)
        #expect(I.apply(.log, b, b, b, rel: nil) == nil, "operations without a rule are not proven")
        let table = interval(0.5, 1)
        #expect(I.apply(.cosOfRel, interval(0.25, 0.25), table, table, rel: interval(-100, 100))?.high == (1 + I.slack) * 2)
        #expect(I.apply(.cosOfRel, interval(1e300, 1e300), table, table, rel: interval(-1e10, 1e10)) == nil, "rel·K overflows")
    }

    @Test func everyRuleHoldsForSampledOperands() {
        var random = SplitMix64(seed: 31)
        func unit() -> Double { Double(random.next() >> 11) / 0x1p53 }
        func end() -> Double {
            switch random.next() % 6 {
            case 0: return 0
            case 1: return [-1.0, 1, 0.5, -0.5, 709, -745][Int(random.next() % 6)]
            case 2: return (unit() - 0.5) * 1e-300
            case 3: return (unit() - 0.5) * 1e300
            default: return (unit() - 0.5) * 2_000
            }
        }
        func randomInterval() -> I {
            let x = end(), y = end()
            return interval(Swift.min(x, y), Swift.max(x, y))
        }
        func sample(_ i: I) -> Double {
            switch random.next() % 4 {
            case 0: return i.low
            case 1: return i.high
            default: return Swift.min(Swift.max(i.low + (i.high - i.low) * unit(), i.low), i.high)
            }
        }
        let operations: [FormulaOperation] = [
            .negate, .not, .sin, .cos, .exp, .sqrt, .abs, .sign, .floor, .ceil, .round, .add, .subtract, .multiply,
            .divide, .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual, .and, .or, .min, .max, .step,
            .select, .clamp, .mix
        ]
        var proven = 0
        for _ in 0..<4_000 {
            let operation = operations[Int(random.next() % UInt64(operations.count))]
            let a = randomInterval(), b = randomInterval(), c = randomInterval()
            guard let bound = I.apply(operation, a, b, c, rel: nil) else { continue }
            proven += 1
            for _ in 0..<20 {
                let x = sample(a), y = sample(b), z = sample(c)
                let v = operation.apply(x, y, z)
                guard v >= bound.low, v <= bound.high else {
                    Issue.record("\(operation)(\(x), \(y), \(z)) = \(v) outside [\(bound.low), \(bound.high)]")
                    return
                }
            }
        }
        #expect(proven > 2_000, "most random cases have a bound (\(proven))")
    }

    @Test func angleAdditionsStayWithinTheirBound() {
        // sin/cos(rel·K) by angle addition from row 0, as the kernel computes them.
        var random = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let k = Double(random.next() % 1_000) / 997 - 0.5, pitch = 1 + Double(random.next() % 40)
            let rel0 = Double(Int64(bitPattern: random.next() % 20_000)) - 10_000
            let (s0, c0) = SinCos.of(rel0 * k)
            let cosines = (0..<6).map { Elementary.cos(Double($0) * pitch * k) }
            let sines = (0..<6).map { Elementary.sin(Double($0) * pitch * k) }
            let table = interval(Swift.min(cosines.min()!, sines.min()!), Swift.max(cosines.max()!, sines.max()!))
            let bound = I.apply(.sinOfRel, interval(k, k), table, table, rel: interval(rel0 - 1, rel0 + 1))!
            for j in 0..<6 {
                let v = s0 * cosines[j] - c0 * sines[j], w = c0 * cosines[j] + s0 * sines[j]
                #expect(abs(v) <= bound.high && abs(w) <= bound.high)
            }
        }
    }

    @Test func divisionByAPowerOfTwoIsCompiledAsTheSameMultiplication() throws {
        #expect(FormulaCompiler.exactReciprocal(2) == 0.5)
        #expect(FormulaCompiler.exactReciprocal(-0.25) == -4)
        #expect(FormulaCompiler.exactReciprocal(3) == nil && FormulaCompiler.exactReciprocal(10) == nil)
        #expect(FormulaCompiler.exactReciprocal(0x1p1023) == nil, "2⁻¹⁰²³ is subnormal")
        #expect(FormulaCompiler.exactReciprocal(0) == nil && FormulaCompiler.exactReciprocal(.infinity) == nil)
        #expect(FormulaCompiler.exactReciprocal(.nan) == nil && FormulaCompiler.exactReciprocal(0x1p-1074) == nil)
        var random = SplitMix64(seed: 17)
        let specials: [Double] = [
            0, -0.0, .infinity, -.infinity, .nan, 0x1p-1074, -0x1p-1073, .leastNormalMagnitude, .greatestFiniteMagnitude
        ]
        for divisor in [2.0, 0.5, -8, 0x1p-1000, 0x1p1000, 1] {
            let reciprocal = try #require(FormulaCompiler.exactReciprocal(divisor))
            for i in 0..<20_000 {
                let x = i < specials.count ? specials[i] : Double(bitPattern: random.next())
                guard (x / divisor).bitPattern == (x * reciprocal).bitPattern || (x.isNaN && (x / divisor).isNaN) else {
                    Issue.record("\(x) / \(divisor) ≠ \(x) · \(reciprocal)")
                    return
                }
            }
        }
        let program = FormulaCompiler.program(outputs: [try Formula("rel / 2"), try Formula("rel / 3")], parameters: [], lets: [:])
        #expect(program.instructions.map(\.operation) == [.multiply, .divide])
    }
}
