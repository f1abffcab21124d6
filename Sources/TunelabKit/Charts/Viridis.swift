/// The viridis colour map: perceptually uniform, readable in grey and by
/// colour-blind readers; dark purple for low values, yellow for high ones.
///
/// The 17 stops are entries 0, 16, 32, …, 240 and 255 (entry ⌊i·255/16 + ½⌋) of
/// the 256-entry table by Stéfan van der Walt and Nathaniel Smith (CC0; as shipped
/// in matplotlib's `_cm_listed.py`), each channel rounded to 8 bits. Between stops
/// the colour is interpolated linearly in sRGB, which stays within one 8-bit step
/// of the full table.
public enum Viridis {
    /// `0xRRGGBB` at t = i/16, i = 0 … 16.
    public static let stops: [UInt32] = [
        0x440154, 0x48186a, 0x472d7b, 0x424086, 0x3b528b, 0x33638d, 0x2c728e, 0x26828e, 0x21918c,
        0x1f9f88, 0x27ad81, 0x3dbc74, 0x5cc863, 0x81d34d, 0xaadc32, 0xd5e21a, 0xfde725
    ]

    /// The colour at `t` ∈ [0, 1] (clamped; NaN maps to 0) as `#rrggbb`.
    ///
    /// With s = t·16, i = ⌊s⌋ and f = s − i, each channel is
    /// round(c(i) + f·(c(i+1) − c(i))).
    public static func hex(_ t: Double) -> String {
        String(unsafeUninitializedCapacity: 7) { writeHex(t, to: $0.baseAddress!) }
    }

    /// Appends `hex(t)`'s seven bytes to `out`.
    static func appendHex(_ t: Double, to out: inout MarkupCursor) {
        out.write(upTo: 7) { writeHex(t, to: $0) }
    }

    /// Writes `hex(t)`'s seven bytes at `p`; returns 7.
    private static func writeHex(_ t: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        let clamped = t.isNaN ? 0 : min(1, max(0, t))
        let s = clamped * Double(stops.count - 1)
        let i = min(stops.count - 2, Int(s))
        let f = s - Double(i)
        let a = stops[i], b = stops[i + 1]
        @inline(__always) func put(_ shift: UInt32, at k: Int) {
            let ca = Double((a >> shift) & 0xff), cb = Double((b >> shift) & 0xff)
            let channel = Int((ca + f * (cb - ca)).rounded())
            p[k] = hexDigit(channel >> 4)
            p[k + 1] = hexDigit(channel)
        }
        p[0] = UInt8(ascii: "#")
        put(16, at: 1)
        put(8, at: 3)
        put(0, at: 5)
        return 7
    }

    /// The lowercase hex digit of `value`'s low four bits.
    @inline(__always)
    private static func hexDigit(_ value: Int) -> UInt8 {
        let nibble = UInt8(truncatingIfNeeded: value & 0xf)
        return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Two lowercase hex digits of `value` ∈ 0 … 255.
    static func hexByte(_ value: Int) -> String {
        String(decoding: [hexDigits[(value >> 4) & 0xf], hexDigits[value & 0xf]], as: UTF8.self)
    }
}
