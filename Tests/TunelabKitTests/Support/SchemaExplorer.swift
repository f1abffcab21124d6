import Foundation
import TunelabKit

/// Walks a schema from its root and writes example documents: for every object the schema
/// describes (each alternative of a oneOf/anyOf/if-then separately), one document with the
/// object's required keys only and one more per property with that property set to an
/// example value (its default, else the first enum value or a number in range). Records each
/// object's JSON path and the property names the schema allows there (the union over its
/// alternatives), for comparison with what the decoder accepted at that path.
struct SchemaExplorer {
    let validator: JSONSchemaValidator
    let file: String
    private(set) var documents: [JSONValue] = []
    private(set) var locations: [[JSONPath.Component]: Set<String>] = [:]

    typealias Context = (JSONValue) -> JSONValue

    /// Example values where the schema alone does not give one that decodes.
    static let overrides: [String: JSONValue] = [
        "scenario": .object([]),  // grid: an inline base scenario
        "metrics": .array([node(.string("travel_pt"))]),  // a metric that applies without a layout
        "rank.by": .array([node(.string("travel_pt"))]),
        "gesture[0].trace.file": .string("../traces/quick-swipe.csv")
    ]
    /// The key under which an object of arbitrary keys (`additionalProperties`) is explored.
    static let exampleKeys: [String: String] = ["grid": "scroll.restDistance", "budgets": "physics_tick"]

    init(validator: JSONSchemaValidator, file: String) {
        self.validator = validator
        self.file = file
    }

