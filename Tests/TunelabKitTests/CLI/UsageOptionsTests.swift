import Foundation
import Testing
import TunelabKit

/// Each command's usage line names exactly the options its spec declares, each with the value
/// name the spec gives it: the parser, the help's option table, the completions and the man page
/// read the declarations, and the usage line, still written by hand, is held to them.
@Suite struct UsageOptionsTests {
    /// The `--flag` words of `usage`, each with whether a value follows it (a word that is not
    /// another flag, a `|` alternative or the next command's `tunelab`).
    static func flags(in usage: String) -> [String: Bool] {
        let words = usage.split(separator: " ").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "[]()")) }
        var found: [String: Bool] = [:]
        for (k, word) in words.enumerated() where word.hasPrefix("--") {
            let flag = word.split(separator: "=").first.map(String.init) ?? word
            let next = k + 1 < words.count ? words[k + 1] : "|"
            found[flag] = !(next.hasPrefix("-") || next == "|" || next == "tunelab" || next == "...") || word.contains("=")
        }
        return found
    }

    @Test(arguments: CommandSpec.all.map(\.name))
    func usageNamesTheDeclaredOptions(command: String) throws {
        let spec = try #require(CommandSpec.named(command))
        let usage = Self.flags(in: spec.usage)
        let declared = spec.options.map(\.flag)
        #expect(Set(usage.keys) == Set(declared), "\(command): usage \(usage.keys.sorted()), declared \(declared)")
        for option in spec.options {
            guard let takesValue = usage[option.flag] else { continue }
            #expect(
                takesValue == (option.value != nil), "\(command) \(option.flag): a value in the usage line and the declaration disagree")
        }
    }

    /// The check reads what it should: a usage line missing a declared flag, or giving a value
    /// to a switch, is caught.
    @Test func theCheckCanFail() {
        #expect(Self.flags(in: "tunelab x F [--out DIR] [--quiet]") == ["--out": true, "--quiet": false])
        #expect(
            Self.flags(in: "tunelab x [--point N | --point best] --to a|b [--force] | tunelab x Y [--z]")
                == ["--point": true, "--to": true, "--force": false, "--z": false])
    }
}
