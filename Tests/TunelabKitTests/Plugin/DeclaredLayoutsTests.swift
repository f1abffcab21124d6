import Foundation
import ScrollPhysics
import TestSupport
import Testing

@testable import TunelabKit

/// Built-in kinds without a `LayoutKind` case (`BuiltInLayouts.declared`, the `list` among
/// them) and declared plug-ins (`LayoutPlugin(declared:)`): a declared configuration and its
/// layout are all a kind needs to be decoded with the built-ins' errors, run and swept.
@Suite struct DeclaredLayoutsTests {
    static func decode(_ layout: String, registry: LayoutRegistry = .builtIn) throws(InputError) -> LayoutSettings {
        let result = LayoutRegistry.$current.withValue(registry) {
            Result { () throws(InputError) -> LayoutSettings in
                try ScenarioDecoder(file: "s.json", directory: ".", defaultName: "s")
                    .decode(JSONParser.parse(#"{"layout": \#(layout)}"#, file: "s.json")).layout
            }
        }
        return try result.get()
    }

    /// A missed registration line fails here: every configuration in Sources/ScrollPhysics that
    /// declares itself is registered once, in `BuiltInLayouts.all` or `BuiltInLayouts.declared`.
    @Test func everyDeclaredConfigurationIsRegistered() throws {
        let folder = Repository.url.appendingPathComponent("Sources/ScrollPhysics")
        let pattern = try NSRegularExpression(pattern: #"extension (\w+): (Declared|Enumerated)LayoutConfiguration"#)
        var conforming: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let walker = try #require(enumerator)
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                conforming.append((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        let registered =
            BuiltInLayouts.all.map { String(describing: $0.configuration) }
            + BuiltInLayouts.declared.compactMap { $0.declaration.map { String(describing: $0) } }
        #expect(conforming.count >= 5, "the scan found \(conforming)")
        #expect(conforming.sorted() == registered.sorted())
    }

    @Test(arguments: BuiltInLayouts.declared.map(\.kind))
    func aDeclaredKindIsDecodedByItsFieldsAndRunsAsCustom(kind: String) throws {
        let declaration = try #require(BuiltInLayouts.declaration(kind: kind))
        let fields = BuiltInLayout.FieldSummary.list(declaration)
        // Every stored property is a declared field, once.
        func properties<C: DeclaredLayoutConfiguration>(_: C.Type) -> [String] { Mirror(reflecting: C()).children.compactMap(\.label) }
        #expect(Set(properties(declaration)) == Set(fields.map(\.key)) && Set(fields.map(\.key)).count == fields.count)
        // Every field written with another valid value is read into the configuration.
        let members = fields.map { "\"\($0.key)\": \(BuiltInLayoutsTests.validValue($0.check))" }
        let settings = try Self.decode("{\"kind\": \"\(kind)\", " + members.joined(separator: ", ") + "}")
        let plugin = try #require(settings.plugin)
        func encoded<C: DeclaredLayoutConfiguration>(_: C.Type) -> [(String, ExportJSON)]? {
            (plugin.settings as? DeclaredLayoutSettings<C>).map { ScenarioEncoder.fields($0.configuration, C.fields) }
        }
        let encodedValues = encoded(declaration)
        let values = try #require(encodedValues)
        #expect(values.map(\.0) == fields.map(\.key))
        for (field, value) in zip(fields, values) {
            #expect(value.1.compact == BuiltInLayoutsTests.validValue(field.check), "\(kind).\(field.key)")
        }
        #expect(settings.kindName == kind && settings.traits.kindName == kind)
        guard case .custom(let layout) = settings.makeLayout(geometry: LayoutGeometry()) else {
            Issue.record("\(kind): not the custom case")
            return
        }
        #expect(layout.traits.kindName == kind)
        #expect(settings.pitch > 0 && settings.edgeDampingExtent == settings.pitch * 7, "count 7 written")
    }

    @Test(arguments: BuiltInLayouts.declared.map(\.kind))
    func aDeclaredKindsErrorsAreTheBuiltInsErrors(kind: String) throws {
        let declaration = try #require(BuiltInLayouts.declaration(kind: kind))
        let field = try #require(BuiltInLayout.FieldSummary.list(declaration).first { $0.check.bounds != nil })
        let bounds = try #require(field.check.bounds)
        let literal = NumberFormat.shortest(bounds.lowerIncluded ? bounds.lower - 1 : bounds.lower)
        #expect(throws: InputError.self) { try Self.decode("{\"kind\": \"\(kind)\", \"\(field.key)\": \(literal)}") }
        do {
            _ = try Self.decode("{\"kind\": \"\(kind)\", \"\(field.key)\": \(literal)}")
        } catch {
            #expect(error.path?.description == "layout.\(field.key)")
            #expect(error.message == "expected \(field.check.expected), got \(literal)")
        }
        let misspelt = String(field.key.dropLast()) + "x"
        do {
            _ = try Self.decode("{\"kind\": \"\(kind)\", \"\(misspelt)\": 1}")
            Issue.record("\(misspelt) was accepted")
        } catch {
            #expect(error.message.hasSuffix("did you mean \"\(field.key)\"?"), "\(error.message)")
        }
    }

    /// The plain list through the tool: `run` writes the frame-to-frame metrics it declares, a
    /// sweep sweeps its keys, and `export` names the configuration it cannot write as code.
    @Test func theListRunsSweepsAndExportsThroughTheTool() throws {
        let dir = try TempDirectory("declared-list")
        defer { dir.remove() }
        let scenario = try dir.write(
            #"{"duration": 1, "layout": {"kind": "list", "itemHeight": 60, "count": 40}, "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]}"#,
            to: "list.json")
        let grid = try dir.write(
            #"{"scenario": "list.json", "grid": {"layout.itemHeight": [40, 60], "layout.spacing": [0, 8]}, "metrics": ["jitter_rms_pt", "pixel_flips"]}"#,
            to: "grid.json")
        let run = tunelab("run", scenario, "--out", dir.file("run"))
        #expect(run.code == 0, "\(run)")
        let header = dir.text("run/metrics.csv").split(separator: "\n").first ?? ""
        #expect(header.hasPrefix("jitter_rms_pt,reversals,pixel_flips,max_step_pt,"), "\(header)")
        let sweep = tunelab("sweep", grid, "--out", dir.file("sweep"), "--quiet")
        #expect(sweep.code == 0, "\(sweep)")
        let rows = dir.text("sweep/results.csv").split(separator: "\n")
        #expect(rows.count == 5 && rows.dropFirst().allSatisfy { $0.hasSuffix(",ok") }, "\(rows)")
        let swift = tunelab("export", scenario, "--to", "swift")
        #expect(swift.code == 0 && swift.out.contains("ScrollPhysics.ListConfiguration"), "\(swift.err)")
    }

    /// A plug-in may declare its configuration too: registered with `LayoutPlugin(declared:)`, it
    /// is read field by field with the same checks.
    @Test func aPlugInMayDeclareItsConfiguration() throws {
        let registry = LayoutRegistry([LayoutPlugin(declared: RingConfiguration.self)])
        let settings = try Self.decode(#"{"kind": "ring", "radius": 120}"#, registry: registry)
        #expect((settings.plugin?.settings as? DeclaredLayoutSettings<RingConfiguration>)?.configuration.radius == 120)
        #expect(settings.pitch == 120)
        do {
            _ = try Self.decode(#"{"kind": "ring", "radius": 0}"#, registry: registry)
            Issue.record("radius 0 was accepted")
        } catch {
            #expect(error.message == "expected \(FieldCheck.length.expected), got 0")
        }
        #expect(registry.kindNames == LayoutRegistry().kindNames + ["ring"])
    }
}

/// A test-only declared configuration: one field, the plain list as its layout.
struct RingConfiguration: DeclaredLayoutConfiguration {
    var radius: Points = 100
    var count: Int? = nil
    static let kindName = "ring"
    static let fields: [LayoutField<Self>] = [.length("radius", \.radius), .count(\.count)]
    static var pitchField: WritableKeyPath<Self, Points> { \.radius }
    var pitch: Points { radius }
    func makeLayout(geometry: LayoutGeometry) -> AnyScrollLayout { .custom(RingLayout(geometry: geometry)) }
}

/// Nothing laid out, under the kind name `ring`.
struct RingLayout: ScrollLayout {
    let geometry: LayoutGeometry
    var capacity: Int { 1 }
    var traits: LayoutTraits { LayoutTraits(kindName: "ring", axis: .vertical, layoutMetrics: [.jitterRMSPt]) }
    func layout(offset: Points, velocity: PointsPerSecond, into items: inout ItemBuffer) { items.removeAll() }
}
