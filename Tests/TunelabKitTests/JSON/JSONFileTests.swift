import Foundation
import Testing
import TunelabKit

@Suite struct JSONFileTests {
    static func scratch(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "tunelab-jsonfile-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        try? FileManager.default.removeItem(atPath: dir)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func missingFileNamesTheFile() {
        let message = JSONTestSupport.failure { () throws(InputError) in
            _ = try JSONFile.read("/nonexistent-dir/x.json", displayName: "x.json")
        }
        #expect(message == #"x.json: cannot read "x.json": no such file"#)
    }

    @Test func reportedAtTheReferringPlace() {
        do {
            _ = try JSONFile.read("does-not-exist.json")
            Issue.record("expected an error")
        } catch {
            let moved = error.at(file: "grid.json", position: SourcePosition(line: 1, column: 28), path: JSONPath.root.key("scenario"))
            #expect(moved.description == #"grid.json:1:28: scenario: cannot read "does-not-exist.json": no such file"#)
        }
    }

    @Test func directoryAndInvalidUTF8() throws {
        let dir = Self.scratch("dir")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let asDirectory = JSONTestSupport.failure { () throws(InputError) in _ = try JSONFile.read(dir, displayName: "d") }
        #expect(asDirectory == #"d: cannot read "d": is a directory"#)
        let bad = dir + "/bad.json"
        try Data([0x5B, 0xFF, 0x5D]).write(to: URL(fileURLWithPath: bad))
        let invalid = JSONTestSupport.failure { () throws(InputError) in _ = try JSONFile.read(bad, displayName: "bad.json") }
        #expect(invalid == "bad.json:1:2: not valid UTF-8 text (byte 0xFF)", "the first bad byte's place")
    }

    @Test func readsAndParsesWithDisplayNameInErrors() throws {
        let dir = Self.scratch("read")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = dir + "/good.json"
        try Data("{\"a\": [1, 2.50]}\n".utf8).write(to: URL(fileURLWithPath: good))
        let node = try JSONFile.read(good)
        #expect(node.jsonText == #"{"a":[1,2.50]}"#)
        let broken = dir + "/broken.json"
        try Data("{\n  \"a\": 01\n}".utf8).write(to: URL(fileURLWithPath: broken))
        let message = JSONTestSupport.failure { () throws(InputError) in _ = try JSONFile.read(broken, displayName: "broken.json") }
        #expect(message == #"broken.json:2:8: invalid number "01""#)
    }
}
