import Foundation
import ScrollPhysics
import Testing

@testable import TunelabKit

/// `ShortestText` (Ryū digits, `description` layout) against the standard library's `description`,
/// and `NumberFormat.appendShortest` against its former path (integer digits, else `description`).
@Suite struct ShortestTextTests {
    static func ours(_ value: Double) -> String { NumberFormat.description(value) }

    /// `appendShortest` before `ShortestText`: integral values below 10¹⁵ as integers, else `description`.
    static func formerPath(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded() && abs(value) < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        return value.description
    }

    static func appended(_ value: Double) -> String {
        var out: [UInt8] = []
        NumberFormat.appendShortest(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Checks `value`; counts a mismatch in `failures` (the first few are reported).
    static func check(_ value: Double, _ failures: inout Int) {
        let expected = value.isFinite ? value.description : "", ours = value.isFinite ? Self.ours(value) : ""
        let appended = Self.appended(value)
        guard ours != expected || appended != formerPath(value) else { return }
        failures += 1
        if failures <= 5 {
            Issue.record("\(expected) (bits 0x\(String(value.bitPattern, radix: 16))): ours \(ours), appended \(appended)")
        }
    }

    /// Subnormals, normal extremes, powers of 2 and 10 and their ±1 ulp neighbours, the
    /// decimal/exponential switch-overs, integers around 10¹⁵, 2⁵³, 2⁵⁴.
    static var boundaries: [Double] {
        var values: [Double] = [0, 1, 0.1, 0.5, 16, 100.5, 1.0 / 3, 0.1 + 0.2, 2.0 / 60]
        values += [.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne]
        values += [Double.leastNormalMagnitude.nextDown, Double.leastNormalMagnitude.nextUp]
        values += (1..<64).map { Double(bitPattern: UInt64($0)) }  // smallest subnormals
        values += (1..<64).map { Double(bitPattern: (1 << 52) - UInt64($0)) }  // largest subnormals
        var power = 1.0
        for _ in 0...1075 { values.append(power); power /= 2 }
        power = 1.0
        for _ in 0...1023 { values.append(power); power *= 2 }
        for e in -323...308 { values.append(Double("1e\(e)")!) }
        values += [1e-4, 1e-5, 9.99e-5, 0.00011, 0.000099999, 1e15, 1e16, 1e17, 0x1p53, 0x1p54, 0x1p55]
        for base in [1e15, 0x1p53, 0x1p54, 1e16, 1e-4, 1e-5] {
            for k in -64...64 { values.append(base + Double(k) * base.ulp) }
            for k in 0...20 { values.append(base - Double(k)); values.append(base + Double(k)) }
        }
        return values.flatMap { v -> [Double] in
            var around = [v]
            var lower = v, upper = v
            for _ in 0..<3 { lower = lower.nextDown; upper = upper.nextUp; around += [lower, upper] }
            return around.filter { $0.isFinite && $0 >= 0 }
        }
    }

    @Test func boundaryValues() {
        var failures = 0
        let values = Self.boundaries
        for v in values { Self.check(v, &failures); Self.check(-v, &failures) }
        #expect(failures == 0, "\(failures) of \(values.count) boundary values differ")
    }

    @Test func randomBitPatterns() {
        var rng = SplitMix64(seed: 0xD70A)
        var failures = 0
        for _ in 0..<200_000 { Self.check(Double(bitPattern: rng.next()), &failures) }
        #expect(failures == 0)
    }

    @Test func randomTypicalValues() {
        var rng = SplitMix64(seed: 0x5EED)
        var failures = 0
        for _ in 0..<200_000 {
            let unit = Double(rng.next() >> 11) * 0x1p-53  // [0, 1)
            Self.check(unit, &failures)
            Self.check(Double(rng.next() >> 11) * 0x1p-53 * 2000 - 1000, &failures)  // [-1000, 1000)
        }
        #expect(failures == 0)
    }

    /// `appendInteger` writes `String(value)`'s bytes: extremes, powers of ten and their
    /// neighbours, random values of every length.
    @Test func integers() {
        var values: [Int64] = [0, 1, -1, .max, .min, .max - 1, .min + 1]
        var power: Int64 = 1
        for _ in 0...18 {
            values += [power, power - 1, power + 1, -power, -power + 1, -power - 1]
            if power <= Int64.max / 10 { power *= 10 }
        }
        var rng = SplitMix64(seed: 0x1A7)
        for _ in 0..<20_000 { values.append(Int64(bitPattern: rng.next()) >> (rng.next() % 64)) }
        for v in values {
            var out: [UInt8] = [UInt8(ascii: "x")]
            NumberFormat.appendInteger(v, to: &out)
            #expect(out == Array(("x" + String(v)).utf8), "\(v)")
        }
    }

    /// Set `TUNELAB_DTOA_COUNT` to compare that many more random bit patterns and typical values.
    @Test func largeRandomRun() {
        guard let text = ProcessInfo.processInfo.environment["TUNELAB_DTOA_COUNT"], let count = Int(text) else { return }
        var rng = SplitMix64(seed: 0xB16)
        var failures = 0
        for i in 0..<count {
            let r = rng.next()
            let scale = Double(sign: .plus, exponent: Int(rng.next() % 80) - 40, significand: 1)
            let v = i % 2 == 0 ? Double(bitPattern: r) : Double(r >> 11) * 0x1p-53 * scale
            Self.check(v, &failures)
        }
        #expect(failures == 0, "\(failures) of \(count)")
    }
}
