import Foundation
import Testing
@testable import TunelabKit

/// A fresh sweep folds its rows into the report's digest as it writes them (`SweepDigest.fold`
/// of `ResultsChunk`s, nothing read back); `merge`, `--resume` and a report finished after a
/// kill fold `results.csv` instead. Both must give the same report, byte for byte: here each
/// grid is swept, then its report is written again from the file into a copy, and every file
/// is compared.
@Suite struct SweepDigestTests {
    /// Failing points, two cases, a mean aggregate; quoted cells (a key value and statuses with
    /// commas and quotes); the card-stack kernel's batches with two ranked metrics (the Pareto
    /// chart); every point failing.
    static let grids: [(name: String, text: String)] = [
        ("mixed", SweepTestGrids.mixed),
        (
            "quoted",
            #"""
            {"name": "quoted",
             "scenario": {"duration": 0.2, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}]},
             "grid": {"scroll.decelerationRate": ["normal", "a,\"b\"", 0.99], "layout.alphaDecay": [0.1, 0.2]},
             "metrics": ["jitter_rms_pt", "travel_pt"]}
            """#
        ),
        (
            "kernel",
            """
            {"name": "kernel",
             "scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2500}}]},
             "grid": {"layout.scaleFrequency": {"from": 0.1, "to": 0.5, "step": 0.1},
                      "layout.alphaDecay": [0.05, 0.1, 0.2], "layout.spacing": [16, 24]},
             "metrics": ["overlap_cv", "jitter_rms_pt", "pixel_flips"]}
            """
        ),
        (
            "all-fail",
            """
            {"name": "all-fail",
             "scenario": {"duration": 0.2, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}]},
             "grid": {"scroll.decelerationRate": ["slowest", "faster"]},
             "metrics": ["travel_pt"]}
            """
        )
    ]

    @Test(arguments: grids.map(\.name))
    func reportFromTheFoldedRowsEqualsTheReportFromTheFile(name: String) throws {
        let text = try #require(Self.grids.first { $0.name == name }).text
        let dir = try TempDirectory("sweep-digest")
        defer { dir.remove() }
        let file = try dir.write(text, to: name + ".json")
        let swept = tunelab("sweep", file, "--out", dir.file("streamed"), "--jobs", "2", "--quiet")
        #expect(swept.code == (name == "all-fail" ? 1 : 0), "\(swept)")
        try FileManager.default.copyItem(atPath: dir.file("streamed"), toPath: dir.file("read"))
        let grid = try GridDecoder.load(file)
        try SweepReport.write(grid: grid, directory: dir.file("read"), console: .capturing())

        let files = try SweepCommandTests.files(under: dir.file("streamed"))
        #expect(files.contains("summary.md") && files.contains("summary.csv"), "\(files)")
        #expect(try SweepCommandTests.files(under: dir.file("read")) == files, "the same files")
        for f in files where f != "run.json" {
            #expect(dir.bytes("read/" + f) == dir.bytes("streamed/" + f), "\(name): \(f) is the same from the file")
        }
        if name == "quoted" {
            let rows = dir.text("streamed/results.csv")
            #expect(rows.contains(#","a,""b""","#), "a quoted key cell: \(rows)")
        }
    }

    /// The chunk a worker formats is the CSV `CSVWriter.row` writes of each outcome's fields,
    /// and its values are what those fields read back (-0 as 0, non-finite as empty).
    @Test func chunkBytesAndValuesMatchTheRowsWrittenAndReadBack() throws {
        let dir = try TempDirectory("sweep-chunk")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(Self.grids[1].text, to: "quoted.json"))
        let cells = ResultsCells(grid: grid)
        var chunk = ResultsChunk(cells: cells, rows: 4)
        let outcomes = [
            PointOutcome(point: 0, digits: [0, 0], values: [-0.0, 2.5], status: "ok"),
            PointOutcome(point: 1, digits: [1, 1], values: [nil, nil], status: #"bad "x", y"#),
            PointOutcome(point: 2, digits: [2, 0], values: [.nan, -.infinity], status: "ok"),
            PointOutcome(point: 3, digits: [2, 1], values: [1e-7, 123456789012345], status: "ok")
        ]
        var expected = CSVWriter()
        for outcome in outcomes {
            chunk.append(outcome, cells: cells)
            expected.row(outcome.fields(grid))
        }
        #expect(chunk.count == 4)
        #expect(String(decoding: chunk.bytes, as: UTF8.self) == expected.text)
        #expect(chunk.values == [0, 2.5, nil, nil, nil, nil, 1e-7, 123456789012345])
        var seen: [[String]] = []
        var readValues: [[Double?]?] = []
        chunk.forEachRow { row, values in
            seen.append(row.strings)
            readValues.append(values.map(Array.init))
        }
        #expect(seen == outcomes.map { $0.fields(grid) }, "fields split back as written")
        #expect(readValues[0] == [0, 2.5] && readValues[1] == nil && readValues[3] == [1e-7, 123456789012345], "\(readValues)")
    }
}
