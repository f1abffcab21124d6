import Foundation
import Testing
import TunelabKit

/// `bench --format markdown|junit`, and their error documents.
@Suite struct BenchFormatTests {
    static func budgets(in dir: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/budgets.json"
        try #"{"budgets": {"physics_tick": {"median_us": 10}, "fade_20_60hz": {"median_us": 3, "p99_us": 20}}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func junitHasOneTestcasePerWorkloadAndLimit() throws {
        let dir = BenchCommandTests.scratch("junit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let budgets = try Self.budgets(in: dir)
        let console = Console.capturing()
        let code = try BenchCommand.run(
            ["--budget", budgets, "--out", dir, "--format", "junit"], console: console, measure: BenchCommandTests.fake(4))
        #expect(code == 1)
        let out = console.capturedOut.replacingOccurrences(of: dir + "/", with: "")
        #expect(
            out == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="tunelab bench" tests="3" failures="1">
                  <testsuite name="bench budgets.json" tests="3" failures="1" errors="0" skipped="0">
                    <testcase classname="tunelab.bench.physics_tick" name="median_us"/>
                    <testcase classname="tunelab.bench.fade_20_60hz" name="median_us">
                      <failure message="fade_20_60hz median_us: 4.00 &gt; 3.00 (repeats 4.00 4.00 4.00 4.00 4.00)" type="budget"/>
                    </testcase>
                    <testcase classname="tunelab.bench.fade_20_60hz" name="p99_us"/>
                  </testsuite>
                </testsuites>

                """, "\(out)")
        #expect(console.capturedErr.contains("wrote \(dir)/bench.csv\n") && console.capturedErr.contains("BROKEN fade_20_60hz"))
        #expect(FileManager.default.fileExists(atPath: dir + "/bench.csv"))

        let plain = Console.capturing()
        #expect(try BenchCommand.run(["--out", dir, "--format=junit"], console: plain, measure: BenchCommandTests.fake(4)) == 0)
        #expect(
            plain.capturedOut.contains("<testcase classname=\"tunelab.bench.physics_tick\" name=\"measured\"/>")
                && plain.capturedOut.contains("tests=\"\(BenchWorkload.all.count)\" failures=\"0\""), "\(plain.capturedOut)")
    }

    @Test func markdownIsTheTableWithTheVerdict() throws {
        let dir = BenchCommandTests.scratch("markdown")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let budgets = try Self.budgets(in: dir)
        let console = Console.capturing()
        let code = try BenchCommand.run(
            ["--budget", budgets, "--out", dir, "--format", "markdown"], console: console, measure: BenchCommandTests.fake(4))
        #expect(code == 1)
        let out = console.capturedOut.replacingOccurrences(of: dir + "/", with: "")
        #expect(
            out.hasPrefix("<!-- tunelab bench -->\n### tunelab bench: FAIL\n\nBudgets `budgets.json`: 3 limits checked, 1 broken.\n\n"),
            "\(out)")
        #expect(
            out.contains(
                "| workload | unit | median µs | p99 µs | median ×cal | p99 ×cal | median % | p99 % | interval | budget |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---|\n"
            ), "\(out)")
        #expect(out.contains("| physics_tick | frame | 4.00 | 8.00 | 8.00 | 16.0 | 0.0480 | 0.0960 | 8333 µs | ok |\n"), "\(out)")
        #expect(out.contains("| fade_20_60hz | frame |") && out.contains("| BROKEN median_us |\n"), "\(out)")
        #expect(out.contains("- **BROKEN** fade_20_60hz median_us: 4.00 > 3.00"), "\(out)")
        #expect(out.hasSuffix("; medians over 5 repeats\n") && !out.contains("wrote"), "\(out)")
    }

    @Test func exitTwoStillWritesTheDocument() throws {
        let junit = tunelab("bench", "--repeats", "0", "--format", "junit")
        #expect(junit.code == 2, "\(junit)")
        #expect(
            junit.out.contains(
                "<testcase classname=\"tunelab.bench\" name=\"bench\">\n      <error message=\"tunelab: bench: --repeats needs a whole number from 1 to 1000, got 0\" type=\"exit 2\"/>"
            ), "\(junit)")
        let unknown = tunelab("bench", "--only", "my_scroll_frame", "--format=markdown")
        #expect(
            unknown.code == 2
                && unknown.out.hasPrefix(
                    "<!-- tunelab bench -->\n### tunelab bench: error (exit 2)\n\n```text\ntunelab: bench: --only: unknown workload my_scroll_frame"
                ), "\(unknown)")
        let bad = tunelab("bench", "--format", "xml")
        #expect(bad.code == 2 && bad.out.isEmpty && bad.err.contains("--format expects text, markdown or junit, got xml"), "\(bad)")
        let work = tunelab("bench", "--work", "1", "--format", "junit")
        #expect(work.code == 2 && work.err.contains("--work prints checksums only"), "\(work)")
    }
}
