import Testing

@testable import ScrollPhysics

/// `LayoutField.copy(from:into:)`, which the sweep composes a card stack's point from
/// (`ComposedLayoutDecoding`): it sets its own field and no other, for every declared field of
/// the card stack and of the parallax list (between them, every `LayoutField.Access` case).
@Suite struct LayoutFieldCopyTests {
    static func check<C: DeclaredLayoutConfiguration>(_ type: C.Type, base: C) {
        // Every field changed at once: copying one of them must bring that one alone.
        let source = C.fields.reduce(base) { $1.perturbed($0) }
        for field in C.fields {
            #expect(field.text(source) != field.text(base), "\(C.self).\(field.key): the perturbation changes it")
            var target = base
            field.copy(from: source, into: &target)
            for other in C.fields {
                let expected = other === field ? other.text(source) : other.text(base)
                #expect(other.text(target) == expected, "\(C.self): copying \(field.key) left \(other.key) at \(other.text(target))")
            }
        }
    }

    @Test func cardStack() { Self.check(CardStackConfiguration.self, base: CardStackConfiguration()) }
    @Test func parallax() { Self.check(ParallaxConfiguration.self, base: ParallaxConfiguration()) }
}
