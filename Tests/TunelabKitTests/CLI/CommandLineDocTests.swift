import Foundation
import Testing
import TunelabKit
import TestSupport

/// [Command line](../../../docs/command-line.md) against `Commands.all`: its usage block holds
/// every command's usage line exactly as `tunelab help NAME` prints it (a line that says
/// `A | tunelab B` is two lines there), and the page names no command the tool does not have.
@Suite struct CommandLineDocTests {
    static let file = "docs/command-line.md"

    /// The usage lines `tunelab help NAME` prints for each command, split at ` | tunelab `.
    static func printedUsage() -> [(name: String, lines: [String])] {
        Commands.all.map { command in
            let help = tunelab("help", command.name).out
            let first = help.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            let usage = first.hasPrefix("usage: ") ? String(first.dropFirst("usage: ".count)) : first
            let parts = usage.components(separatedBy: " | tunelab ")
            return (command.name, [parts[0]] + parts.dropFirst().map { "tunelab " + $0 })
        }
    }

    /// Every way `text` (the page) disagrees with `usage` and `names`, one line each, naming
    /// the page's line; empty when they agree.
    static func problems(in text: String, usage: [(name: String, lines: [String])], names: [String]) -> [String] {
        let lines = text.components(separatedBy: "\n")
        // The usage block: the first fenced block.
        guard let open = lines.firstIndex(of: "```"), let close = lines[(open + 1)...].firstIndex(of: "```") else {
            return ["\(file): no usage block (a ``` fenced block of usage lines)"]
        }
        let block = Array(lines[(open + 1)..<close].enumerated().map { (number: open + 2 + $0.offset, line: $0.element) })
        var problems: [String] = []
        for (name, expected) in usage {
            for line in expected where !block.contains(where: { $0.line == line }) {
                let stale = block.first { $0.line.hasPrefix("tunelab \(name) ") || $0.line == "tunelab \(name)" }
                problems.append(
                    stale.map { "\(file):\($0.number): \(name)'s usage line is \"\($0.line)\"; help prints \"\(line)\"" }
                        ?? "\(file):\(open + 1): the usage block lacks \(name)'s usage line \"\(line)\"")
            }
        }
        let printed = Set(usage.flatMap(\.lines))
        for entry in block where !printed.contains(entry.line) && !problems.contains(where: { $0.hasPrefix("\(file):\(entry.number):") }) {
            problems.append("\(file):\(entry.number): \"\(entry.line)\" is no command's usage line")
        }
        // Commands the page names: `tunelab NAME` in code, `$ tunelab NAME` in examples, `NAME` in headings.
        let pattern = /(?:`|\$ )tunelab ([a-z][a-z-]*)/
        for (index, line) in lines.enumerated() {
            var named = line.matches(of: pattern).map { String($0.output.1) }
            if line.hasPrefix("## ") { named += line.matches(of: /`([a-z][a-z-]*)`/).map { String($0.output.1) } }
            if index > open, index < close, line.hasPrefix("tunelab ") {
                named.append(String(line.dropFirst("tunelab ".count).prefix { $0 != " " }))
            }
            for name in named where !names.contains(name) {
                problems.append("\(file):\(index + 1): names the command \(name), which tunelab does not have")
            }
        }
        return problems
    }

    static var page: String { (try? String(contentsOfFile: Repository.path + "/" + file, encoding: .utf8)) ?? "" }

    @Test func theUsageBlockIsHelpsUsageLinesAndNamesNoOtherCommand() {
        let usage = Self.printedUsage()
        #expect(usage.count == Commands.all.count && usage.allSatisfy { !$0.lines[0].isEmpty })
        #expect(Set(usage.map(\.name)).count == usage.count, "a command is listed twice: \(usage.map(\.name))")
        #expect(!Self.page.isEmpty, "\(Self.file) cannot be read")
        let problems = Self.problems(in: Self.page, usage: usage, names: Commands.all.map { $0.name })
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aMissingStaleOrUnknownLineIsReported() {
        let usage = Self.printedUsage()
        let names = Commands.all.map { $0.name }
        let run = usage[0].lines[0]
        #expect(run.hasPrefix("tunelab run "))
        let page = Self.page
        // Missing: run's line dropped.
        let missing = Self.problems(in: page.replacingOccurrences(of: run + "\n", with: ""), usage: usage, names: names)
        #expect(missing == ["\(Self.file):3: the usage block lacks run's usage line \"\(run)\""], "\(missing)")
        // Stale: run's line without its last option.
        let old = run.replacingOccurrences(of: " [--strict]", with: "")
        let stale = Self.problems(in: page.replacingOccurrences(of: run + "\n", with: old + "\n"), usage: usage, names: names)
        #expect(stale == ["\(Self.file):4: run's usage line is \"\(old)\"; help prints \"\(run)\""], "\(stale)")
        // Unknown: a command the tool does not have, in the block and in a heading.
        let extra = page.replacingOccurrences(of: run + "\n", with: run + "\ntunelab frob X\n") + "\n## `frob`\n"
        let unknown = Self.problems(in: extra, usage: usage, names: names)
        #expect(unknown.contains("\(Self.file):5: \"tunelab frob X\" is no command's usage line"), "\(unknown)")
        #expect(unknown.contains("\(Self.file):5: names the command frob, which tunelab does not have"), "\(unknown)")
        #expect(unknown.last?.hasSuffix("names the command frob, which tunelab does not have") == true, "\(unknown)")
    }
}
