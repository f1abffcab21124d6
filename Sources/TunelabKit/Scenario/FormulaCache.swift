import Foundation
import ScrollPhysics

/// Parsed formulas by source text, shared by a decoder's copies (and a sweep's workers), so
/// a sweep that changes only parameters parses each formula string once, not once per point.
/// Holds at most `limit` formulas (a grid has few distinct strings); beyond that it parses.
final class FormulaCache: @unchecked Sendable {  // all state behind `lock`
    private let lock = NSLock()
    private var formulas: [String: Formula] = [:]
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
}
