import Foundation
import ScrollPhysics
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every `Elementary` function against a high-precision reference over the ranges the
/// physics, layouts and formula layouts use: the worst error (with its argument) and the
/// distribution are printed as Markdown table rows, and any error above 1 ulp fails.
/// `ELEMENTARY_POINTS=N` sets the points per function family (scripts/accuracy-table.sh runs
/// millions in release mode; the default keeps `swift test` short).
@Suite struct ElementaryAccuracyTests {
    #if arch(x86_64) && canImport(Glibc)
        static let n = AccuracyConfig.pointsPerFamily

        /// Measures each range with its share of the family's points, prints the rows and
        /// the family's total, and checks the bound.
        func check(_ parts: [(share: Double, stats: (Int) -> UlpStats)]) {
            var total: UlpStats?
            var rows: [String] = []
            for part in parts {
                let stats = part.stats(max(1, Int(Double(Self.n) * part.share)))
                rows.append(stats.row)
                if total == nil {
                    total = UlpStats(name: stats.name, range: "all")
                }
                total?.merge(stats)
                #expect(stats.maxError <= 1, "\(stats.name) \(stats.range): \(stats.maxError) ulp at \(stats.worstArgument)")
            }
            print((rows + [total!.row]).joined(separator: "\n"))
        }

        static func unary(_ f: @escaping (Double) -> Double) -> (Double, Double) -> Double { { x, _ in f(x) } }
        static func unaryL(_ f: @escaping (Float80) -> Float80) -> (Float80, Float80) -> Float80 { { x, _ in f(x) } }

        func family(
            _ name: String, _ ours: @escaping (Double) -> Double, _ reference: @escaping (Float80) -> Float80,
            _ ranges: [(String, Double, (inout ArgumentGenerator) -> Double)]
        ) {
            check(
                ranges.enumerated().map { index, range in
                    (
                        range.1,
                        { count in
                            measure(
                                name, range.0, count: count, seed: UInt64(index + 1) &* 0x1234_5678_9abc_def1,
                                argument: { g in (range.2(&g), 0) }, ours: Self.unary(ours), reference: Self.unaryL(reference))
                        }
                    )
                })
        }

        @Test func exp() {
            family(
                "exp", Elementary.exp, { expl($0) },
                [
                    ("[−745, 710]", 0.3, { $0.uniform(-745.2, 709.78) }),
                    ("[−50, 50]", 0.3, { $0.uniform(-50, 50) }),
                    ("[−1, 0] (λ·dt)", 0.2, { $0.uniform(-1, 0) }),
                    ("±[2⁻⁶⁰, 1]", 0.1, { $0.signedLogUniform(0x1p-60, 1) }),
                    ("[−745.2, −708.4] (subnormal results)", 0.05, { $0.uniform(-745.2, -708.4) }),
                    ("[700, 709.79] (near overflow)", 0.05, { $0.uniform(700, 709.79) })
                ])
        }

        @Test func expm1() {
            family(
                "expm1", Elementary.expm1, { expm1l($0) },
                [
                    ("[−40, 710]", 0.3, { $0.uniform(-40, 709.78) }),
                    ("[−1, 1]", 0.4, { $0.uniform(-1, 1) }),
                    ("±[2⁻⁶⁰, 1]", 0.3, { $0.signedLogUniform(0x1p-60, 1) })
                ])
        }

        @Test func log() {
            family(
                "log", Elementary.log, { logl($0) },
                [
                    ("(0, max] by bits, incl. subnormals", 0.4, { $0.logUniform(0x1p-1074, .greatestFiniteMagnitude) }),
                    ("1 ± 2⁻¹⁰", 0.3, { $0.uniform(1 - 0x1p-10, 1 + 0x1p-10) }),
                    ("(0.9, 1) (decay rates)", 0.15, { $0.uniform(0.9, 1) }),
                    ("[0.5, 2]", 0.15, { $0.uniform(0.5, 2) })
                ])
        }

        @Test func log1p() {
            family(
                "log1p", Elementary.log1p, { log1pl($0) },
                [
                    ("(−1, 1)", 0.4, { $0.uniform(-1 + 0x1p-53, 1) }),
                    ("±[2⁻⁶⁰, 1)", 0.3, { $0.signedLogUniform(0x1p-60, 0.999) }),
                    ("[1, max] by bits", 0.3, { $0.logUniform(1, .greatestFiniteMagnitude) })
                ])
        }

        @Test func log2AndLog10() {
            family(
                "log2", Elementary.log2, { log2l($0) },
                [
                    ("(0, max] by bits", 0.5, { $0.logUniform(0x1p-1074, .greatestFiniteMagnitude) }),
                    ("1 ± 2⁻¹⁰", 0.25, { $0.uniform(1 - 0x1p-10, 1 + 0x1p-10) }),
                    ("[0.5, 2]", 0.25, { $0.uniform(0.5, 2) })
                ])
            family(
                "log10", Elementary.log10, { log10l($0) },
                [
                    ("(0, max] by bits", 0.5, { $0.logUniform(0x1p-1074, .greatestFiniteMagnitude) }),
                    ("1 ± 2⁻¹⁰", 0.25, { $0.uniform(1 - 0x1p-10, 1 + 0x1p-10) }),
                    ("[1e-6, 1e6] (chart ticks)", 0.25, { $0.logUniform(1e-6, 1e6) })
                ])
        }

