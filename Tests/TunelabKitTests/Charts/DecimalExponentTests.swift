import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit

/// `ReadableNumber.decimalExponent` is `⌊Elementary.log10(x)⌋` exactly: at and around every power
/// of ten in and beyond its table (a few thousand ulps either side, where the logarithm's
/// rounding decides), and on random magnitudes from 10⁻⁷ to 10⁹.
@Suite struct DecimalExponentTests {
    static func reference(_ x: Double) -> Int { Int(floor(Elementary.log10(x))) }

    @Test func aroundEveryPowerOfTen() {
        for k in -7...9 {
            let power = Elementary.pow(10, Double(k))
            var below = power, above = power
            for _ in 0..<3_000 {
                #expect(ReadableNumber.decimalExponent(below) == Self.reference(below), "\(below.bitPattern)")
                #expect(ReadableNumber.decimalExponent(above) == Self.reference(above), "\(above.bitPattern)")
                below = below.nextDown
                above = above.nextUp
            }
        }
    }

    @Test func randomMagnitudes() {
        var rng = SplitMix64(seed: 41)
        for _ in 0..<300_000 {
            let unit = Double(rng.next() >> 11) / Double(1 << 53)
            let x = Elementary.pow(10, -7 + 16 * unit)
            #expect(ReadableNumber.decimalExponent(x) == Self.reference(x), "\(x.bitPattern)")
        }
    }
}
