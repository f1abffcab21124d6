import ScrollPhysics
import TestSupport
import Testing

@testable import TunelabKit

/// The sweep composes a card stack from per-value probes with one copy per declared field
/// (`ComposedLayoutDecoding.fields`): every field of `CardStackConfiguration.fields` has one,
/// and it moves that field from the probe and nothing else.
@Suite struct ComposedLayoutDecodingTests {
    @Test func everyDeclaredFieldHasACopy() {
        #expect(
            Set(ComposedLayoutDecoding.fields.keys) == Set(CardStackConfiguration.fields.map(\.key)),
            "\(ComposedLayoutDecoding.fields.keys.sorted())")
    }

    @Test(arguments: CardStackConfiguration.fields.map(\.key))
    func theCopyMovesItsFieldAlone(key: String) throws {
        let copy = try #require(ComposedLayoutDecoding.fields[key], "layout.\(key) has no copy")
        let base = CardStackConfiguration()
        // A probe with every field changed: the copy must bring its own field only.
        let probe = CardStackConfiguration.fields.reduce(base) { $1.perturbed($0) }
        var target = base
        withUnsafePointer(to: probe) { copy(&target, $0) }
        for field in CardStackConfiguration.fields {
            let expected = field.key == key ? field.text(probe) : field.text(base)
            #expect(field.text(target) == expected, "copying \(key) left \(field.key) at \(field.text(target))")
        }
    }
}
