/// Bad usage of `tunelab convert spring`, rendered as one line.
public enum SpringConvertError: Error, Equatable, CustomStringConvertible {
    case missingFrom
    case unknownSystem(String, suggestion: String?)
    case unknownKey(String, system: String, suggestion: String?)
    case missingValue(key: String, system: String)
    case badValue(key: String, value: String, expected: String)
    case unexpectedArgument(String)
    /// A converted number that overflowed (the backstop behind the parameters' ranges).
    case nonFinite(NonFiniteAnswer)

    public var description: String {
        switch self {
        case .missingFrom:
            return "convert spring: missing --from SYSTEM (one of \(SpringUnitSystem.allCases.map(\.rawValue).joined(separator: ", ")))"
        case let .unknownSystem(name, suggestion):
            return "convert spring: unknown system '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .unknownKey(key, system, suggestion):
            return "convert spring: '\(system)' has no parameter '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case let .missingValue(key, system):
            return "convert spring: '\(system)' needs \(key)=VALUE"
        case let .badValue(key, value, expected):
            return "convert spring: \(key)=\(value) is invalid: expected \(expected)"
        case let .unexpectedArgument(argument):
            return "convert spring: unexpected argument '\(argument)' (parameters are written key=value)"
        case let .nonFinite(answer):
            return "convert spring: \(answer)"
        }
    }

    /// Levenshtein distance, for did-you-mean suggestions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidate within distance 3 (ties: the first in order), or nil.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        var best: String? = nil
        var bestDistance = Int.max
        for candidate in candidates {
            let d = editDistance(word, candidate)
            if d <= 3 && d < bestDistance { best = candidate; bestDistance = d }
        }
        return best
    }
}
