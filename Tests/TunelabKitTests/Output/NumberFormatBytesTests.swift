import ScrollPhysics
import Testing
import TunelabKit

/// `NumberFormat.appendShortest` writes the bytes of `NumberFormat.shortest`, and the field-wise
/// `CSVWriter` the bytes of `row(_:)`.
@Suite struct NumberFormatBytesTests {
    static let special: [Double] = [
        0, -0.0, 1, -1, 16, 0.1, -0.5, 1e15, -1e15, 1e15 - 1, -(1e15 - 1), 1e16, 9.5e14 + 0.5, 123456789.125,
        .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, 1.0 / 3, 0.1 + 0.2, 2.0 / 60, 4 * .leastNonzeroMagnitude, 1e-7, 1e21, 4.35e-5
    ]

    static func bytes(_ value: Double) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "x")]  // appends after what is there
        NumberFormat.appendShortest(value, to: &out)
        return Array(out.dropFirst())
    }

    @Test func specialValues() {
        for value in Self.special {
            #expect(Self.bytes(value) == Array(NumberFormat.shortest(value).utf8), "\(value)")
        }
    }

    @Test func randomValues() {
        var rng = SplitMix64(seed: 19)
        for i in 0..<200_000 {
            let bits = Double(bitPattern: rng.next())
            let scaled = Double(Int64(bitPattern: rng.next()) >> 11) / Double(1 << (i % 60))
            let integral = Double(Int64(bitPattern: rng.next()) >> (i % 64))
            for value in [bits, scaled, integral, Double(i) / 60] {
                #expect(Self.bytes(value) == Array(NumberFormat.shortest(value).utf8), "\(value.bitPattern)")
            }
        }
    }

    @Test func integers() {
        for value: Int64 in [0, 1, -1, 9, 10, -10, 99, 100, .max, .min, .max - 1, .min + 1, 1_000_000_007] {
            var out: [UInt8] = []
            NumberFormat.appendInteger(value, to: &out)
            #expect(out == Array(String(value).utf8))
        }
    }

    @Test func fieldsMatchRows() {
        var fields = CSVWriter()
        fields.field(3)
        fields.field(0.25)
        fields.field(Double?.none)
        fields.field("a,b")
        fields.field(-0.0)
        fields.endRow()
        fields.field(Double.nan)
        fields.endRow()
        var rows = CSVWriter()
        rows.row(["3", "0.25", "", "a,b", "0"])
        rows.row([""])
        #expect(fields.bytes == rows.bytes)
        #expect(fields.byteCount == rows.bytes.count)
    }
}
