import Foundation
import ScrollPhysics
import Testing

@testable import TunelabKit

/// The byte writers behind `ReadableNumber.text`, `ReadableNumber.fixed`, `Viridis.hex`,
/// `TextWrap.lines` and the player's painter's order print what the `String` versions they
/// replaced printed (kept here as references).
@Suite struct ChartBytesTests {
    /// `ReadableNumber.fixed` as it was: digits collected backwards in an array.
    static func referenceFixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let digits = (abs(value) * scale).rounded()
        guard decimals <= 9, digits < 1e15 else { return ReadableNumber.trimmed(String(format: "%.\(decimals)f", value)) }
        var n = UInt64(digits)
        var kept = decimals
        while kept > 0, n % 10 == 0 { n /= 10; kept -= 1 }
        if n == 0 { return "0" }
        var bytes: [UInt8] = []
        var k = 0
        repeat {
            if k == kept, kept > 0 { bytes.append(UInt8(ascii: ".")) }
            bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
            n /= 10
            k += 1
        } while n > 0 || k <= kept
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        return String(decoding: bytes.reversed(), as: UTF8.self)
    }

    /// `ReadableNumber.text` as it was.
    static func referenceText(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == 0 { return "0" }
        let magnitude = abs(value)
        if value == value.rounded(), magnitude < 1e6 { return String(Int64(value)) }
        if magnitude < 1e-4 || magnitude >= 1e6 { return ReadableNumber.exponential(value) }
        let exponent = Int(floor(Elementary.log10(magnitude)))
        let scale = Elementary.pow(10, Double(3 - exponent))
        let rounded = (value * scale).rounded() / scale
        let decimals = max(0, 3 - Int(floor(Elementary.log10(abs(rounded)))))
        return referenceFixed(rounded, decimals: decimals)
    }

    @Test func readableNumbersAsBefore() {
        var rng = SplitMix64(seed: 21)
        var values: [Double] = [0, -0.0, 1e-4, 9.9995e-5, 999_999.5, 1e6, 9999.7, 0.00012345678, -2.25e7, .nan, .infinity]
        for i in 0..<60_000 {
            let mantissa = Double(Int64(bitPattern: rng.next()) >> 11)
            values += [mantissa / Double(1 << (20 + i % 40)), Double(bitPattern: rng.next())]
        }
        for value in values {
            #expect(ReadableNumber.text(value) == Self.referenceText(value), "\(value.bitPattern)")
            var bytes: [UInt8] = []
            ReadableNumber.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Self.referenceText(value))
        }
        for value in values where value.isFinite {
            for decimals in 0...9 {
                #expect(ReadableNumber.fixed(value, decimals: decimals) == Self.referenceFixed(value, decimals: decimals))
            }
        }
    }

    /// `Viridis.hex` as it was.
    static func referenceHex(_ t: Double) -> String {
        let clamped = t.isNaN ? 0 : min(1, max(0, t))
        let s = clamped * Double(Viridis.stops.count - 1)
        let i = min(Viridis.stops.count - 2, Int(s))
        let f = s - Double(i)
        let a = Viridis.stops[i], b = Viridis.stops[i + 1]
        var text = "#"
        for shift in [16, 8, 0] as [UInt32] {
            let ca = Double((a >> shift) & 0xff), cb = Double((b >> shift) & 0xff)
            text += String(format: "%02x", Int((ca + f * (cb - ca)).rounded()))
        }
        return text
    }

    @Test func viridisAsBefore() {
        var rng = SplitMix64(seed: 23)
        var ts: [Double] = [0, 1, 0.5, -1, 2, .nan, .infinity, -.infinity, 1.0 / 16, 15.0 / 16]
        for _ in 0..<50_000 { ts.append(Double(rng.next() >> 11) / Double(1 << 53)) }
        for t in ts {
            #expect(Viridis.hex(t) == Self.referenceHex(t), "\(t)")
            var buffer = MarkupBuffer()
            buffer.write(upTo: 7) { Viridis.appendHex(t, to: &$0) }
            #expect(buffer.text == Self.referenceHex(t))
        }
    }

    @Test func wrappingAsBefore() {
        var rng = SplitMix64(seed: 29)
        let words = ["a", "bb", "layout.spacing", "=", "0.125,", "×", "\r\n", "é", "  ", "#12:", "x\u{301}", "best", "\t", "ÿ"]
        let gaps = [" ", " ", "", "   "]
        for _ in 0..<5_000 {
            var text = rng.next() % 4 == 0 ? " " : ""
            for _ in 0..<Int(rng.next() % 25) {
                text += words[Int(rng.next() % UInt64(words.count))] + gaps[Int(rng.next() % UInt64(gaps.count))]
            }
            for maxWidth in [0.0, 40, 120, 560] {
                #expect(
                    TextWrap.lines(text, maxWidth: maxWidth, size: 12) == TextWrap.countedLines(text, maxWidth: maxWidth, size: 12),
                    "\(text)")
            }
        }
    }

    /// Each frame's range of a clip's one array sorted in place as a stable sort by z would
    /// (a NaN z, which has no order, by the general sort), the other frames untouched.
    @Test func paintersOrderAsASortByZThenFileOrder() {
        var rng = SplitMix64(seed: 31)
        for _ in 0..<5_000 {
            let list = (0..<Int(rng.next() % 12)).map { k in
                MotionClip.Rect(
                    x: Double(k), y: 0, width: 1, height: 1, rotation: 0, alpha: 1,
                    z: rng.next() % 16 == 0 ? .nan : Double(rng.next() % 4), shadow: 0, colourKey: k, clamped: false)
            }
            let lower = Int(rng.next() % UInt64(list.count + 1)), upper = lower + Int(rng.next() % UInt64(list.count - lower + 1))
            let expected = list[lower..<upper].enumerated().sorted { a, b in
                a.element.z != b.element.z ? a.element.z < b.element.z : a.offset < b.offset
            }
            var sorted = list
            MotionClip.paintersOrder(&sorted, lower..<upper)
            #expect(
                sorted.map(\.colourKey)
                    == list[..<lower].map(\.colourKey) + expected.map(\.element.colourKey) + list[upper...].map(\.colourKey))
        }
    }
}
