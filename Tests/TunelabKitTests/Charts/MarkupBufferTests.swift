import ScrollPhysics
import Testing

@testable import TunelabKit

/// `MarkupBuffer` and `MarkupCursor` write the bytes of the `String` forms they replace:
/// `String(value)`, `SVGWriter.number`, `NumberFormat.shortest`, `SVGWriter.escape`, and
/// their text is `String(decoding:as:)` of their bytes.
@Suite struct MarkupBufferTests {
    static func written(_ write: (inout MarkupBuffer) -> Void) -> String {
        var buffer = MarkupBuffer()
        buffer.add("x")  // appends after what is there
        write(&buffer)
        return String(buffer.text.dropFirst())
    }

    /// Values near the rounding edges of 0.01 px and of 10⁹, both signs, and random bits.
    static func values(_ count: Int, seed: UInt64) -> [Double] {
        var rng = SplitMix64(seed: seed)
        var values: [Double] = [
            0, -0.0, 0.005, -0.005, 0.015, 0.125, -12.05, 3.5, 1e9, -1e9, 1e7 - 0.005, 9_999_999.995, 123.456,
            .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e15, 1e16, 4.35e-5
        ]
        for i in 0..<count {
            let bits = Double(bitPattern: rng.next())
            let scaled = Double(Int64(bitPattern: rng.next()) >> 20) / Double(1 << (i % 40))
            let hundredths = Double(Int64(bitPattern: rng.next()) >> 34) / 100
            values += [bits, scaled, hundredths, hundredths + 0.005, -hundredths]
        }
        return values
    }

    @Test func coordinatesAsSVGWriterNumber() {
        for value in Self.values(40_000, seed: 3) {
            #expect(Self.written { $0.coordinate(value) } == SVGWriter.number(value), "\(value.bitPattern)")
        }
    }

    @Test func fixedDecimalsAsShortestOfTheRoundedValue() {
        for value in Self.values(20_000, seed: 5) {
            for decimals in 0...4 {
                var scale = 1.0
                for _ in 0..<decimals { scale *= 10 }
                let expected = NumberFormat.shortest((value * scale).rounded() / scale)
                #expect(Self.written { $0.add(value, decimals: decimals) } == expected, "\(value.bitPattern) \(decimals)")
            }
        }
    }

    /// The call-free rounding equals `rounded()` (a zero's sign aside: the digits ignore it),
    /// around every half and across the magnitudes up to 2⁵² and beyond.
    @Test func roundingWithoutACall() {
        var rng = SplitMix64(seed: 17)
        var values: [Double] = [
            0.5, -0.5, 1.5, -1.5, 2.5, 0.49999999999999994, -0.49999999999999994, 4_503_599_627_370_495.5, 4_503_599_627_370_496, 1e300,
            .nan, .infinity, -.infinity, .leastNonzeroMagnitude
        ]
        for i in 0..<200_000 {
            let whole = Double(Int64(bitPattern: rng.next()) >> (11 + i % 50))
            values += [whole + 0.5, whole - 0.5, (whole + 0.5).nextUp, (whole + 0.5).nextDown, Double(bitPattern: rng.next())]
        }
        for x in values {
            let expected = x.rounded(), got = MarkupCursor.rounded(x)
            #expect(got == expected || (got.isNaN && expected.isNaN), "\(x.bitPattern)")
        }
    }

    @Test func shortestAndIntegers() {
        for value in Self.values(20_000, seed: 9) {
            #expect(Self.written { $0.shortest(value) } == NumberFormat.shortest(value), "\(value.bitPattern)")
        }
        for value in [0, 1, -1, 9, 10, -10, 99, 100, 1_000_000_007, .max, .min, .max - 1, .min + 1] {
            #expect(Self.written { $0.add(value) } == String(value))
        }
    }

    @Test func escapedAsSVGWriterEscape() {
        for text in ["", "plain", "a & b", "<x>", "\"q\"", "&\u{301}", "é & ü", "×"] {
            #expect(Self.written { $0.escaped(text) } == SVGWriter.escape(text), "\(text)")
        }
    }

    /// Text made in runs (long ASCII runs apart) equals decoding the bytes at once.
    @Test func textOfMixedBytes() {
        var rng = SplitMix64(seed: 13)
        let pieces = ["a", "=\"", "×", "é", "¼×", String(repeating: "x", count: 300), String(repeating: "y", count: 40), "\n"]
        for _ in 0..<2_000 {
            var buffer = MarkupBuffer()
            var bytes: [UInt8] = []
            for _ in 0..<Int(rng.next() % 30) {
                let piece = pieces[Int(rng.next() % UInt64(pieces.count))]
                buffer.add(piece)
                bytes += Array(piece.utf8)
            }
            #expect(buffer.bytes == bytes)
            #expect(buffer.text == String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Pieces of every length up to 40 bytes (word copies up to 16, `memcpy` beyond), through a cursor.
    @Test func cursorCopiesPiecesOfEveryLength() {
        let source = (0..<40).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        var buffer = MarkupBuffer()
        var expected: [UInt8] = []
        for n in 0...40 {
            buffer.write(upTo: n) { $0.add(Array(source[..<n])) }
            expected += source[..<n]
        }
        #expect(buffer.bytes == expected)
    }

    /// A copy of a buffer keeps its bytes when the original goes on writing.
    @Test func copiesAreIndependent() {
        var a = MarkupBuffer()
        a.add("abc")
        let b = a
        a.add("def")
        var c = b
        c.add("xyz")
        #expect(a.text == "abcdef" && b.text == "abc" && c.text == "abcxyz")
    }
}
