import ScrollPhysics
import Testing
@testable import TunelabKit

/// `TraceColumns.appendItem` writes each `items.csv` row whole through a cursor: the bytes are
/// those of the row written field by field (`CSVWriter.field`), for any numbers, with and
/// without the parallax columns and a time printed beforehand.
@Suite struct TraceColumnsTests {
    /// The row as `CSVWriter` writes it field by field.
    static func fieldByField(_ row: ItemAttributes, frame: ScrollFrame, parallax: Bool) -> [UInt8] {
        var csv = CSVWriter()
        csv.field(frame.frame)
        csv.field(frame.time)
        for value in [row.index, row.dataIndex] { csv.field(value) }
        for value in [row.x, row.y, row.width, row.height, row.scale, row.rotation, row.alpha, row.z, row.shadowOpacity] {
            csv.field(value)
        }
        if parallax {
            csv.field(row.layer)
            csv.field(row.translation)
            csv.field(row.clamped ? 1 : 0)
        }
        csv.endRow()
        return csv.bytes
    }

    static let awkward: [Double] = [
        0, -0.0, 1e15, -(1e15 - 1), 1e16, .leastNonzeroMagnitude, -.greatestFiniteMagnitude, .nan, .infinity,
        -.infinity, 1.0 / 3, 231.71322177799908, 4.35e-5, 2.0 / 60
    ]

    @Test(arguments: [false, true])
    func rowsAreTheFieldByFieldBytes(parallax: Bool) {
        var rng = SplitMix64(seed: 23)
        func value(_ i: Int) -> Double {
            switch i % 4 {
            case 0: return Self.awkward[Int(rng.next() % UInt64(Self.awkward.count))]
            case 1: return Double(bitPattern: rng.next())
            case 2: return Double(Int64(bitPattern: rng.next()) >> 20) / 1024
            default: return Double(Int64(bitPattern: rng.next()) >> 40)
            }
        }
        func int() -> Int { Int(truncatingIfNeeded: rng.next()) >> Int(rng.next() % 64) }
        for i in 0..<20_000 {
            let row = ItemAttributes(
                index: int(), dataIndex: int(), x: value(i), y: value(i + 1), width: value(i + 2), height: value(i + 3),
                scale: value(i), rotation: value(i + 1), alpha: value(i + 2), z: value(i + 3), shadowOpacity: value(i),
                layer: int(), translation: value(i + 1), clamped: i % 2 == 0)
            let frame = ScrollFrame(frame: int(), time: value(i + 2), offset: 0, velocity: 0, phase: .idle, touch: nil)
            var whole = CSVWriter()
            TraceColumns.appendItem(row, frame: frame, parallax: parallax, to: &whole)
            var timed = CSVWriter(), printed: ItemNumbers.Pass? = nil
            TraceColumns.appendItem(
                row, frame: frame, time: NumberFormat.shortest(frame.time), parallax: parallax, to: &timed, numbers: &printed)
            let expected = Self.fieldByField(row, frame: frame, parallax: parallax)
            #expect(whole.bytes == expected, "row \(i)")
            #expect(timed.bytes == expected, "row \(i), time printed first")
        }
    }
}
