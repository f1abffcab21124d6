import Foundation
import Testing
import TunelabKit

/// Issue 15, defects 3 and 11: every read is bounded and refuses what is not a regular file;
/// invalid UTF-8 and unreadable scenario files are reported at their place.
@Suite struct BoundedReadTests {
    @Test func devZeroIsRefusedEverywhere() throws {
        let dir = try TempDirectory("bounded-zero")
        defer { dir.remove() }
        let grid = try dir.write(#"{"scenario": "/dev/zero", "grid": {"duration": [1]}}"#, to: "g.json")
        let trace = try dir.write(#"{"gesture": [{"trace": {"file": "/dev/zero"}}]}"#, to: "t.json")
        let cases: [([String], String)] = [
            (["validate", "/dev/zero"], #"/dev/zero: cannot read "/dev/zero": not a regular file"#),
            (["run", "/dev/zero"], #"/dev/zero: cannot read "/dev/zero": not a regular file"#),
            (["validate", grid], grid + #":1:14: scenario: cannot read "/dev/zero": not a regular file"#),
            (
                ["run", trace, "--out", dir.file("out")],
                trace + #":1:33: gesture[0].trace.file: cannot read "/dev/zero": not a regular file"#
            ),
            (["compare", "/dev/zero", "/dev/zero"], #"/dev/zero: cannot read "/dev/zero": not a regular file"#),
            (
                ["chart", "/dev/zero", "--x", "a", "--y", "b", "--metric", "jitter_rms_pt"],
                #"/dev/zero: cannot read "/dev/zero": not a regular file"#
            )
        ]
        for (args, message) in cases {
            let r = tunelab(args)
            #expect(r.code == 2 && r.err == message + "\n", "\(args): \(r)")
        }
        #expect(!dir.exists("out"))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = try TempDirectory("bounded-fifo")
        defer { dir.remove() }
        #expect(mkfifo(dir.file("fifo"), 0o644) == 0)
        let r = tunelab("validate", dir.file("fifo"))
        #expect(r.code == 2 && r.err.hasSuffix("not a regular file\n"), "\(r)")
    }

    @Test func anOversizedFileIsRefusedNamingTheLimit() throws {
        let dir = try TempDirectory("bounded-huge")
        defer { dir.remove() }
        // Sparse files: the size is what counts, nothing is read.
        for (name, size) in [("big.json", 17 << 20), ("big.csv", 257 << 20)] {
            let fd = open(dir.file(name), O_WRONLY | O_CREAT, 0o644)
            #expect(fd >= 0 && ftruncate(fd, off_t(size)) == 0)
            close(fd)
        }
        let json = tunelab("run", dir.file("big.json"))
        #expect(json.code == 2 && json.err.hasSuffix("larger than the 16 MiB limit for a JSON file\n"), "\(json)")
        let csv = tunelab("compare", dir.file("big.csv"), dir.file("big.csv"))
        #expect(csv.code == 2 && csv.err.hasSuffix("larger than the 256 MiB limit for a CSV table\n"), "\(csv)")
    }

    @Test func invalidUTF8IsReportedAtItsFirstBadByte() throws {
        let dir = try TempDirectory("bounded-utf8")
        defer { dir.remove() }
        try Data(Array("{\n  \"name\": \"caf".utf8) + [0xC3, 0x28] + Array("\"\n}\n".utf8)).write(
            to: URL(fileURLWithPath: dir.file("s.json")))
        let r = tunelab("validate", dir.file("s.json"))
        #expect(r.code == 2 && r.err == dir.file("s.json") + ":2:15: not valid UTF-8 text (byte 0xC3)\n", "\(r)")
        try Data(Array("time,translation\n0,0\n0.1,".utf8) + [0xFF] + Array("\n".utf8)).write(to: URL(fileURLWithPath: dir.file("t.csv")))
        let t = tunelab("compare", dir.file("t.csv"), dir.file("t.csv"))
        #expect(t.code == 2 && t.err == dir.file("t.csv") + ":3:5: not valid UTF-8 text (byte 0xFF)\n", "\(t)")
    }

    @Test func utf8CheckKnowsTheEdgeCases() {
        #expect(UTF8Check.firstInvalid(Array("aé日\u{10FFFF}".utf8)) == nil, "valid 1-4 byte forms")
        for (bytes, column) in [
            ([0x61, 0xC0, 0x80], 2), ([0xED, 0xA0, 0x80], 1), ([0xF4, 0x90, 0x80, 0x80], 1), ([0x61, 0x62, 0xE2, 0x82], 3)
        ] {
            #expect(UTF8Check.firstInvalid(bytes.map(UInt8.init))?.position == SourcePosition(line: 1, column: column), "\(bytes)")
        }
    }

    @Test func aGridsScenarioThatIsADirectoryOrEmptyIsBlamedInTheGrid() throws {
        let dir = try TempDirectory("bounded-grid")
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.file("scenarios"), withIntermediateDirectories: true)
        try dir.write("", to: "empty.json")
        let a = try dir.write(#"{"scenario": "scenarios", "grid": {"duration": [1]}}"#, to: "a.json")
        let b = try dir.write(#"{"scenario": "empty.json", "grid": {"duration": [1]}}"#, to: "b.json")
        let ra = tunelab("validate", a), rb = tunelab("validate", b)
        #expect(ra.code == 2 && ra.err == a + #":1:14: scenario: cannot read "scenarios": is a directory"# + "\n", "\(ra)")
        #expect(rb.code == 2 && rb.err == b + #":1:14: scenario: "empty.json" is empty; expected a scenario object"# + "\n", "\(rb)")
    }
}
