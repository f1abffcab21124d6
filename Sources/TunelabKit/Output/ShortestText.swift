/// Writes a finite double's `description` bytes — the `ShortestDigits` of the value laid out as
/// Swift prints them — without the standard library's formatter.
///
/// Layout (checked against `description` by `ShortestTextTests`): `0.0` / `-0.0` for zeros;
/// exponential `d.ddde±XX` (at least two exponent digits, no `.` for one digit) when
/// |v| > 2⁵³ or v < 10⁻⁴ by its digits; otherwise decimal: `ddd.ddd`, `0.000ddd`, or the
/// integer's digits with zeros padded and `.0`.
enum ShortestText {
    /// The most bytes `write` produces: a sign, 17 digits, `.`, and `e-324`.
    static let capacity = 32

    /// Writes `value`'s `description` to `p` (room for `capacity` bytes); returns the byte count.
    static func write(_ value: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var start = 0
        if value.sign == .minus {
            p[0] = UInt8(ascii: "-")
            start = 1
        }
        if value == 0 {
            p[start] = UInt8(ascii: "0")
            p[start &+ 1] = UInt8(ascii: ".")
            p[start &+ 2] = UInt8(ascii: "0")
            return start &+ 3
        }
        let digits = ShortestDigits(value)
        let count = decimalLength(digits.significand)
        let point = digits.exponent &+ count  // the decimal point after `point` digits
        let q = p + start
        if value.magnitude > 0x1p53 || point < -3 {
            // d.ddd: all digits one place right, then the first moved left over the point.
            writeDigits(digits.significand, endingAt: q + (count &+ 1))
            var end = count &+ 1
            q[0] = q[1]
            if count == 1 { end = 1 } else { q[1] = UInt8(ascii: ".") }
            return start &+ end &+ writeExponent(point &- 1, to: q + end)
        }
        if point <= 0 {  // 0.000ddd
            let zeros = 2 &- point
            q[0] = UInt8(ascii: "0")
            q[1] = UInt8(ascii: ".")
            var i = 2
            while i < zeros {
                q[i] = UInt8(ascii: "0")
                i &+= 1
            }
            writeDigits(digits.significand, endingAt: q + (zeros &+ count))
            return start &+ zeros &+ count
        }
        if point >= count {  // dddd000.0
            writeDigits(digits.significand, endingAt: q + count)
            var i = count
            while i < point {
                q[i] = UInt8(ascii: "0")
                i &+= 1
            }
            q[point] = UInt8(ascii: ".")
            q[point &+ 1] = UInt8(ascii: "0")
            return start &+ point &+ 2
        }
        // ddd.ddd: all digits one place right, then the integer part moved left over the point.
        writeDigits(digits.significand, endingAt: q + (count &+ 1))
        for i in 0..<point { q[i] = q[i &+ 1] }
        q[point] = UInt8(ascii: ".")
        return start &+ count &+ 1
    }

    /// Writes `e+XX`/`e-XX`/`e-XXX` for the power `e`; returns the byte count.
    @inline(__always)
    private static func writeExponent(_ e: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
        p[0] = UInt8(ascii: "e")
        p[1] = e < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        let magnitude = UInt64(e.magnitude)
        let length = magnitude >= 100 ? 3 : 2
        writeDigits(magnitude, endingAt: p + (2 &+ length), minimumCount: 2)
        return 2 &+ length
    }

    /// The number of decimal digits of `v` (1...20).
    @inline(__always)
    static func decimalLength(_ v: UInt64) -> Int {
        let guess = ((64 &- v.leadingZeroBitCount) &* 1233) &>> 12  // ⌊bits · log₁₀ 2⌋
        return guess &+ (guess < 20 && v >= powersOf10[guess] ? 1 : 0) | (v == 0 ? 1 : 0)
    }

    /// 10⁰ … 10¹⁹.
    private static let powersOf10: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000
    ]

    /// Writes `v`'s decimal digits so that the last ends just before `end`: eight at a time while
    /// more remain, then four, then two at a time, with leading zeros up to `minimumCount` digits.
    @inline(__always)
    static func writeDigits(_ v: UInt64, endingAt end: UnsafeMutablePointer<UInt8>, minimumCount: Int = 1) {
        var v = v, end = end
        while v >= 100_000_000 {
            let rest = v / 100_000_000
            let eight = UInt32(truncatingIfNeeded: v &- rest &* 100_000_000)
            let high = eight / 10_000, low = eight &- high &* 10_000
            writeFour(low, endingAt: end)
            writeFour(high, endingAt: end - 4)
            end -= 8
            v = rest
        }
        var small = UInt32(truncatingIfNeeded: v), count = 0
        if small >= 10_000 {
            let rest = small / 10_000
            writeFour(small &- rest &* 10_000, endingAt: end)
            end -= 4
            small = rest
            count = 4
        }
        while small >= 100 {
            let rest = small / 100
            writePair(small &- rest &* 100, endingAt: end)
            end -= 2
            small = rest
            count &+= 2
        }
        if small >= 10 || count &+ 1 < minimumCount {
            writePair(small, endingAt: end)
        } else {
            end[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: small)
        }
    }

    /// Writes the four digits of `four` (0...9999) just before `end`.
    @inline(__always)
    private static func writeFour(_ four: UInt32, endingAt end: UnsafeMutablePointer<UInt8>) {
        let high = (four &* 5243) &>> 19  // ⌊four / 100⌋ for four < 10⁴
        writePair(four &- high &* 100, endingAt: end)
        writePair(high, endingAt: end - 2)
    }

    /// Writes the two digits of `pair` (0...99) just before `end`: one 2-byte copy from
    /// `digitPairs`.
    @inline(__always)
    private static func writePair(_ pair: UInt32, endingAt end: UnsafeMutablePointer<UInt8>) {
        let two = UnsafeRawPointer(digitPairs.utf8Start + Int(pair &* 2)).loadUnaligned(as: UInt16.self)
        UnsafeMutableRawPointer(end - 2).storeBytes(of: two, as: UInt16.self)
    }

    /// `00`, `01`, … `99`: the two digits of every pair, in order (a literal: no storage to set
    /// up).
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}
