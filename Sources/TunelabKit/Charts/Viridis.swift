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
        let clamped = t.isNaN ? 0 : min(1, max(0, t))
        let s = clamped * Double(stops.count - 1)
        let i = min(stops.count - 2, Int(s))
        let f = s - Double(i)
        let a = stops[i], b = stops[i + 1]
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(7)
        for shift in [16, 8, 0] as [UInt32] {
            let ca = Double((a >> shift) & 0xff), cb = Double((b >> shift) & 0xff)
            let channel = Int((ca + f * (cb - ca)).rounded())
            bytes.append(hexDigits[(channel >> 4) & 0xf])
            bytes.append(hexDigits[channel & 0xf])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Two lowercase hex digits of `value` ∈ 0 … 255.
    static func hexByte(_ value: Int) -> String {
        String(decoding: [hexDigits[(value >> 4) & 0xf], hexDigits[value & 0xf]], as: UTF8.self)
    }
}
