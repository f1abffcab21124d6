import Foundation
import Testing
import TunelabKit

@Suite struct AtomicFileTests {
    static func scratch(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "tunelab-atomic-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        try? FileManager.default.removeItem(atPath: dir)
        return dir
    }

    @Test func createsParentsWritesAndLeavesNoTemporaryFile() throws {
        let dir = Self.scratch("write")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/a/b/results.csv"
        try AtomicFile.write("x,y\n1,2\n", to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("x,y\n1,2\n".utf8))
        try AtomicFile.write([0x41, 0x0A], to: path, sync: true)
        #expect(FileManager.default.contents(atPath: path) == Data([0x41, 0x0A]), "overwrite replaces the whole file")
        let listing = try FileManager.default.contentsOfDirectory(atPath: dir + "/a/b")
        #expect(listing == ["results.csv"], "no .tmp- file left: \(listing)")
    }

    @Test func failureReportsThePathAndLeavesNothing() throws {
        let dir = Self.scratch("fail")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write("not a directory", to: dir + "/file")
        do {
            try AtomicFile.write("x", to: dir + "/file/inside.csv")
            Issue.record("expected a write error")
        } catch {
            #expect(error.description == "\(dir)/file/inside.csv: cannot write: a parent is not a directory")
        }
        do {
            try AtomicFile.write("x", to: dir)  // the target is a directory: rename fails
            Issue.record("expected a write error")
        } catch {
            #expect(error.path == dir)
        }
        let listing = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(listing == ["file"], "no temporary file left after failures: \(listing)")
    }
}
