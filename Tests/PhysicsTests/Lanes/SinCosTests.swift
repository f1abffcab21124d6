import Foundation
import ScrollPhysics
import Testing

@Suite struct SinCosTests {
    @Test func agreesWithLibmOverTheCardStackRange() {
        // Angles a frame uses: rel·ω with |rel| ≤ spacing/2 and ω ≤ 1, and far beyond.
        var worst = 0.0
        for k in -200_000...200_000 {
            let x = Double(k) * 0.0123456789
            let (s, c) = SinCos.of(x)
            worst = max(worst, abs(s - sin(x)), abs(c - cos(x)))
            if abs(s - sin(x)) > 4e-16 || abs(c - cos(x)) > 4e-16 {
                Issue.record("x \(x): (\(s), \(c)) vs libm (\(sin(x)), \(cos(x)))")
                return
            }
        }
        #expect(worst <= 4e-16, "worst error \(worst)")
    }

    @Test(arguments: [
        0.0, -0.0, Double.pi / 4, Double.pi / 2, -Double.pi / 2, Double.pi, 3 * Double.pi / 2,
        0.7853981633974483, 0.7853981633974484, 1e-300, -1e-8, 1000.5, -823_549.5
    ])
    func quadrantEdges(_ x: Double) {
        let (s, c) = SinCos.of(x)
        #expect(
            abs(s - sin(x)) <= 4e-16 && abs(c - cos(x)) <= 4e-16,
            "x \(x): (\(s), \(c)) vs libm (\(sin(x)), \(cos(x)))")
    }

    @Test(arguments: [1e6, -3e7, 1e300])
    func largeArgumentsAreLibmExactly(_ x: Double) {
        let (s, c) = SinCos.of(x)
        #expect(s == sin(x) && c == cos(x), "x \(x) beyond the reduction limit falls back to libm")
    }

    @Test func nonFiniteGivesNaN() {
        for x in [Double.nan, .infinity, -.infinity] {
            let (s, c) = SinCos.of(x)
            #expect(s.isNaN && c.isNaN, "x \(x)")
        }
    }
}
