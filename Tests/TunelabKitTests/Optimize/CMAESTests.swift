import ScrollPhysics
import Testing
import TunelabKit

/// CMA-ES on analytic functions with known optima, against pycma's evaluation counts.
///
/// Reference: pycma 4.5.0 (`pip install cma`), run here with `CMA_active: False` (the tutorial's
/// positive-weight algorithm, as ours), default λ = 4 + ⌊3 ln n⌋, ftarget 1e-8, seeds 1–20; the
/// script is `scripts/cmaes-reference.py`. Its medians of f-evaluations to f ≤ 1e-8:
/// sphere 2-D (x₀ = 1, σ₀ = 0.5) 222; sphere 10-D 1 325; ellipsoid 10-D (condition 10⁶) 5 590;
/// Rosenbrock 10-D (x₀ = 0, σ₀ = 0.5) 5 995.
@Suite struct CMAESTests {
    static func sphere(_ x: [Double]) -> Double { x.reduce(0) { $0 + $1 * $1 } }
    static func ellipsoid(_ x: [Double]) -> Double {
        let n = x.count
        var s = 0.0
        for i in 0..<n { s += Elementary.pow(1e6, Double(i) / Double(n - 1)) * x[i] * x[i] }
        return s
    }
    static func rosenbrock(_ x: [Double]) -> Double {
        var s = 0.0
        for i in 0..<(x.count - 1) {
            let a = x[i + 1] - x[i] * x[i], b = 1 - x[i]
            s += 100 * a * a + b * b
        }
        return s
    }
    static func rastrigin(_ x: [Double]) -> Double {
        x.reduce(10 * Double(x.count)) { $0 + $1 * $1 - 10 * Elementary.cos(2 * Double.pi * $1) }
    }

    /// f-evaluations (whole generations) until the best value ≤ 1e-8, or nil past `budget`.
    static func evaluations(_ f: ([Double]) -> Double, start: [Double], sigma: Double, seed: UInt64, budget: Int) -> Int? {
        var es = CMAES(mean: start, sigma: sigma, seed: seed)
        var count = 0
        while count < budget {
            let xs = es.ask()
            let values = xs.map(f)
            count += xs.count
            if values.contains(where: { $0 <= 1e-8 }) { return count }
            es.tell(values)
        }
        return nil
    }

    static func median(_ xs: [Int]) -> Double {
        let s = xs.sorted()
        return s.count % 2 == 1 ? Double(s[s.count / 2]) : Double(s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let dimension: Int
        let start: Double
        let pycmaMedian: Double
        var description: String { "\(name) \(dimension)-D" }
    }

    static let cases = [
        Case(name: "sphere", dimension: 2, start: 1, pycmaMedian: 222),
        Case(name: "sphere", dimension: 10, start: 1, pycmaMedian: 1325),
        Case(name: "ellipsoid", dimension: 10, start: 1, pycmaMedian: 5590),
        Case(name: "rosenbrock", dimension: 10, start: 0, pycmaMedian: 5995)
    ]

    /// The median over seeds 1–11 lies within [0.75, 1.3]× pycma's: a wrong constant (c₁, c_μ,
    /// d_σ, a weight) moves it outside.
    @Test(arguments: cases) func reachesTargetLikePycma(_ c: Case) {
        let f: ([Double]) -> Double =
            switch c.name {
            case "sphere": Self.sphere
            case "ellipsoid": Self.ellipsoid
            default: Self.rosenbrock
            }
        var counts: [Int] = []
        var failures = 0
        for seed in UInt64(1)...11 {
            if let n = Self.evaluations(
                f, start: [Double](repeating: c.start, count: c.dimension), sigma: 0.5, seed: seed, budget: 100_000)
            {
                counts.append(n)
            } else {
                failures += 1
            }
        }
        #expect(failures <= (c.name == "rosenbrock" ? 2 : 0), "\(c): \(failures) of 11 seeds missed 1e-8")
        let m = Self.median(counts)
        #expect(m >= 0.75 * c.pycmaMedian && m <= 1.3 * c.pycmaMedian, "\(c): median \(m) evaluations, pycma \(c.pycmaMedian)")
    }

    /// Rastrigin is multimodal: IPOP restarts (λ doubling) find its global minimum 0 in 2-D and 5-D.
    @Test(arguments: [2, 5]) func rastriginWithRestarts(_ n: Int) {
        var found = 0
        for seed in UInt64(1)...5 {
            var es = CMAESRestarts(
                lower: [Double](repeating: -5.12, count: n), upper: [Double](repeating: 5.12, count: n), sigmaFraction: 0.2,
                seed: seed)
            var best = Double.infinity
            var count = 0
            while count < 200_000, best > 1e-8 {
                let xs = es.ask()
                let values = xs.map(Self.rastrigin)
                count += xs.count
                best = min(best, values.min() ?? .infinity)
                es.tell(values)
            }
            if best <= 1e-8 { found += 1 }
        }
        #expect(found >= 4, "rastrigin \(n)-D: \(found) of 5 seeds reached 1e-8 within 200 000 evaluations")
    }

    /// The same seed gives the same candidates, bit for bit; another seed gives others.
    @Test func seeded() {
        var a = CMAES(mean: [1, 2, 3], sigma: 0.3, seed: 7)
        var b = CMAES(mean: [1, 2, 3], sigma: 0.3, seed: 7)
        var c = CMAES(mean: [1, 2, 3], sigma: 0.3, seed: 8)
        for _ in 0..<5 {
            let xa = a.ask(), xb = b.ask(), xc = c.ask()
            #expect(xa == xb)
            #expect(xa != xc)
            a.tell(xa.map(Self.sphere)); b.tell(xb.map(Self.sphere)); c.tell(xc.map(Self.sphere))
        }
        #expect(a.parameters.populationSize == 7, "λ for n = 3: 4 + ⌊3 ln 3⌋ = 7")
    }
}
