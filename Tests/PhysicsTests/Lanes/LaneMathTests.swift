import Testing
@testable import ScrollPhysics

/// The lane helpers give, lane by lane, the bits of the scalar operations they stand for.
@Suite struct LaneMathTests {
    static let specials: [Double] = [
        0, -0.0, 1, -1, 0.5, -2.5, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude,
        -.leastNormalMagnitude, .greatestFiniteMagnitude, 1e-300, 3.7, -3.7
    ]

    @Test func minAndMaxKeepSwiftsTiesSignedZerosAndNaN() {
        for a in Self.specials {
            for b in Self.specials {
                let x = KernelLanes(repeating: a), y = KernelLanes(repeating: b)
                #expect(KernelLanes.minimum(x, y)[0].bitPattern == Swift.min(a, b).bitPattern, "min(\(a), \(b))")
                #expect(KernelLanes.maximum(x, y)[2].bitPattern == Swift.max(a, b).bitPattern, "max(\(a), \(b))")
            }
        }
    }

    /// `LaneValue.Mask`: a comparison gives in each lane the scalar comparison's answer (NaN
    /// compares false), and `select` picks lane by lane.
    @Test func comparisonsAndSelectAreTheScalarOnesLaneByLane() {
        for a in Self.specials {
            for b in Self.specials {
                let x = KernelLanes(a, b, a, -b), y = KernelLanes(b, a, -a, b)
                let less = KernelLanes.isLess(x, y), atLeast = KernelLanes.isGreaterOrEqual(x, y)
                let picked = KernelLanes.select(less, x, else: y)
                for j in 0..<LaneMath.width {
                    #expect(less[j] == Double.isLess(x[j], y[j]), "\(x[j]) < \(y[j]) in lane \(j)")
                    #expect(atLeast[j] == Double.isGreaterOrEqual(x[j], y[j]), "\(x[j]) >= \(y[j]) in lane \(j)")
                    let expected = Double.select(Double.isLess(x[j], y[j]), x[j], else: y[j])
                    #expect(picked[j].bitPattern == expected.bitPattern, "select lane \(j) of \(x[j]), \(y[j])")
                }
            }
        }
    }

    @Test func signAndClampMatchTheCardStacksHelpers() {
        for r in Self.specials {
            for v in Self.specials + [1 + 2 * .ulpOfOne, 0.999] {
                let lanes = KernelLanes(repeating: v)
                #expect(KernelLanes.withSign(of: r, lanes)[1].bitPattern == Double.withSign(of: r, v).bitPattern)
                #expect(KernelLanes.unitClamp(lanes)[3].bitPattern == Double.unitClamp(v).bitPattern, "clamp \(v)")
            }
        }
    }

    @Test func laneSinCosIsTheScalarSinCosBitForBit() {
        var random = SplitMix64(seed: 19)
        var checked = 0
        for scale in [1e-8, 1, 10, 1e3, 1e5, 8e5, 1e7] {
            for _ in 0..<2_000 {
                var x = KernelLanes()
                for j in 0..<LaneMath.width { x[j] = (random.nextUnitInterval() * 2 - 1) * scale }
                let (s, c) = LaneSinCos.of(x)
                for j in 0..<LaneMath.width {
                    let (es, ec) = SinCos.of(x[j])
                    #expect(s[j].bitPattern == es.bitPattern && c[j].bitPattern == ec.bitPattern, "x = \(x[j])")
                    checked += 1
                }
            }
        }
        // A lane out of the reduced range (NaN, ±∞, huge) sends every lane through the scalar call.
        let specials: [Double] = [0.5, .nan, -.infinity, 2e6]
        for first in specials.indices {
            var x = KernelLanes()
            for j in 0..<LaneMath.width { x[j] = specials[(first + j) % specials.count] }
            let (s, c) = LaneSinCos.of(x)
            for j in 0..<LaneMath.width {
                let (es, ec) = SinCos.of(x[j])
                #expect(s[j].bitPattern == es.bitPattern && c[j].bitPattern == ec.bitPattern, "x = \(x[j])")
            }
        }
        #expect(checked == 14_000 * LaneMath.width)
    }

    @Test func laneDirectionsStepLikeTheScalarState() {
        var random = SplitMix64(seed: 3)
        var lanes = LaneDirections(value: KernelLanes(repeating: 0))
        var scalar = (0..<LaneMath.width).map { _ in DirectionState(value: 0) }
        var reversals = 0
        for _ in 0..<4_000 {
            let direction = Int(random.nextUnitInterval() * 3) - 1
            var next = KernelLanes()
            for j in 0..<LaneMath.width {
                let u = random.nextUnitInterval()
                next[j] = u < 0.2 ? lanes.value[j] : u < 0.22 ? .nan : (u - 0.6) * 10
            }
            let reversed = lanes.step(to: next, offsetDirection: direction)
            for j in 0..<LaneMath.width {
                let expected = scalar[j].step(to: next[j], offsetDirection: direction)
                #expect(reversed[j] == expected)
                if expected { reversals += 1 }
            }
        }
        #expect(reversals > 100, "the walk reverses often enough to test the rule")
    }
}
