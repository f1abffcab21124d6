import Foundation
import ScrollPhysics
import Testing

/// C99 Annex F's special cases for every `Elementary` function: NaN, ±∞, ±0, subnormals,
/// overflow and underflow, checked bit for bit against the platform's libm (which follows
/// Annex F) when the result is NaN, infinite or zero, and a few exact results.
@Suite struct ElementarySpecialValueTests {
    static let inputs: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0x1p-1022, -0x1p-1022,
        1, -1, 2, -2, 0.5, -0.5, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 710, -710, 709.78, -745.2, -746,
        1e-300, -1e-300, 1e300, 3.141592653589793, 1.5707963267948966, 1e22, 0x1p60, -0x1p60, 1.0000001, 0.9999999
    ]

    /// Same NaN-ness; same bits when libm's result is ±∞ or ±0; else within 2 ulps of libm's.
    func agrees(_ ours: Double, _ libm: Double) -> Bool {
        if libm.isNaN || ours.isNaN { return libm.isNaN && ours.isNaN }
        if libm.isInfinite || libm == 0 { return ours.bitPattern == libm.bitPattern }
        return abs(ours - libm) <= 2 * libm.ulp
    }

    @Test func unaryFunctionsFollowAnnexF() {
        let pairs: [(String, (Double) -> Double, (Double) -> Double)] = [
            ("exp", Elementary.exp, { Foundation.exp($0) }), ("expm1", Elementary.expm1, { Foundation.expm1($0) }),
            ("log", Elementary.log, { Foundation.log($0) }), ("log1p", Elementary.log1p, { Foundation.log1p($0) }),
            ("log2", Elementary.log2, { Foundation.log2($0) }), ("log10", Elementary.log10, { Foundation.log10($0) }),
            ("sin", Elementary.sin, { Foundation.sin($0) }), ("cos", Elementary.cos, { Foundation.cos($0) }),
            ("tan", Elementary.tan, { Foundation.tan($0) }), ("atan", Elementary.atan, { Foundation.atan($0) }),
            ("asin", Elementary.asin, { Foundation.asin($0) }), ("acos", Elementary.acos, { Foundation.acos($0) })
        ]
        for (name, ours, libm) in pairs {
            for x in Self.inputs {
                #expect(agrees(ours(x), libm(x)), "\(name)(\(x)) = \(ours(x)), libm \(libm(x))")
            }
        }
    }

    @Test func binaryFunctionsFollowAnnexF() {
        let pairs: [(String, (Double, Double) -> Double, (Double, Double) -> Double)] = [
            ("pow", Elementary.pow, { Foundation.pow($0, $1) }), ("atan2", Elementary.atan2, { Foundation.atan2($0, $1) }),
            ("hypot", Elementary.hypot, { Foundation.hypot($0, $1) })
        ]
        let extra: [Double] = [3, -3, 0.25, 1075, -1075, 2049, 0x1p53, 0x1p64, -0x1p64]
        for (name, ours, libm) in pairs {
            for x in Self.inputs + extra {
                for y in Self.inputs + extra {
                    #expect(agrees(ours(x, y), libm(x, y)), "\(name)(\(x), \(y)) = \(ours(x, y)), libm \(libm(x, y))")
                }
            }
        }
    }

    @Test func exactResults() {
        #expect(Elementary.exp(0) == 1)
        #expect(Elementary.exp(1) == 2.718281828459045)
        #expect(Elementary.log(1).bitPattern == 0)
        #expect(Elementary.log2(1).bitPattern == 0 && Elementary.log10(1).bitPattern == 0)
        #expect(Elementary.expm1(-0.0).bitPattern == (-0.0).bitPattern)
        #expect(Elementary.log1p(-0.0).bitPattern == (-0.0).bitPattern)
        #expect(Elementary.sin(-0.0).bitPattern == (-0.0).bitPattern && Elementary.tan(-0.0).bitPattern == (-0.0).bitPattern)
        #expect(Elementary.cos(-0.0) == 1)
        for k in -60...60 {
            #expect(Elementary.log2(Double(sign: .plus, exponent: k, significand: 1)) == Double(k))
            #expect(Elementary.pow(2, Double(k)) == Double(sign: .plus, exponent: k, significand: 1))
        }
        var power = 1.0
        for k in 0...22 {
            #expect(Elementary.pow(10, Double(k)) == power, "10^\(k)")
            #expect(Elementary.log10(power) == Double(k), "log10(1e\(k))")
            power *= 10
        }
        #expect(Elementary.pow(.nan, 0) == 1 && Elementary.pow(1, .nan) == 1 && Elementary.pow(-1, .infinity) == 1)
        #expect(Elementary.pow(-0.0, -3) == -.infinity && Elementary.pow(-0.0, 3).bitPattern == (-0.0).bitPattern)
        #expect(Elementary.pow(-2, 3) == -8 && Elementary.pow(-8, 1.0 / 3).isNaN)
        #expect(Elementary.pow(2, 1024) == .infinity && Elementary.pow(2, -1075) == 0 && Elementary.pow(2, -1074) == 0x1p-1074)
        #expect(Elementary.hypot(.infinity, .nan) == .infinity && Elementary.hypot(.nan, -.infinity) == .infinity)
        #expect(Elementary.hypot(3, 4) == 5 && Elementary.hypot(0x1p-1074, 0) == 0x1p-1074)
        #expect(Elementary.atan2(0, -1) == Double.pi && Elementary.atan2(-0.0, -1) == -Double.pi)
        #expect(Elementary.atan2(-0.0, 1).bitPattern == (-0.0).bitPattern)
        #expect(Elementary.acos(1).bitPattern == 0 && Elementary.asin(1) == Double.pi / 2)
        #expect(Elementary.exp(-746) == 0 && Elementary.exp(710) == .infinity && Elementary.expm1(-1000) == -1)
        #expect(Elementary.exp(-740) > 0 && Elementary.exp(-740) < 0x1p-1022)  // subnormal result
        #expect(Elementary.log(0x1p-1074) == -744.4400719213812)
    }
}
