import Foundation
import Testing
@testable import TunelabKit

@Suite struct ViridisTests {
    /// Entries 0, 128 and 255 of the published 256-entry table, rounded to 8 bits by hand:
    /// (0.267004, 0.004874, 0.329415)·255 = (68.1, 1.2, 84.0) → #440154, and so on.
    @Test(arguments: [(0.0, "#440154"), (0.5, "#21918c"), (1.0, "#fde725"), (-3.0, "#440154"), (7.0, "#fde725")])
    func knownColours(t: Double, hex: String) {
        #expect(Viridis.hex(t) == hex, "t = \(t)")
    }

    /// Perceptually ordered: relative luminance (sRGB → linear, Rec. 709 weights) rises with t.
    @Test func luminanceIncreases() {
        func luminance(_ hex: String) -> Double {
            let v = Int(hex.dropFirst(), radix: 16) ?? 0
            func lin(_ c: Int) -> Double {
                let s = Double(c) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * lin(v >> 16) + 0.7152 * lin((v >> 8) & 0xff) + 0.0722 * lin(v & 0xff)
        }
        var previous = -1.0
        for i in 0...64 {
            let l = luminance(Viridis.hex(Double(i) / 64))
            #expect(l > previous, "luminance at t = \(i)/64")
            previous = l
        }
    }
}
