import Foundation
import ScrollPhysics
import Testing

@testable import TunelabKit

/// `schemas/scenario.schema.json`'s `$defs/<kind>Layout` against each built-in layout's declaration
/// (`BuiltInLayouts`): the same keys, and for each field the type, the range (`FieldCheck.bounds`,
/// inclusive or not), the enum and the default (the configuration's).
@Suite struct LayoutSchemaTests {
    static let file = "scenario.schema.json"

    /// `$defs/<kind>Layout/properties`, by key.
    static func properties(_ kind: String, validator: JSONSchemaValidator) throws -> [String: JSONNode] {
        let node = try SchemaTests.at(validator, file, "$defs/\(kind)Layout/properties")
        return Dictionary(uniqueKeysWithValues: JSONSchemaValidator.members(node).map { ($0.key, $0.node) })
    }

    /// The schema property's keyword as a number.
    static func number(_ schema: JSONNode, _ keyword: String) -> Double? {
        JSONSchemaValidator.member(schema, keyword)?.value.doubleValue
    }

    /// `schema` states `check`'s type and range.
    static func expectRange(_ schema: JSONNode, _ check: FieldCheck, _ name: String, validator: JSONSchemaValidator) throws {
        switch check {
        case .count:
            let schema = try validator.resolve(schema, file: file).0
            let branches = JSONSchemaValidator.elements(JSONSchemaValidator.member(schema, "oneOf"))
            let integer = try #require(branches.first { JSONSchemaValidator.member($0, "type")?.value.stringValue == "integer" }, "\(name)")
            #expect(number(integer, "minimum") == 1, "\(name)")
            #expect(branches.contains { JSONSchemaValidator.member($0, "const")?.value.stringValue == "infinite" }, "\(name)")
        case .bool:
            #expect(JSONSchemaValidator.member(schema, "type")?.value.stringValue == "boolean", "\(name)")
        case .choice(let names):
            #expect(JSONSchemaValidator.strings(JSONSchemaValidator.member(schema, "enum")) == names, "\(name)")
        case .layers(let limit):
            #expect(JSONSchemaValidator.member(schema, "type")?.value.stringValue == "array", "\(name)")
            #expect(number(schema, "minItems") == 1 && number(schema, "maxItems") == Double(limit), "\(name)")
        case .length, .nonNegative, .finite, .unit, .optionalLength, .integer:
            let bounds = try #require(check.bounds)
            let type = JSONSchemaValidator.member(schema, "type")?.value.stringValue
            let integral: Bool = if case .integer = check { true } else { false }
            #expect(type == (integral ? "integer" : "number"), "\(name): type")
            #expect(number(schema, bounds.lowerIncluded ? "minimum" : "exclusiveMinimum") == bounds.lower, "\(name): lower bound")
            #expect(number(schema, bounds.lowerIncluded ? "exclusiveMinimum" : "minimum") == nil, "\(name): lower bound")
            if let upper = bounds.upper {
                #expect(number(schema, bounds.upperIncluded ? "maximum" : "exclusiveMaximum") == upper, "\(name): upper bound")
                #expect(number(schema, bounds.upperIncluded ? "exclusiveMaximum" : "maximum") == nil, "\(name): upper bound")
            }
        }
    }

    @Test(arguments: BuiltInLayouts.all.map(\.kind))
    func theSchemaStatesEachDeclaredFieldsRangeAndDefault(kind: LayoutKind) throws {
        let entry = try #require(BuiltInLayouts.entry(kind))
        var defaults = LayoutSettings()
        defaults.kind = kind
        try Self.expectSchema(
            kind: kind.rawValue, fields: entry.fields, defaults: entry.encode(defaults),
            extraKeys: kind.acceptsPerspective ? ["perspective"] : [])
    }

    /// The same for the built-ins without a `LayoutKind` case (`BuiltInLayouts.declared`).
    @Test(arguments: BuiltInLayouts.declared.map(\.kind))
    func theSchemaStatesEachDeclaredOnlyKindsFields(kind: String) throws {
        let declaration = try #require(BuiltInLayouts.declaration(kind: kind))
        func defaults<C: DeclaredLayoutConfiguration>(_: C.Type) -> [(String, ExportJSON)] { ScenarioEncoder.fields(C(), C.fields) }
        try Self.expectSchema(
            kind: kind, fields: BuiltInLayout.FieldSummary.list(declaration), defaults: defaults(declaration), extraKeys: [])
    }

    /// `$defs/<kind>Layout` states exactly the kind, `fields` (and a layers field's shorthand
    /// keys), `extraKeys`, each field's range and its default as `defaults` encodes it.
    static func expectSchema(
        kind: String, fields: [BuiltInLayout.FieldSummary], defaults: [(String, ExportJSON)], extraKeys: [String]
    ) throws {
        let validator = try SchemaTests.validator()
        let properties = try Self.properties(kind, validator: validator)
        // The keys: kind, the fields, a layers field's shorthand keys, and `perspective` (decoded apart).
        var keys = ["kind"] + fields.map(\.key) + extraKeys
        if fields.contains(where: { if case .layers = $0.check { true } else { false } }) {
            keys += BuiltInLayout.layerFields.map(\.key)
        }
        #expect(Set(properties.keys) == Set(keys), "\(kind)")
        let kindSchema = try #require(properties["kind"])
        #expect(JSONSchemaValidator.member(kindSchema, "const")?.value.stringValue == kind)

        let written = Dictionary(uniqueKeysWithValues: defaults)
        for field in fields {
            let name = "\(kind)Layout.\(field.key)"
            let schema = try #require(properties[field.key], "\(name)")
            try Self.expectRange(schema, field.check, name, validator: validator)
            let stated = JSONSchemaValidator.member(schema, "default")
            switch field.check {
            case .optionalLength:
                #expect(stated == nil, "\(name): absent means derived, so no default")
            case .layers:
                let items = try #require(JSONSchemaValidator.member(schema, "items"))
                let layer = try #require(JSONSchemaValidator.member(items, "properties"))
                let layerProperties = JSONSchemaValidator.members(layer)
                #expect(layerProperties.map(\.key) == BuiltInLayout.layerFields.map(\.key))
                for sub in BuiltInLayout.layerFields {
                    // In a layer and as the one-layer shorthand on the layout: the same range and default.
                    for place in [JSONSchemaValidator.member(layer, sub.key), properties[sub.key]] {
                        let node = try #require(place, "\(name).\(sub.key)")
                        try Self.expectRange(node, sub.check, "\(name).\(sub.key)", validator: validator)
                        let fallback = ScenarioEncoder.fields(ParallaxLayerConfiguration(), ParallaxLayerConfiguration.fields)
                        let value = try #require(fallback.first { $0.0 == sub.key }?.1)
                        #expect(JSONSchemaValidator.member(node, "default").map(ExportJSON.from)?.compact == value.compact)
                    }
                }
            default:
                let value = try #require(written[field.key])
                #expect(stated.map(ExportJSON.from)?.compact == value.compact, "\(name): default")
            }
        }
    }
}
