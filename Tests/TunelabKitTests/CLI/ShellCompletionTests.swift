import Foundation
import Testing
import TunelabKit

/// `tunelab completions bash|zsh|fish` and `tunelab man`: generated from `CommandSpec.all`, so
/// every command and option is in each; the bash script parses and completes.
@Suite struct ShellCompletionTests {
    static let documents: [(name: String, text: String)] =
        ShellCompletion.allCases.map { ($0.rawValue, tunelab("completions", $0.rawValue).out) } + [("man", tunelab("man").out)]

    @Test func everyCommandAndOptionAppearsInEach() {
        for (name, text) in Self.documents {
            #expect(!text.isEmpty, "\(name) is empty")
            for spec in CommandSpec.all {
                // The man page writes '-' as '\-'.
                let shown = { (word: String) in name == "man" ? word.replacingOccurrences(of: "-", with: "\\-") : word }
                #expect(text.contains(shown(spec.name)), "\(name) lacks the command \(spec.name)")
                for option in spec.options {
                    let flag = name == "fish" ? "-l \(option.flag.dropFirst(2))" : shown(option.flag)
                    #expect(text.contains(flag), "\(name) lacks \(spec.name) \(option.flag)")
                }
            }
        }
    }

    @Test func theCommandsAreInHelpAndGiveUsageErrors() {
        #expect(CommandSpec.named("completions") != nil && CommandSpec.named("man") != nil)
        let typo = tunelab("completions", "zhs")
        #expect(typo.code == 2 && typo.out.isEmpty, "\(typo)")
        #expect(typo.err == "tunelab: completions: expected one shell, bash, zsh or fish, got zhs; did you mean \"zsh\"?\n", "\(typo)")
        #expect(tunelab("completions").code == 2 && tunelab("man", "x").code == 2)
        #expect(tunelab("man").out == tunelab("man").out, "deterministic")
    }

    @Test func valuesComeFromTheUsageLines() throws {
        let compare = try #require(CommandSpec.named("compare"))
        #expect(compare.completion(after: "--format") == .words(["text", "json", "junit", "markdown"]))
        #expect(compare.completion(after: "--tolerance") == .none)
        #expect(compare.positionalCompletion == .files)
        let bench = try #require(CommandSpec.named("bench"))
        #expect(bench.completion(after: "--out") == .directories && bench.completion(after: "--budget") == .files)
        #expect(bench.positionalCompletion == .none)
        #expect(CommandSpec.named("completions")?.positionalCompletion == .words(["bash", "zsh", "fish"]))
        #expect(CommandSpec.named("help")?.positionalCompletion == .words(CommandSpec.all.map(\.name)))
    }

    /// Runs `script` with bash reading it on stdin; returns the exit status, stdout and stderr.
    static func bash(_ arguments: [String], stdin: String) throws -> (code: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = arguments
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    @Test func theBashScriptParses() throws {
        let script = tunelab("completions", "bash").out
        let r = try Self.bash(["-n"], stdin: script)
        #expect(r.code == 0 && r.err.isEmpty, "bash -n: \(r)")
    }

    @Test func theBashScriptCompletes() throws {
        let script = tunelab("completions", "bash").out
        func complete(_ words: String) throws -> String {
            let probe =
                script + "\nCOMP_WORDS=(\(words)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _tunelab; echo \"${COMPREPLY[*]}\"\n"
            return try Self.bash(["-s"], stdin: probe).out
        }
        #expect(try complete("tunelab com") == "compare completions\n")
        #expect(try complete("tunelab compare a.csv b.csv --format ''") == "text json junit markdown\n")
        #expect(try complete("tunelab compare --skip") == "--skip-metric\n")
        #expect(try complete("tunelab compare --metric velo") == "velocity_gain\n")
        #expect(try complete("tunelab completions ''") == "bash zsh fish\n")
        #expect(try complete("tunelab bench --format j") == "junit\n")
    }

    @Test func theManPageRendersWithoutWarnings() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", "-z"]
        let input = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(tunelab("man").out.utf8))
        try input.fileHandleForWriting.close()
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && err.isEmpty, "groff: \(err)")
        #expect(tunelab("man").out.contains(".SS compare\n.B tunelab compare BASE.csv NEW.csv"), "usage lines")
    }
}
