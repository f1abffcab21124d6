import Foundation
import Testing
import TunelabKit

/// Every committed regression input (Fuzz/Regressions/, issue 15) through the commands that
/// crashed on it, hung or left outputs behind: now an answer (exit 0, 1 or 2, never an internal
/// error), and nothing written by an error. Inputs named `*-refused` must be exit 1 or 2.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Regressions"

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasSuffix(".md") }.sorted()
    }

    @Test func thereAreRegressionInputs() {
        #expect(Self.inputs.count >= 10, "\(Self.inputs)")
    }

    @Test(arguments: inputs)
    func regressionInputIsAnAnswer(name: String) throws {
        let dir = try TempDirectory("fuzz-regression")
        defer { dir.remove() }
        let path = dir.file(name)
        try FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: path)
        let out = dir.file("out")
        var runs: [[String]]
        if name.hasPrefix("scenario-") {
            runs = [["validate", path], ["run", path, "--out", out]]
        } else if name.hasPrefix("grid-") {
            runs = [["validate", path], ["sweep", path, "--out", out, "--quiet", "--jobs", "1"]]
        } else {
            let base = try dir.write("point,a,b,jitter_rms_pt,status\n0,1,1,1,ok\n1,1,2,2,ok\n", to: "base.csv")
            runs = [
                ["compare", base, path], ["compare", path, base, "--format", "junit"],
                ["chart", path, "--x", "a", "--y", "b", "--metric", "jitter_rms_pt", "--out", out]
            ]
        }
        for args in runs {
            let r = tunelab(args)
            #expect(r.code == 0 || r.code == 1 || r.code == 2, "\(name): \(args[0]): \(r)")
            #expect(!r.err.contains("internal error"), "\(name): \(args[0]): \(r)")
            if !name.contains("-accepted") { #expect(r.code != 0, "\(name): \(args[0]) must be refused: \(r)") }
            if r.code == 2 { #expect(!dir.exists("out"), "\(name): \(args[0]) left outputs") }
        }
    }
}