        @Test func sinCosTan() {
            let ranges: [(String, Double, (inout ArgumentGenerator) -> Double)] = [
                ("[−10, 10]", 0.4, { $0.uniform(-10, 10) }),
                ("[−2²⁰·π/2, 2²⁰·π/2]", 0.3, { $0.uniform(-1_647_099, 1_647_099) }),
                ("±[2⁻³⁰, 2¹⁰²⁴) by bits", 0.3, { $0.signedLogUniform(0x1p-30, .greatestFiniteMagnitude) })
            ]
            family("sin", Elementary.sin, { sinl($0) }, ranges)
            family("cos", Elementary.cos, { cosl($0) }, ranges)
            family("tan", Elementary.tan, { tanl($0) }, ranges)
        }

        @Test func inverseTrig() {
            family(
                "atan", Elementary.atan, { atanl($0) },
                [
                    ("[−10, 10]", 0.5, { $0.uniform(-10, 10) }),
                    ("± by bits", 0.5, { $0.signedLogUniform(0x1p-40, 0x1p70) })
                ])
            family(
                "asin", Elementary.asin, { asinl($0) },
                [("[−1, 1]", 0.7, { $0.uniform(-1, 1) }), ("±[2⁻³⁰, 1] by bits", 0.3, { $0.signedLogUniform(0x1p-30, 1) })])
            family(
                "acos", Elementary.acos, { acosl($0) },
                [("[−1, 1]", 0.7, { $0.uniform(-1, 1) }), ("±[2⁻³⁰, 1] by bits", 0.3, { $0.signedLogUniform(0x1p-30, 1) })])
        }

        func binaryFamily(
            _ name: String, _ ours: @escaping (Double, Double) -> Double, _ reference: @escaping (Float80, Float80) -> Float80,
            _ ranges: [(String, Double, (inout ArgumentGenerator) -> (Double, Double))]
        ) {
            check(
                ranges.enumerated().map { index, range in
                    (
                        range.1,
                        { count in
                            measure(
                                name, range.0, count: count, seed: UInt64(index + 7) &* 0x2545_F491_4F6C_DD1D,
                                argument: range.2, ours: ours, reference: reference, binary: true)
                        }
                    )
                })
        }

        @Test func atan2() {
            binaryFamily(
                "atan2", Elementary.atan2, { atan2l($0, $1) },
                [
                    ("[−1000, 1000]²", 0.5, { g in (g.uniform(-1000, 1000), g.uniform(-1000, 1000)) }),
                    ("± by bits", 0.5, { g in (g.signedLogUniform(0x1p-30, 0x1p30), g.signedLogUniform(0x1p-30, 0x1p30)) })
                ])
        }

        @Test func hypot() {
            binaryFamily(
                "hypot", Elementary.hypot, { hypotl($0, $1) },
                [
                    ("[−1000, 1000]²", 0.5, { g in (g.uniform(-1000, 1000), g.uniform(-1000, 1000)) }),
                    ("± by bits", 0.5, { g in (g.signedLogUniform(0x1p-1074, 0x1p1000), g.signedLogUniform(0x1p-1074, 0x1p1000)) })
                ])
        }

        @Test func pow() {
            binaryFamily(
                "pow", Elementary.pow, { powl($0, $1) },
                [
                    ("r ∈ (0.9, 1), y = 1000t, t ∈ [0, 5]", 0.3, { g in (g.uniform(0.9, 1), g.uniform(0, 5000)) }),
                    ("x ∈ (0, 1), y ∈ [0.5, 20] (Android spline)", 0.15, { g in (g.uniform(0, 1), g.uniform(0.5, 20)) }),
                    ("x ∈ [1, 1e5], y ∈ [0.1, 3]", 0.15, { g in (g.uniform(1, 1e5), g.uniform(0.1, 3)) }),
                    ("10^k, k ∈ [−300, 300]", 0.05, { g in (10, Double(Int(g.uniform(-300, 300)))) }),
                    ("x by bits, y ∈ [−50, 50]", 0.2, { g in (g.logUniform(0x1p-100, 0x1p100), g.uniform(-50, 50)) }),
                    ("x < 0, integer y", 0.05, { g in (-g.uniform(0.01, 10), Double(Int(g.uniform(-60, 60)))) }),
                    ("x by bits, y by bits", 0.1, { g in (g.logUniform(0x1p-1074, 0x1p1023), g.signedLogUniform(0x1p-20, 0x1p10)) })
                ])
        }
    #endif
}
