import TestSupport
import Testing

@testable import ScrollPhysics

/// The card-stack kernel groups configurations by `WindowKey` and `LaneKey`: configurations
/// with equal keys share a lane's results. Every declared field the kernel reads must change
/// one of the keys, or two different configurations would share a lane; this fails when a
/// field is declared (`CardStackConfiguration.fields`) and neither key nor `unread` names it.
@Suite struct CardStackKernelKeyTests {
    /// Declared fields the kernel never reads: it computes no alpha, rotation or shadow.
    static let unread: Set<String> = ["tilt", "alphaFloor", "alphaDecay", "shadowOpacity"]

    static func keysDiffer(_ a: CardStackConfiguration, _ b: CardStackConfiguration, projects: Bool) -> Bool {
        let perspective: Points? = projects ? 5_000 : nil
        return CardStackKernel.windowKey(a, perspective: perspective) != CardStackKernel.windowKey(b, perspective: perspective)
            || CardStackKernel.laneKey(a, projects: projects) != CardStackKernel.laneKey(b, projects: projects)
    }

    @Test(arguments: CardStackConfiguration.fields.map(\.key))
    func everyDeclaredFieldIsInAKeyOrUnread(key: String) throws {
        let field = try #require(CardStackConfiguration.fields.first { $0.key == key })
        // One base per scale curve (a curve reads the frequency or the width), with and
        // without perspective (z is read only under one).
        let bases = ScaleCurve.allCases.map { curve in
            var c = CardStackConfiguration()
            c.scaleCurve = curve
            return c
        }
        let read = bases.contains { base in
            [false, true].contains { Self.keysDiffer(base, field.perturbed(base), projects: $0) }
        }
        #expect(
            read != Self.unread.contains(key),
            "layout.\(key): \(read ? "in a kernel key but listed as unread" : "in neither WindowKey nor LaneKey, and not listed as unread")"
        )
    }

    @Test func unreadFieldsAreDeclared() {
        let keys = Set(CardStackConfiguration.fields.map(\.key))
        #expect(Self.unread.isSubset(of: keys), "unread names \(Self.unread.subtracting(keys).sorted()), not declared")
    }
}
