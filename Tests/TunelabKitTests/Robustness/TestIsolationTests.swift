import Foundation
import Testing
import TestSupport

/// The tests hold on any clean machine and write only into their own temporary folders.
@Suite struct TestIsolationTests {
    @Test func aShellScriptRunsInAFolderOfItsOwn() throws {
        let r = ToolProcess.shell("pwd >&2; echo x > stray-file-of-a-test")
        let folder = r.err.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(r.code == 0 && folder.contains("tunelab-shell-"), "\(r)")
        #expect(!FileManager.default.fileExists(atPath: folder), "the folder is removed afterwards: \(folder)")
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/stray-file-of-a-test"))
        #expect(!FileManager.default.fileExists(atPath: Repository.path + "/stray-file-of-a-test"))
    }

    /// A redirection to a missing /dev/full would create a regular file there: every test that
    /// names it is gated by `FullDevice.trait`.
    @Test func everyTestOfDevFullIsSkippedWithoutIt() throws {
        let tests = Repository.url.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 100, "the test sources are found: \(files.count)")
        for file in files where !file.hasSuffix("FullDevice.swift") && !file.hasSuffix("TestIsolationTests.swift") {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            let uses = text.components(separatedBy: "/dev/full").count - 1
            let gated = text.components(separatedBy: "FullDevice.trait").count - 1
            #expect(uses == 0 || gated > 0, "\(file) writes to /dev/full without FullDevice.trait")
        }
    }

    @Test func theFullDeviceCheckReadsTheFileType() {
        // This machine's answer agrees with the file's type, whichever it is.
        let type = (try? FileManager.default.attributesOfItem(atPath: "/dev/full"))?[.type] as? FileAttributeType
        #expect(FullDevice.isAvailable == (type == .typeCharacterSpecial))
    }
}
