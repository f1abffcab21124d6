import Foundation
import ScrollPhysics

/// What a shell completes after a flag or as a positional argument, read from the command
/// definitions (`CommandSpec.all`): the choices written into a usage line (`--format
/// text|json|junit`), metric names for `--metric`-like flags, directories for a `DIR`, files
/// otherwise, nothing for numbers, keys and `KEY=VALUE` pairs.
public enum CompletionValue: Equatable, Sendable {
    case words([String])
    case directories
    case files
    case none
}

extension CommandSpec {
    /// What follows `flag` (one of `options`).
    public func completion(after flag: String) -> CompletionValue {
        guard let option = options.first(where: { $0.flag == flag }), let value = option.value else { return .none }
        if let choices = choices(after: flag) { return .words(choices) }
        if flag == "--metric" || flag == "--skip-metric" { return .words(Metric.allCases.map(\.rawValue)) }
        if value.contains("DIR") { return .directories }
        if value.contains("FILE") || value.hasSuffix(".json") || value.hasSuffix(".csv") { return .files }
        return .none
    }

    /// What a positional argument is: the literal words of the usage line (`completions
    /// bash|zsh|fish`, `convert spring`), the command names for `help`, files otherwise, nothing
    /// for a command that takes no positional.
    public var positionalCompletion: CompletionValue {
        var words: [String] = []
        var takesFiles = false
        var previous = ""
        for token in usageTokens.dropFirst(2) {  // "tunelab", the name
            defer { previous = token }
            if token.hasPrefix("--") || previous.hasPrefix("--") || token == "|" || token == "..." { continue }
            if token == "COMMAND" { return .words(CommandSpec.all.map(\.name)) }
            if token.allSatisfy({ $0.isLowercase || $0 == "|" }) {
                words += token.split(separator: "|").map(String.init)
            } else {
                takesFiles = true
            }
        }
        return !words.isEmpty ? .words(words) : takesFiles ? .files : .none
    }

    /// The `a|b|c` choices the usage line writes after `flag`, if any.
    func choices(after flag: String) -> [String]? {
        let tokens = usageTokens
        guard let i = tokens.firstIndex(of: flag), i + 1 < tokens.count else { return nil }
        let next = tokens[i + 1]
        guard next.contains("|"), next.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "|" }) else { return nil }
        return next.split(separator: "|").map(String.init)
    }

    /// The usage line's words, brackets and parentheses removed: `tunelab compare BASE.csv NEW.csv --tolerance …`.
    var usageTokens: [String] {
        usage.replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ")
            .replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ")
            .split(separator: " ").map(String.init)
    }
}
