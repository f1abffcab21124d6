/// Distinct keys in the order first seen, each found by its index: a linear-probing table on
/// the keys' `mixed` words. The sweep kernels look a window and a lane key up for every point,
/// and `Dictionary` (SipHash over each word, then its probe) cost 400–575 instructions a lookup
/// on the reference sweep.
struct KeyIndex<Key: KernelKey> {
    /// The keys, each at its index.
    private(set) var keys: [Key] = []
    /// Each slot holds a key's index + 1, or 0 when empty; a power of two, at most half full.
    private var slots = [Int](repeating: 0, count: 16)

    /// The index of `key`; nil when it has none yet.
    func index(of key: Key) -> Int? {
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: key.mixed) & mask
        while slots[s] != 0 {
            if keys[slots[s] - 1] == key { return slots[s] - 1 }
            s = (s + 1) & mask
        }
        return nil
    }

    /// The index of `key`, giving it the next one (`keys.count`) when it is new.
    mutating func insert(_ key: Key) -> (index: Int, isNew: Bool) {
        if let index = index(of: key) { return (index, false) }
        keys.append(key)
        if 2 * keys.count > slots.count {
            slots = [Int](repeating: 0, count: 2 * slots.count)
            for i in keys.indices { place(i) }
        } else {
            place(keys.count - 1)
        }
        return (keys.count - 1, true)
    }

    /// Puts key `i` into the first empty slot from its own.
    private mutating func place(_ i: Int) {
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: keys[i].mixed) & mask
        while slots[s] != 0 { s = (s + 1) & mask }
        slots[s] = i + 1
    }
}