    static func node(_ value: JSONValue) -> JSONNode { JSONNode(value: value, position: SourcePosition(line: 1, column: 1)) }
    static func member(_ key: String, _ value: JSONValue) -> JSONMember {
        JSONMember(key: key, keyPosition: SourcePosition(line: 1, column: 1), node: node(value))
    }
    static func setting(_ key: String, _ value: JSONValue, in object: JSONValue) -> JSONValue {
        guard case .object(var members) = object else { return .object([member(key, value)]) }
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i] = member(key, value)
        } else {
            members.append(member(key, value))
        }
        return .object(members)
    }

    mutating func explore() throws {
        let root = try validator.schemas[file] ?? { throw JSONSchemaValidator.SchemaError(description: "no \(file)") }()
        try walk(root, file: file, path: [], context: { $0 })
    }

    private func isForeignReference(_ schema: JSONNode) -> Bool {
        guard let ref = JSONSchemaValidator.member(schema, "$ref")?.value.stringValue else { return false }
        return !ref.hasPrefix("#")
    }

    /// The alternatives of `schema` that describe an object's properties.
    private func alternatives(_ schema: JSONNode, file: String) throws -> [(JSONNode, String)] {
        if isForeignReference(schema) { return [] }
        let (schema, file) = try validator.resolve(schema, file: file)
        var list: [(JSONNode, String)] = []
        if JSONSchemaValidator.member(schema, "properties") != nil { list.append((schema, file)) }
        for keyword in ["oneOf", "anyOf", "allOf"] {
            for sub in JSONSchemaValidator.elements(JSONSchemaValidator.member(schema, keyword)) {
                if let then = JSONSchemaValidator.member(sub, "then") {
                    list += try alternatives(then, file: file)
                } else {
                    list += try alternatives(sub, file: file)
                }
            }
        }
        return list
    }

    private mutating func walk(_ schema: JSONNode, file: String, path: [JSONPath.Component], context: @escaping Context) throws {
        if isForeignReference(schema) { return }
        let (resolved, resolvedFile) = try validator.resolve(schema, file: file)
        if let items = JSONSchemaValidator.member(resolved, "items") {
            try walk(items, file: resolvedFile, path: path + [.index(0)], context: { context(.array([Self.node($0)])) })
        }
        for sub in JSONSchemaValidator.elements(JSONSchemaValidator.member(resolved, "oneOf"))
            + JSONSchemaValidator.elements(JSONSchemaValidator.member(resolved, "anyOf"))
        where JSONSchemaValidator.member(sub, "items") != nil {
            try walk(sub, file: resolvedFile, path: path, context: context)
        }
        for (alternative, altFile) in try alternatives(schema, file: file) {
            let base = try minimal(alternative, file: altFile, path: path)
            let properties = JSONSchemaValidator.members(JSONSchemaValidator.member(alternative, "properties")!)
            locations[path, default: []].formUnion(properties.map(\.key))
            // The bare object may be too little (a budget needs one limit); each property's is not.
            if try validator.errors(of: Self.node(context(base)), against: self.file).isEmpty { documents.append(context(base)) }
            for property in properties {
                let childPath = path + [.key(property.key)]
                let value = try example(property.node, file: altFile, path: childPath)
                documents.append(context(Self.setting(property.key, value, in: base)))
                try walk(property.node, file: altFile, path: childPath, context: { context(Self.setting(property.key, $0, in: base)) })
            }
        }
        if JSONSchemaValidator.member(resolved, "properties") == nil,
            let additional = JSONSchemaValidator.member(resolved, "additionalProperties"),
            case .object = additional.value,
            let key = Self.exampleKeys[JSONPath(path).description]
        {
            try walk(additional, file: resolvedFile, path: path + [.key(key)], context: { context(.object([Self.member(key, $0)])) })
        }
    }

    /// The object with the alternative's required and constant properties only.
    private func minimal(_ schema: JSONNode, file: String, path: [JSONPath.Component]) throws -> JSONValue {
        let properties = JSONSchemaValidator.member(schema, "properties").map(JSONSchemaValidator.members) ?? []
        var keys = JSONSchemaValidator.strings(JSONSchemaValidator.member(schema, "required"))
        keys += properties.filter { JSONSchemaValidator.member($0.node, "const") != nil }.map(\.key).filter { !keys.contains($0) }
        // `anyOf: [{required: [a]}, {required: [b]}]`: the first choice.
        if let first = JSONSchemaValidator.elements(JSONSchemaValidator.member(schema, "anyOf")).first,
            let key = JSONSchemaValidator.strings(JSONSchemaValidator.member(first, "required")).first, !keys.contains(key)
        {
            keys.append(key)
        }
        var object: JSONValue = .object([])
        for key in keys {
            guard let property = properties.first(where: { $0.key == key }) else { continue }
            object = Self.setting(key, try example(property.node, file: file, path: path + [.key(key)]), in: object)
        }
        return object
    }

    /// An example value for `schema` at `path`.
    private func example(_ schema: JSONNode, file: String, path: [JSONPath.Component]) throws -> JSONValue {
        if let value = Self.overrides[JSONPath(path).description] { return value }
        if isForeignReference(schema) { return .object([]) }
        let (schema, file) = try validator.resolve(schema, file: file)
        if let value = JSONSchemaValidator.member(schema, "default") { return value.value }
        // A key without a default (absent = off) names a valid value in `examples`.
        if let examples = JSONSchemaValidator.member(schema, "examples"), case .array(let list) = examples.value,
            let first = list.first
        {
            return first.value
        }
        if let value = JSONSchemaValidator.member(schema, "const") { return value.value }
        if let first = JSONSchemaValidator.elements(JSONSchemaValidator.member(schema, "enum")).first { return first.value }
        if JSONSchemaValidator.member(schema, "properties") != nil { return try minimal(schema, file: file, path: path) }
        for keyword in ["oneOf", "anyOf"] {
            if let first = JSONSchemaValidator.elements(JSONSchemaValidator.member(schema, keyword)).first {
                return try example(first, file: file, path: path)
            }
        }
        let typeNode = JSONSchemaValidator.member(schema, "type")
        let types = typeNode?.value.stringValue.map { [$0] } ?? JSONSchemaValidator.strings(typeNode)
        if types.contains("number") || types.contains("integer") {
            for x in [1.0, 0, 0.5, 2, -1] {
                let candidate = JSONValue.number(x, literal: NumberFormat.shortest(x))
                if try validator.errors(of: Self.node(candidate), schema: schema, file: file).isEmpty { return candidate }
            }
        }
        if types.contains("object") { return try minimal(schema, file: file, path: path) }
        if types.contains("array"), let items = JSONSchemaValidator.member(schema, "items") {
            return .array([Self.node(try example(items, file: file, path: path + [.index(0)]))])
        }
        if types.contains("boolean") { return .bool(true) }
        return .string("x")
    }
}
