import Foundation
import Testing
import TestSupport

@testable import TunelabKit

/// Issue 44: a grid of many cases traces the first `traceCases` (16 by default) of each traced
/// point and says so, instead of writing every case's traces (1 000 cases wrote 961 MB).
@Suite struct SweepTraceCapTests {
    static func grid(cases: Int, extra: String = "") -> String {
        let list = (0..<cases).map { #"{"gesture": [{"flick": {"velocity": -\#(500 + 10 * $0)}}]}"# }.joined(separator: ",")
        return
            #"{"name": "many", "traces": 1\#(extra), "scenario": {"duration": 0.2, "layout": {"kind": "fade"}}, "grid": {"scroll.decelerationRate": [0.998, 0.99]}, "cases": [\#(list)]}"#
    }

    @Test func theFirstSixteenCasesAreTracedAndTheRestSaid() throws {
        let dir = try TempDirectory("trace-cap")
        defer { dir.remove() }
        let path = try dir.write(Self.grid(cases: 20), to: "grid.json")
        let r = tunelab("sweep", path, "--out", dir.file("out"), "--quiet", "--jobs", "1")
        #expect(r.code == 0, "\(r)")
        let point = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.file("out/traces")).first)
        let cases = try FileManager.default.contentsOfDirectory(atPath: dir.file("out/traces/\(point)")).sorted()
        #expect(cases.count == 16 && cases.contains("case16") && !cases.contains("case17"), "\(cases)")
        #expect(
            r.err.contains("traces: 16 cases × 1 point, about ")
                && r.err.contains("; the other 4 cases are not traced (\"traceCases\" in the grid traces more)"),
            "\(r.err)")
    }

    @Test func traceCasesTracesMoreOrFewer() throws {
        let dir = try TempDirectory("trace-cap")
        defer { dir.remove() }
        let all = tunelab(
            "sweep", try dir.write(Self.grid(cases: 20, extra: #", "traceCases": 20"#), to: "a.json"), "--out", dir.file("a"), "--quiet")
        #expect(all.code == 0 && !all.err.contains("traces:"), "\(all)")
        let point = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.file("a/traces")).first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("a/traces/\(point)")).count == 20)
        let none = tunelab(
            "sweep", try dir.write(Self.grid(cases: 3, extra: #", "traceCases": 0"#), to: "b.json"), "--out", dir.file("b"), "--quiet")
        #expect(none.code == 0 && none.err.contains("traces: 0 cases × 1 point"), "\(none)")
        let bad = tunelab("validate", try dir.write(Self.grid(cases: 3, extra: #", "traceCase": 2"#), to: "c.json"))
        #expect(bad.code == 2 && bad.err.contains("did you mean \"traceCases\""), "\(bad)")
    }
}
