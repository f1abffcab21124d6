import Foundation
import ScrollPhysics

/// Parsed formulas by source text, shared by a decoder's copies (and a sweep's workers), so
/// a sweep that changes only parameters parses each formula string once, not once per point.
/// Holds at most `limit` formulas (a grid has few distinct strings); beyond that it parses.
final class FormulaCache: @unchecked Sendable {  // all state behind `lock`
    private let lock = NSLock()
    private var formulas: [String: Formula] = [:]
    private var shapes: [String: FormulaLayoutShape] = [:]
    private let limit = 1024

    /// The formula of `source`, parsed once.
    func formula(_ source: String) throws(FormulaError) -> Formula {
        lock.lock()
        let cached = formulas[source]
        lock.unlock()
        if let cached { return cached }
        let parsed = try Formula(source)
        lock.lock()
        if formulas.count < limit { formulas[source] = parsed }
        lock.unlock()
        return parsed
    }

    /// The compiled shape of the formulas described by `key`, if seen before.
    func shape(_ key: String) -> FormulaLayoutShape? {
        lock.lock()
        defer { lock.unlock() }
        return shapes[key]
    }

    /// Remembers `shape` for `key` (up to `limit` shapes).
    func remember(_ shape: FormulaLayoutShape, for key: String) {
        lock.lock()
        if shapes.count < limit { shapes[key] = shape }
        lock.unlock()
    }

    /// The text a shape depends on: the pitch, parameter names, `let`s and `item` formulas.
    static func shapeKey(
        pitch: Formula, parameters: [String], lets: [FormulaLayoutDefinition.Let],
        item: [FormulaAttribute: Formula]
    ) -> String {
        var key = pitch.source + "\u{1}" + parameters.joined(separator: "\u{2}") + "\u{1}"
        for l in lets { key += l.name + "\u{2}" + l.formula.source + "\u{3}" }
        key += "\u{1}"
        for attribute in FormulaAttribute.allCases { key += (item[attribute]?.source ?? "") + "\u{2}" }
        return key
    }
}
