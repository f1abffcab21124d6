import Testing

@testable import TunelabKit

/// `KeyIndex` gives each distinct key the index of its first insertion, whatever its `mixed`
/// word: keys whose words collide are told apart by `==`, and growing the table keeps them all.
@Suite struct KeyIndexTests {
    struct Key: KernelKey {
        let id: Int
        let mixed: UInt64
    }

    @Test func collidingKeysKeepTheirOwnIndices() {
        var index = KeyIndex<Key>()
        // Every key mixes to 0: all probe from the same slot, past the table's first growth (16).
        let keys = (0..<40).map { Key(id: $0, mixed: 0) }
        for (i, key) in keys.enumerated() {
            let inserted = index.insert(key)
            #expect(inserted.index == i && inserted.isNew, "key \(i)")
        }
        for (i, key) in keys.enumerated() {
            #expect(index.index(of: key) == i)
            let again = index.insert(key)
            #expect(again.index == i && !again.isNew, "key \(i) again")
        }
        #expect(index.index(of: Key(id: 40, mixed: 0)) == nil)
        #expect(index.keys.map(\.id) == Array(0..<40))
    }

    @Test func aThousandSpreadKeysAreFoundAfterGrowing() {
        var index = KeyIndex<Key>()
        // Words that differ in their low bits and wrap the table's mask many times over.
        let keys = (0..<1000).map { Key(id: $0, mixed: UInt64($0) &* 7919) }
        for key in keys { _ = index.insert(key) }
        #expect(keys.allSatisfy { index.index(of: $0) == $0.id })
        #expect(index.index(of: Key(id: 1000, mixed: 1000 &* 7919)) == nil)
        #expect(index.index(of: Key(id: 3, mixed: 0)) == nil)  // key 0's word, another key
    }
}
