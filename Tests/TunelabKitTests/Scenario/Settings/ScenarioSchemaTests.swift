import Foundation
import ScrollPhysics
import TestSupport
import Testing

@testable import TunelabKit

/// The generated parts of `schemas/scenario.schema.json` and docs/scenario.md equal what the
/// declarations (`ScenarioSettings`) give, and the decoder holds each declared range's ends.
/// `TUNELAB_REGENERATE=1 swift test --filter ScenarioSchemaTests` rewrites both files.
@Suite struct ScenarioSchemaTests {
    static let regenerate = ProcessInfo.processInfo.environment["TUNELAB_REGENERATE"] == "1"

    /// `file`'s text equals `generate` of it, or is rewritten under `TUNELAB_REGENERATE=1`.
    static func expectGenerated(_ file: String, _ generate: (String) throws -> String) throws {
        let path = Repository.path + "/" + file
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        let generated = try generate(committed)
        if regenerate, generated != committed { try generated.write(toFile: path, atomically: true, encoding: .utf8) }
        #expect(
            regenerate || generated == committed,
            "\(file) differs from the declarations: TUNELAB_REGENERATE=1 swift test --filter ScenarioSchemaTests")
    }

    @Test func theSchemaIsGeneratedFromTheDeclarations() throws {
        try Self.expectGenerated("schemas/scenario.schema.json") { text in try ScenarioSchema.regenerated(text) }
    }

    @Test func theDocsTablesAreGeneratedFromTheDeclarations() throws {
        try Self.expectGenerated("docs/scenario.md") { ScenarioSettingsTable.regenerated($0) }
        let page = try String(contentsOfFile: Repository.path + "/docs/scenario.md", encoding: .utf8)
        for section in ScenarioSettings.sections {
            #expect(page.contains("<!-- end of settings: \(section.name) -->"), "docs/scenario.md has no \(section.name) table")
        }
    }

    /// The schema's `scroll` and `touch` objects state exactly the declared keys, in order; the
    /// top level states every declared clock key.
    @Test func theSchemaStatesExactlyTheDeclaredKeys() throws {
        let schema = try JSONParser.parse(
            String(contentsOfFile: Repository.path + "/schemas/scenario.schema.json", encoding: .utf8), file: "schema")
        for section in ScenarioSettings.sections {
            var node: JSONNode? = schema
            for key in section.schemaPointer { node = node?[key] }
            let keys = try #require(node?.value.objectValue).map(\.key)
            let declared = section.entries.map(\.key)
            if section.name == "clock" {
                #expect(Set(declared).isSubset(of: Set(keys)), "\(section.name)")
            } else {
                #expect(keys == declared, "\(section.name)")
            }
        }
    }

    /// Hand-computed: `scroll.viewport` is (0, 10⁹), `touch.rate` [1, 100 000], `duration` (0, 10⁶].
    @Test func theTableSpellsRangesAsTheDocsDo() {
        #expect(ScenarioSettingsTable.type(.number(.positive(below: 1e9, ""))) == "number in (0, 10⁹)")
        #expect(ScenarioSettingsTable.type(.integer(.integers(1, 100_000, ""))) == "integer in [1, 100 000]")
        #expect(ScenarioSettingsTable.type(.integer(.integers(0, nil, ""))) == "integer ≥ 0")
        #expect(ScenarioSettingsTable.type(.number(.finite(within: 1e12, ""))) == "number with |x| < 10¹²")
        #expect(ScenarioSettingsTable.type(.choice(["a", "b"])) == "`\"a\"`, `\"b\"`")
    }

    /// Every declared number's and integer's range, at its ends: a value on an excluded end or
    /// just beyond an included one is refused with the declared expectation; an included end,
    /// or a value just inside an excluded one, is not.
    @Test func theDecoderHoldsEachDeclaredRange() throws {
        for section in ScenarioSettings.sections {
            for entry in section.entries {
                let range: SettingRange
                switch entry.shape {
                case .number(let r), .integer(let r): range = r
                case .choice, .bool, .composite: continue
                }
                let integral: Bool = if case .integer = entry.shape { true } else { false }
                let step = { (x: Double, up: Bool) -> Double in integral ? x + (up ? 1 : -1) : (up ? x.nextUp : x.nextDown) }
                // (value, accepted): an included end and the value just beyond it; an excluded
                // end and the value just inside it.
                func ends(_ end: Double?, included: Bool, outward: Bool) -> [(Double, Bool)] {
                    guard let end else { return [] }
                    return included ? [(end, true), (step(end, outward), false)] : [(end, false), (step(end, !outward), true)]
                }
                let cases =
                    ends(range.lower, included: range.lowerIncluded, outward: false)
                    + ends(range.upper, included: range.upperIncluded, outward: true)
                for (value, accepted) in cases {
                    let literal = integral ? String(Int(value)) : "\(value)"
                    let body = "{\"\(entry.key)\": \(literal)}"
                    let json = section.name == "clock" ? clockDocument(entry.key, literal) : "{\"\(section.name)\": \(body)}"
                    let root = try JSONParser.parse(json, file: "t.json")
                    let decoder = ScenarioDecoder(file: "t.json", directory: ".", defaultName: "t")
                    // The range refuses exactly the values outside it (another limit, such as the
                    // frame cap for a long duration, may refuse one inside it).
                    let refusal = "expected \(range.expected), got"
                    do {
                        _ = try decoder.decode(root)
                        #expect(accepted, "\(section.name).\(entry.key) = \(literal) was accepted")
                    } catch {
                        #expect(error.message.contains(refusal) == !accepted, "\(section.name).\(entry.key) = \(literal): \(error.message)")
                    }
                }
            }
        }
    }

    /// A top-level document setting `key`, with rates that keep the clock within its limits.
    private func clockDocument(_ key: String, _ literal: String) -> String {
        switch key {
        case "duration": "{\"duration\": \(literal), \"frameRate\": 1, \"physicsRate\": 1}"
        case "frameRate": "{\"frameRate\": \(literal), \"physicsRate\": \(literal), \"duration\": 0.0001}"
        default: "{\"physicsRate\": \(literal), \"frameRate\": 1, \"duration\": 0.0001}"
        }
    }
}
