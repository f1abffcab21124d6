import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit
import TestSupport

/// `schemas/*.schema.json` against the shipped files and against the decoders: every shipped
/// experiment validates against the schema it names; every key a schema lists decodes; the keys
/// each decoder accepts (what `ObjectReader` offers as did-you-mean candidates) are the keys the
/// schema lists there, and the reverse; the schemas' enums are the code's.
@Suite struct SchemaTests {
    static let repository = Repository.url
    static let schemaDirectory = repository.appendingPathComponent("schemas")

    static func validator() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(directory: schemaDirectory)
    }

    static func shippedFiles() throws -> [String] {
        let root = repository.appendingPathComponent("experiments").path
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".json") }.sorted().map { root + "/" + $0 }
    }

    // MARK: Shipped files

    @Test func everyShippedExperimentNamesItsSchemaAndValidates() throws {
        let validator = try Self.validator()
        let files = try Self.shippedFiles()
        #expect(files.count >= 30, "found \(files.count) files under experiments/")
        for file in files {
            let root = try JSONFile.read(file)
            guard let named = JSONSchemaValidator.member(root, "$schema")?.value.stringValue else {
                Issue.record("\(file): no \"$schema\" key"); continue
            }
            let schemaPath = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(named).standardized.path
            #expect(
                schemaPath == Self.schemaDirectory.appendingPathComponent(URL(fileURLWithPath: named).lastPathComponent).standardized.path,
                "\(file): \"$schema\" \(named) is not a file of schemas/")
            let schema = URL(fileURLWithPath: named).lastPathComponent
            let errors = try validator.errors(of: root, against: schema)
            #expect(errors.isEmpty, "\(file) against \(named): \(errors)")
            // And tunelab reads it, "$schema" and all.
            #expect(throws: Never.self, "\(file)") {
                switch schema {
                case "scenario.schema.json": _ = try ScenarioDecoder.load(file)
                // experiments/optimize/ holds `tunelab optimize` grids, with continuous ranges.
                case "grid.schema.json": _ = try GridDecoder.load(file, allowsContinuous: file.contains("/optimize/"))
                default: _ = try BudgetFile.load(file)
                }
            }
        }
    }

    @Test func theValidatorRejectsWhatTheSchemasForbid() throws {
        let validator = try Self.validator()
        let bad: [(String, String)] = [
            (#"{"durration": 3}"#, "scenario.schema.json"),
            (#"{"scroll": {"decelerationRate": 1.5}}"#, "scenario.schema.json"),
            (#"{"scroll": {"model": "ios"}}"#, "scenario.schema.json"),
            (#"{"layout": {"kind": "cardStack", "itemHeight": 300}}"#, "scenario.schema.json"),
            (#"{"layout": {"itemHeight": 300}}"#, "scenario.schema.json"),
            (#"{"scroll": {"bounce": {"mass": 1, "response": 0.3}}}"#, "scenario.schema.json"),
            (#"{"gesture": [{"drag": {"translation": -1}, "wait": 1}]}"#, "scenario.schema.json"),
            (#"{"gesture": [{"flick": {}}]}"#, "scenario.schema.json"),
            (#"{"layout": {"kind": "formula", "pitch": 24}}"#, "scenario.schema.json"),
            (#"{"frameRate": 2.5}"#, "scenario.schema.json"),
            (#"{"scenario": {}, "grid": {"gesture.0.wait": [1]}}"#, "grid.schema.json"),
            (#"{"scenario": {}, "metrics": ["jitter"]}"#, "grid.schema.json"),
            (#"{"scenario": {"$schema": "x"}}"#, "grid.schema.json"),
            (#"{"grid": {}}"#, "grid.schema.json"),
            (#"{"budgets": {"physics_tick": {"median_ms": 1}}}"#, "budgets.schema.json"),
            (#"{"budgets": {"physics_tik": {"median_us": 1}}}"#, "budgets.schema.json")
        ]
        for (text, schema) in bad {
            let errors = try validator.errors(of: JSONParser.parse(text, file: "bad.json"), against: schema)
            #expect(!errors.isEmpty, "\(text) should not validate against \(schema)")
        }
        let good: [(String, String)] = [
            (#"{}"#, "scenario.schema.json"),
            (#"{"layout": {"kind": "somePlugInLayout", "anything": [1, 2]}}"#, "scenario.schema.json"),
            (#"{"scroll": {"snap": {"policy": "nearest", "spring": {"dampingRatio": 0.8, "duration": 0.3}}}}"#, "scenario.schema.json"),
            (
                #"{"scenario": "x.json", "grid": {"scroll.snap.spring.dampingRatio": {"from": 0.5, "to": 1, "step": 0.1}}}"#,
                "grid.schema.json"
            ),
            (#"{"budgets": {"my-feed_frame": {"median_ratio": 4}}}"#, "budgets.schema.json")
        ]
        for (text, schema) in good {
            let errors = try validator.errors(of: JSONParser.parse(text, file: "good.json"), against: schema)
            #expect(errors.isEmpty, "\(text) against \(schema): \(errors)")
        }
    }

    // MARK: $schema

    @Test func everyDecoderIgnoresASchemaKeyAtTheTop() throws {
        let scenario = try ScenarioDecoder(file: "s.json", directory: ".", defaultName: "s")
            .decode(JSONParser.parse(#"{"$schema": "../schemas/scenario.schema.json", "duration": 2}"#, file: "s.json"))
        #expect(scenario.clock.lastFrame == 240)
        let budgets = try BudgetFile.decode(text: #"{"$schema": "x", "budgets": {"physics_tick": {"median_ratio": 1}}}"#, file: "b.json")
        #expect(budgets.entries.count == 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"$schema": "s", "duration": 1}"#.write(to: directory.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try #"{"$schema": "g", "scenario": "base.json", "grid": {"duration": [1, 2]}}"#
            .write(to: directory.appendingPathComponent("grid.json"), atomically: true, encoding: .utf8)
        let grid = try GridDecoder.load(directory.appendingPathComponent("grid.json").path)
        #expect(grid.pointCount == 2)
        #expect(
            !grid.scenario.jsonText.contains("$schema"), "a scenario file's $schema stays out of the fingerprint: \(grid.scenario.jsonText)"
        )
    }

    @Test func aSchemaKeyIsAStringAndOnlyAtTheTop() throws {
        let decoder = ScenarioDecoder(file: "s.json", directory: ".", defaultName: "s")
        #expect(throws: InputError.self) { try decoder.decode(JSONParser.parse(#"{"$schema": 1}"#, file: "s.json")) }
        do {
            _ = try decoder.decode(JSONParser.parse(#"{"scroll": {"$schema": "x"}}"#, file: "s.json"))
            Issue.record("a nested $schema was accepted")
        } catch {
            #expect(error.message.contains("unknown key \"$schema\""), "\(error.message)")
        }
    }

    // MARK: Enums

    /// The node at a `/`-separated pointer into schema file `file` (no `$ref` followed).
    static func at(_ validator: JSONSchemaValidator, _ file: String, _ pointer: String) throws -> JSONNode {
        guard var node = validator.schemas[file] else { throw JSONSchemaValidator.SchemaError(description: "no \(file)") }
        for token in pointer.split(separator: "/") {
            let index = Int(token).flatMap { i in
                JSONSchemaValidator.elements(node).indices.contains(i) ? JSONSchemaValidator.elements(node)[i] : nil
            }
            guard let next = index ?? JSONSchemaValidator.member(node, String(token)) else {
                throw JSONSchemaValidator.SchemaError(description: "\(file): no \(token) in \(pointer)")
            }
            node = next
        }
        return node
    }

    /// The enum at a pointer into a schema (its `$ref` followed).
    static func schemaEnum(_ validator: JSONSchemaValidator, _ file: String, _ pointer: String) throws -> [String] {
        let node = try validator.resolve(at(validator, file, pointer), file: file).0
        return JSONSchemaValidator.strings(JSONSchemaValidator.member(node, "enum"))
    }

    @Test func theSchemasEnumsAreTheCodes() throws {
        let v = try Self.validator()
        let s = "scenario.schema.json"
        func raw<E: CaseIterable & RawRepresentable>(_ type: E.Type) -> [String] where E.RawValue == String { E.allCases.map(\.rawValue) }
        #expect(try Self.schemaEnum(v, s, "properties/integrator") == raw(Integrator.self))
        #expect(try Self.schemaEnum(v, s, "$defs/scroll/properties/model") == raw(ScrollModel.self))
        #expect(try Self.schemaEnum(v, s, "$defs/scroll/properties/snap/properties/policy") == raw(SnapPolicy.self))
        #expect(try Self.schemaEnum(v, s, "$defs/scroll/properties/snap/properties/mode") == raw(SnapMode.self))
        #expect(try Self.schemaEnum(v, s, "$defs/touch/properties/velocityEstimator") == raw(VelocityEstimatorKind.self))
        #expect(try Self.schemaEnum(v, s, "$defs/gestureStep/oneOf/0/properties/drag/properties/curve") == raw(DragCurve.self))
        #expect(try Self.schemaEnum(v, s, "$defs/cardStackLayout/properties/scaleCurve") == raw(ScaleCurve.self))
        #expect(try Self.schemaEnum(v, s, "$defs/parallaxLayout/properties/base") == raw(ParallaxBase.self))
        #expect(try Self.schemaEnum(v, s, "$defs/formulaLayout/properties/axis") == raw(LayoutAxis.self))
        #expect(try Self.schemaEnum(v, s, "$defs/layout/properties/kind/anyOf/0") == LayoutRegistry.builtIn.kindNames)
        let attributes = try Self.at(v, s, "$defs/formulaLayout/properties/item/properties")
        #expect(JSONSchemaValidator.members(attributes).map(\.key) == raw(FormulaAttribute.self))
        #expect(try Self.schemaEnum(v, "grid.schema.json", "properties/aggregate") == raw(Grid.Aggregate.self))
        #expect(try Self.schemaEnum(v, "grid.schema.json", "$defs/metric") == raw(Metric.self))
        #expect(try Self.schemaEnum(v, "budgets.schema.json", "properties/budgets/propertyNames/anyOf/0") == BenchWorkload.all.map(\.name))
        #expect(
            JSONSchemaValidator.members(try Self.at(v, "budgets.schema.json", "$defs/limits/properties")).map(\.key)
                == BudgetLimit.allCases.map(\.rawValue))
    }

    @Test func theInlineScenarioIsTheScenarioFileWithoutItsSchemaKey() throws {
        let v = try Self.validator()
        let top = JSONSchemaValidator.members(try Self.at(v, "scenario.schema.json", "properties")).filter { $0.key != "$schema" }
        let inline = JSONSchemaValidator.members(try Self.at(v, "scenario.schema.json", "$defs/scenario/properties"))
        #expect(top.map(\.key) == inline.map(\.key))
        #expect(zip(top, inline).allSatisfy { $0.node.jsonText == $1.node.jsonText })
    }

    // MARK: Keys: schema ⇄ decoder

    @Test(arguments: ["scenario.schema.json", "grid.schema.json", "budgets.schema.json"])
    func everySchemaKeyDecodesAndEveryDecodedKeyIsInTheSchema(schema: String) throws {
        let validator = try Self.validator()
        var explorer = SchemaExplorer(validator: validator, file: schema)
        try explorer.explore()
        #expect(explorer.locations.count >= (schema == "scenario.schema.json" ? 20 : 2), "\(explorer.locations.keys)")
        let log = ObjectReader.KeyLog()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("schema-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (i, document) in explorer.documents.enumerated() {
            let node = JSONNode(value: document, position: SourcePosition(line: 1, column: 1))
            let errors = try validator.errors(of: node, against: schema)
            guard errors.isEmpty else {
                Issue.record("example \(JSONWriter.compact(document)) does not validate against \(schema): \(errors)")
                continue
            }
            do {
                try ObjectReader.$keyLog.withValue(log) {
                    try Self.decode(JSONWriter.compact(document), as: schema, directory: directory, index: i)
                }
            } catch {
                Issue.record("\(schema): a valid example does not decode: \(JSONWriter.compact(document)): \(error)")
            }
        }
        for (path, keys) in explorer.locations {
            var accepted = log.accepted(at: JSONPath(path)) ?? Self.acceptedWithoutFinish[JSONPath(path).description].map(Set.init)
            if path.isEmpty { accepted?.insert(ObjectReader.schemaKey) }
            guard let accepted else { Issue.record("\(schema): no decoder finished an object at \(JSONPath(path))"); continue }
            #expect(
                accepted == keys,
                """
                \(schema) at \(JSONPath(path)): only in the schema \(keys.subtracting(accepted).sorted()), \
                only in the decoder \(accepted.subtracting(keys).sorted())
                """)
        }
    }

    /// Objects whose keys a decoder checks itself instead of with `ObjectReader.finish()`.
    static let acceptedWithoutFinish: [String: [String]] = [
        "gesture[0]": ScenarioDecoder.gestureSteps,
        "budgets.physics_tick": BudgetLimit.allCases.map(\.rawValue)
    ]

    /// Decodes `text` as the file kind `schema` describes; throws what the decoder throws.
    static func decode(_ text: String, as schema: String, directory: URL, index: Int) throws {
        switch schema {
        case "scenario.schema.json":
            let scenarios = repository.appendingPathComponent("experiments/scenarios").path
            _ = try ScenarioDecoder(file: "example.json", directory: scenarios, defaultName: "example")
                .decode(JSONParser.parse(text, file: "example.json"))
        case "grid.schema.json":
            let file = directory.appendingPathComponent("grid-\(index).json")
            try text.write(to: file, atomically: true, encoding: .utf8)
            // The schema describes the grid file of sweep and optimize both: optimize's decoder
            // reads every key (a continuous range, "pareto"), which sweep's refuses in one line.
            _ = try GridDecoder.load(file.path, allowsContinuous: true)
        default:
            _ = try BudgetFile.decode(text: text, file: "budgets.json")
        }
    }
}
