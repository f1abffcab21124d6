import ScrollPhysics
import Testing

@testable import TunelabKit

/// The built-in layouts' registration (`BuiltInLayouts`) and each declaration
/// (`DeclaredLayoutConfiguration`) against its type, its decoder, encoder and probe.
@Suite struct BuiltInLayoutsTests {
    static func decode(_ layout: String) throws(InputError) -> LayoutSettings {
        try ScenarioDecoder(file: "s.json", directory: ".", defaultName: "s")
            .decode(JSONParser.parse(#"{"layout": \#(layout)}"#, file: "s.json")).layout
    }

    static func settings(_ kind: LayoutKind) -> LayoutSettings {
        var settings = LayoutSettings()
        settings.kind = kind
        return settings
    }

    /// A missed registration line fails here: every `LayoutKind` is registered once, or is one of
    /// the kinds without a declared configuration.
    @Test(arguments: LayoutKind.allCases)
    func everyKindIsRegisteredOnceOrUndeclared(kind: LayoutKind) {
        let entries = BuiltInLayouts.all.filter { $0.kind == kind }
        if BuiltInLayouts.undeclaredKinds.contains(kind) {
            #expect(entries.isEmpty, "\(kind) is undeclared but registered")
        } else {
            #expect(entries.count == 1, "\(kind): registered \(entries.count) times in BuiltInLayouts.all (want one line)")
        }
    }

    @Test func registrationFollowsLayoutKindOrder() {
        let declared = LayoutKind.allCases.filter { !BuiltInLayouts.undeclaredKinds.contains($0) }
        #expect(BuiltInLayouts.all.map(\.kind) == declared)
        #expect(BenchWorkload.layoutKinds == declared)
    }

    @Test(arguments: BuiltInLayouts.all.map(\.kind))
    func theEntryMakesItsKindsLayoutAndReadsItsConfiguration(kind: LayoutKind) throws {
        let entry = try #require(BuiltInLayouts.entry(kind))
        #expect(entry.configuration.kindName == kind.rawValue)
        let layout = Self.settings(kind).makeLayout(geometry: LayoutGeometry())
        #expect(layout.kind == kind)
        #expect(layout.traits.kindName == kind.rawValue)
        #expect(layout.traits == kind.traits)
        #expect(Self.settings(kind).pitch > 0)
    }

    /// Every stored property of the configuration is a declared field (so the decoder, encoder and
    /// schema see it), and no two fields share a key.
    @Test(arguments: BuiltInLayouts.all.map(\.kind))
    func everyStoredPropertyIsADeclaredField(kind: LayoutKind) throws {
        let entry = try #require(BuiltInLayouts.entry(kind))
        func properties<C: DeclaredLayoutConfiguration>(_ type: C.Type) -> [String] {
            Mirror(reflecting: C()).children.compactMap(\.label)
        }
        let keys = entry.fields.map(\.key)
        #expect(Set(keys).count == keys.count, "\(kind): a key declared twice in \(keys)")
        #expect(Set(properties(entry.configuration)) == Set(keys), "\(kind)")
    }

    /// The probe moves the pitch and the count, so a grid's fast path can tell whether the scroll
    /// settings follow the layout (`LayoutOnlyDecoding`).
    @Test(arguments: BuiltInLayouts.all.map(\.kind))
    func theProbeMovesPitchAndCount(kind: LayoutKind) throws {
        let entry = try #require(BuiltInLayouts.entry(kind))
        var a = Self.settings(kind), b = Self.settings(kind)
        entry.probe(&a, 1)
        entry.probe(&b, 2)
        #expect(a.pitch != b.pitch)
        #expect(a.edgeDampingExtent == a.pitch && b.edgeDampingExtent == 2 * b.pitch)
    }

    /// A valid value other than the default for `check` (JSON text).
    static func validValue(_ check: FieldCheck) -> String {
        switch check {
        case .length: "7"
        case .nonNegative: "3"
        case .finite: "-2"
        case .unit: "0.25"
        case .optionalLength: "5"
        case .integer: "2"
        case .count: "7"
        case .bool: "true"
        case .choice(let names): "\"\(names[names.count - 1])\""
        case .layers: #"[{"factor": 0.1, "maxOffset": 2}, {"factor": -0.3}]"#
        }
    }

    /// Every field written with a value other than its default decodes, encodes to those values, and
    /// the encoded layout decodes to the same settings.
    @Test(arguments: BuiltInLayouts.all.map(\.kind))
    func everyFieldRoundTripsThroughTheEncoder(kind: LayoutKind) throws {
        let entry = try #require(BuiltInLayouts.entry(kind))
        let members = entry.fields.map { "\"\($0.key)\": \(Self.validValue($0.check))" }
        let written = try Self.decode("{\"kind\": \"\(kind.rawValue)\", " + members.joined(separator: ", ") + "}")
        #expect(written != Self.settings(kind))
        let encoded = ScenarioEncoder.layout(written)
        guard case .object(let pairs) = encoded else { Issue.record("not an object"); return }
        #expect(pairs.map(\.0) == ["kind"] + entry.fields.map(\.key))
        #expect(try Self.decode(encoded.compact) == written)
    }

    /// Just past each bound of a number's check: `layout.<key>: expected <the check's text>, got <literal>`.
    @Test(arguments: BuiltInLayouts.all.map(\.kind))
    func everyNumberFieldRejectsValuesPastItsBounds(kind: LayoutKind) throws {
        let entry = try #require(BuiltInLayouts.entry(kind))
        var checked = 0
        for field in entry.fields {
            guard let bounds = field.check.bounds else { continue }
            let integral: Bool = if case .integer = field.check { true } else if case .count = field.check { true } else { false }
            var outside = [bounds.lowerIncluded ? bounds.lower - (integral ? 1 : 0.5) : bounds.lower]
            if let upper = bounds.upper { outside.append(bounds.upperIncluded ? upper + (integral ? 1 : 0.5) : upper) }
            for x in outside {
                let literal = NumberFormat.shortest(x)
                do {
                    _ = try Self.decode("{\"kind\": \"\(kind.rawValue)\", \"\(field.key)\": \(literal)}")
                    Issue.record("\(kind).\(field.key) = \(literal) was accepted")
                } catch {
                    #expect(error.path?.description == "layout.\(field.key)")
                    #expect(error.message == "expected \(field.check.expected), got \(literal)", "\(kind).\(field.key)")
                }
                checked += 1
            }
        }
        #expect(checked >= 2)
    }

    /// A key two kinds declare carries one label, and no layout key is labelled outside the declarations.
    @Test func labelsComeFromTheDeclarations() {
        var labels: [String: String?] = [:]
        for field in BuiltInLayouts.all.flatMap(\.fields) + BuiltInLayout.layerFields {
            if let earlier = labels[field.key] { #expect(earlier == field.label, "\(field.key)") }
            labels[field.key] = field.label
        }
        #expect(Set(KeyLabel.scenarioKeys.keys).isDisjoint(with: labels.keys))
        #expect(KeyLabel.label("layout.region") == "fade region (pt)")
        #expect(KeyLabel.label("layout.baseScale") == "base scale")
        #expect(BuiltInLayouts.keys.count == Set(labels.keys).count)
    }
}
