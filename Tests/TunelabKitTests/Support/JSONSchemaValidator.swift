import Foundation
import TunelabKit

/// A JSON Schema (2020-12) validator for the keywords `schemas/*.schema.json` use, and no
/// others: a schema with a keyword it does not know is an error, so nothing is skipped
/// silently. Keywords: type, enum, const, minimum, exclusiveMinimum, maximum,
/// exclusiveMaximum, minLength, maxLength, pattern, properties, additionalProperties,
/// required, propertyNames, minProperties, items, minItems, maxItems, uniqueItems, oneOf,
/// anyOf, allOf, not, if/then/else, $ref (within a schema, or `file.schema.json#/…` among
/// the loaded ones) and the annotations ($schema, $id, $defs, title, description, default).
struct JSONSchemaValidator {
    /// Loaded schemas by file name (`scenario.schema.json`).
    let schemas: [String: JSONNode]

    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "default", "examples"]
    static let keywords: Set<String> = [
        "type", "enum", "const", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "minLength", "maxLength",
        "pattern", "properties", "additionalProperties", "required", "propertyNames", "minProperties", "items",
        "minItems", "maxItems", "uniqueItems", "oneOf", "anyOf", "allOf", "not", "if", "then", "else", "$ref"
    ]

    struct SchemaError: Error, CustomStringConvertible { let description: String }

    /// Loads every `*.schema.json` in `directory`.
    init(directory: URL) throws {
        var schemas: [String: JSONNode] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".schema.json") {
            schemas[name] = try JSONFile.read(directory.appendingPathComponent(name).path)
        }
        self.schemas = schemas
    }

    /// The violations of `instance` against schema file `name` (empty = valid), each
    /// `path: message`.
    func errors(of instance: JSONNode, against name: String) throws -> [String] {
        guard let root = schemas[name] else { throw SchemaError(description: "no schema \(name)") }
        var errors: [String] = []
        try validate(instance, root, file: name, path: "", errors: &errors)
        return errors
    }

    /// The violations of `instance` against the (sub)schema `schema` found in file `file`.
    func errors(of instance: JSONNode, schema: JSONNode, file: String) throws -> [String] {
        var errors: [String] = []
        try validate(instance, schema, file: file, path: "", errors: &errors)
        return errors
    }

    // MARK: Schema navigation

    /// The member `key` of an object node.
    static func member(_ node: JSONNode, _ key: String) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.node
    }

    static func members(_ node: JSONNode) -> [JSONMember] {
        if case .object(let members) = node.value { return members }
        return []
    }

    static func elements(_ node: JSONNode?) -> [JSONNode] {
        if let node, case .array(let elements) = node.value { return elements }
        return []
    }

    static func strings(_ node: JSONNode?) -> [String] {
        elements(node).compactMap(\.value.stringValue)
    }

    /// `schema` with its `$ref` followed (repeatedly), and the file it lives in.
    func resolve(_ schema: JSONNode, file: String) throws -> (JSONNode, String) {
        var schema = schema, file = file
        while let ref = Self.member(schema, "$ref")?.value.stringValue {
            let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if !parts[0].isEmpty { file = parts[0] }
            guard var node = schemas[file] else { throw SchemaError(description: "$ref \(ref): no schema \(file)") }
            for token in (parts.count > 1 ? parts[1] : "").split(separator: "/") {
                guard let next = Self.member(node, String(token)) else { throw SchemaError(description: "$ref \(ref): no \(token)") }
                node = next
            }
            schema = node
        }
        return (schema, file)
    }

    // MARK: Validation

    private func validate(_ instance: JSONNode, _ schema: JSONNode, file: String, path: String, errors: inout [String]) throws {
        if case .bool(let b) = schema.value {
            if !b { errors.append("\(path): not allowed") }
            return
        }
        for member in Self.members(schema) where !Self.keywords.contains(member.key) && !Self.annotations.contains(member.key) {
            throw SchemaError(description: "\(file): unsupported keyword \(member.key)")
        }
        func fail(_ message: String) { errors.append("\(path.isEmpty ? "(root)" : path): \(message)") }
        func valid(_ sub: JSONNode) throws -> Bool {
            var local: [String] = []
            try validate(instance, sub, file: file, path: path, errors: &local)
            return local.isEmpty
        }
        if Self.member(schema, "$ref") != nil {
            let (target, targetFile) = try resolve(schema, file: file)
            try validate(instance, target, file: targetFile, path: path, errors: &errors)
        }
        let value = instance.value
        if let type = Self.member(schema, "type") {
            let types = type.value.stringValue.map { [$0] } ?? Self.strings(type)
            if !types.contains(where: { Self.hasType(value, $0) }) {
                fail("expected \(types.joined(separator: " or ")), got \(value.typeName)")
            }
        }
        if let options = Self.member(schema, "enum"), !Self.elements(options).contains(where: { Self.equal($0.value, value) }) {
            fail("not one of the enum values")
        }
        if let constant = Self.member(schema, "const"), !Self.equal(constant.value, value) { fail("not the constant") }
        if case .number(let x, _) = value {
            if let m = Self.member(schema, "minimum")?.value.doubleValue, x < m { fail("\(x) < minimum \(m)") }
            if let m = Self.member(schema, "exclusiveMinimum")?.value.doubleValue, x <= m { fail("\(x) ≤ exclusiveMinimum \(m)") }
            if let m = Self.member(schema, "maximum")?.value.doubleValue, x > m { fail("\(x) > maximum \(m)") }
            if let m = Self.member(schema, "exclusiveMaximum")?.value.doubleValue, x >= m { fail("\(x) ≥ exclusiveMaximum \(m)") }
        }
        if case .string(let s) = value {
            let count = s.unicodeScalars.count
            if let m = Self.member(schema, "minLength")?.value.doubleValue, Double(count) < m { fail("shorter than \(m)") }
            if let m = Self.member(schema, "maxLength")?.value.doubleValue, Double(count) > m { fail("longer than \(m)") }
            if let pattern = Self.member(schema, "pattern")?.value.stringValue, !Self.matches(s, pattern) {
                fail("\"\(s)\" does not match \(pattern)")
            }
        }
        if case .object(let members) = value {
            let properties = Self.member(schema, "properties").map(Self.members) ?? []
            for required in Self.strings(Self.member(schema, "required")) where !members.contains(where: { $0.key == required }) {
                fail("missing required \"\(required)\"")
            }
            if let m = Self.member(schema, "minProperties")?.value.doubleValue, Double(members.count) < m {
                fail("fewer than \(m) properties")
            }
            for member in members {
                let memberPath = path + "/" + member.key
                if let names = Self.member(schema, "propertyNames") {
                    var local: [String] = []
                    try validate(
                        JSONNode(value: .string(member.key), position: member.keyPosition), names, file: file, path: memberPath,
                        errors: &local)
                    if !local.isEmpty { errors.append("\(memberPath): key not allowed") }
                }
                if let property = properties.first(where: { $0.key == member.key }) {
                    try validate(member.node, property.node, file: file, path: memberPath, errors: &errors)
                } else if let additional = Self.member(schema, "additionalProperties") {
                    if case .bool(false) = additional.value {
                        errors.append("\(memberPath): unknown key")
                    } else {
                        try validate(member.node, additional, file: file, path: memberPath, errors: &errors)
                    }
                }
            }
        }
        if case .array(let elements) = value {
            if let m = Self.member(schema, "minItems")?.value.doubleValue, Double(elements.count) < m { fail("fewer than \(m) items") }
            if let m = Self.member(schema, "maxItems")?.value.doubleValue, Double(elements.count) > m { fail("more than \(m) items") }
            if case .bool(true)? = Self.member(schema, "uniqueItems")?.value {
                for i in elements.indices where elements[..<i].contains(where: { Self.equal($0.value, elements[i].value) }) {
                    fail("item \(i) repeats")
                }
            }
            if let items = Self.member(schema, "items") {
                for (i, element) in elements.enumerated() {
                    try validate(element, items, file: file, path: path + "/\(i)", errors: &errors)
                }
            }
        }
        if let all = Self.member(schema, "allOf") {
            for sub in Self.elements(all) { try validate(instance, sub, file: file, path: path, errors: &errors) }
        }
        if let any = Self.member(schema, "anyOf") {
            var matched = false
            for sub in Self.elements(any) where try valid(sub) { matched = true; break }
            if !matched { fail("matches none of anyOf") }
        }
        if let one = Self.member(schema, "oneOf") {
            var count = 0
            for sub in Self.elements(one) where try valid(sub) { count += 1 }
            if count != 1 { fail("matches \(count) of oneOf, not exactly 1") }
        }
        if let not = Self.member(schema, "not"), try valid(not) { fail("matches \"not\"") }
        if let condition = Self.member(schema, "if") {
            if try valid(condition) {
                if let then = Self.member(schema, "then") { try validate(instance, then, file: file, path: path, errors: &errors) }
            } else if let otherwise = Self.member(schema, "else") {
                try validate(instance, otherwise, file: file, path: path, errors: &errors)
            }
        }
    }

    static func hasType(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            return true
        case ("integer", .number(let x, _)): return x == x.rounded(.towardZero)
        default: return false
        }
    }

    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x, _), .number(let y, _)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0.value, $1.value) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { m in y.contains { $0.key == m.key && equal($0.node.value, m.node.value) } }
        default: return false
        }
    }

    /// ECMA-262-ish regular expressions through Foundation (the schemas' patterns are plain).
    static func matches(_ s: String, _ pattern: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
    }
}
