/// Folds a kernel key's words into one before `Hasher` sees it: a key is hashed for every point
/// of a sweep, and `Hasher` (SipHash) costs about 40 instructions a word, so a lane key of
/// eight words cost more than its lookup. The fold only spreads bits (equal keys give equal
/// words; distinct keys that collide are told apart by `==`), and `Hasher` still seeds and
/// finalizes the result.
package enum KeyMix {
    /// (h ⊕ x) · φ·2⁶⁴ (the golden ratio's odd multiplier, wrapping), then its high bits
    /// folded down: one multiply and two xors a word.
    @inline(__always)
    package static func fold(_ h: UInt64, _ x: UInt64) -> UInt64 {
        let m = (h ^ x) &* 0x9E37_79B9_7F4A_7C15
        return m ^ (m >> 32)
    }
}
