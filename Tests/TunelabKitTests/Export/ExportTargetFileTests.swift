import Foundation
import Testing
import TunelabKit
import TestSupport

/// Each export target names its own file (`ExportTarget.fileExtension`, `fileName(_:)`), and the
/// CLI (`tunelab export --list-targets`), the goldens and `scripts/export-check.sh` read that one
/// list rather than keeping their own.
@Suite struct ExportTargetFileTests {
    static let golden = Repository.path + "/Tests/TunelabKitTests/Export/Golden"

    @Test func everyTargetHasItsOwnExtension() {
        let extensions = ExportTarget.allCases.map(\.fileExtension)
        #expect(Set(extensions).count == extensions.count, "two targets share an extension: \(extensions)")
        #expect(ExportTarget.uikit.fileName("snap-spring-best") == "snap-spring-best.uikit.swift")
        for target in ExportTarget.allCases {
            #expect(!target.fileExtension.isEmpty && !target.fileExtension.hasPrefix("."), "\(target)")
            #expect(target.fileName("a") == "a." + target.fileExtension, "\(target)")
        }
    }

    @Test func theGoldensAreOneFilePerTargetByItsName() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.golden).filter { $0.hasPrefix("snap-spring-best.") }
        let expected = ExportTarget.allCases.map { $0.fileName("snap-spring-best") }
        #expect(names.sorted() == expected.sorted(), "Golden/ holds \(names.sorted()); the targets name \(expected.sorted())")
    }

    @Test func listTargetsPrintsEachTargetAndItsExtension() throws {
        let r = tunelab("export", "--list-targets")
        #expect(r.code == 0 && r.err.isEmpty, "\(r)")
        #expect(r.out == ExportTarget.allCases.map { "\($0.rawValue) \($0.fileExtension)\n" }.joined(), "\(r)")
        // Hidden: not an option of help, the completions or the man page; --to lists the same targets.
        let spec = try #require(CommandSpec.named("export"))
        #expect(!spec.help.contains("--list-targets") && !tunelab("man").out.contains("list\\-targets"))
        #expect(spec.completion(after: "--to") == .words(ExportTarget.allCases.map(\.rawValue)))
        #expect(tunelab("export", "--list-targets", "x").code == 2, "only alone")
    }

    /// The export gate loops over what `--list-targets` prints: no line of the script names
    /// three or more targets (a hard-coded list) or maps a target to its extension.
    @Test func theExportGateReadsTheListFromTheTool() throws {
        let script = try String(contentsOfFile: Repository.path + "/scripts/export-check.sh", encoding: .utf8)
        #expect(script.contains("\"$bin\" export --list-targets"), "export-check.sh does not read tunelab export --list-targets")
        let words = Set(ExportTarget.allCases.map(\.rawValue) + ExportTarget.allCases.map(\.fileExtension))
        for (index, line) in script.components(separatedBy: "\n").enumerated() {
            let named = Set(line.split { !($0.isLetter || $0.isNumber || $0 == ".") }.map(String.init)).intersection(words)
            #expect(named.count < 3, "scripts/export-check.sh:\(index + 1): names the targets \(named.sorted()) itself: \(line)")
        }
    }
}
