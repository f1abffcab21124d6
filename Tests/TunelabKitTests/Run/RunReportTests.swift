import Foundation
import Testing
import TunelabKit

/// `tunelab run`'s page (a player and the trace) and its terminal summary of the metrics.
@Suite struct RunReportTests {
    @Test func aCardStackRunGetsAPlayerAndReadableMetrics() throws {
        let dir = try TempDirectory("run-report")
        defer { dir.remove() }
        let scenario = try dir.write(
            """
            {"name": "flick", "duration": 1, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -3000}}]}
            """, to: "flick.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"))
        #expect(r.code == 0, "\(r)")
        let lines = r.out.split(separator: "\n").dropFirst()
        #expect(lines.contains { $0.hasPrefix("  jitter_rms_pt") && $0.hasSuffix(" pt") }, "\(r.out)")
        for line in lines {
            let value = line.split(separator: " ").dropFirst().first.map(String.init) ?? ""
            if let dot = value.firstIndex(of: ".") {
                #expect(value[dot...].count <= 5, "at most 4 significant digits: \(line)")
            }
        }
        let page = dir.text("out/charts/index.html")
        #expect(page.contains("data-player-frame=\"0\"") && page.contains("<canvas"), "a player")
        #expect(page.contains("class=\"filmstrip\""), "a filmstrip for readers without scripts")
        #expect(
            page.contains("<tr><td>focus error</td><td class=\"num\">") && page.contains("<td>jitter_rms_pt</td></tr>"),
            "metrics in plain words, with their columns")
        #expect(page.contains("<script>//<![CDATA["), "the script inline, no network")
        #expect(!page.contains("src=") && !page.contains("https://") && !page.contains("<link"), "no external files")
        let again = try TempDirectory("run-report-2")
        defer { again.remove() }
        #expect(tunelab("run", scenario, "--out", again.file("out")).code == 0)
        #expect(again.text("out/charts/index.html") == page, "same inputs, same page bytes")
    }
}
