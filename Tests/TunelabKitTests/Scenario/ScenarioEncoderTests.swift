import Foundation
import Testing
import TunelabKit
import TestSupport

/// `--to json` of every shipped scenario: the written scenario (every default spelled out) runs
/// to the same frames.csv and items.csv as the original, byte for byte.
@Suite struct ScenarioEncoderTests {
    static let repository = Repository.path

    static let scenarios: [String] = ["scenarios", "layouts"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: repository + "/experiments/\(folder)")) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { "experiments/\(folder)/\($0)" }
    }

    @Test(arguments: scenarios)
    func exportedScenarioRunsTheSame(_ file: String) throws {
        let dir = try TempDirectory("export-encoder")
        defer { dir.remove() }
        let original = try ScenarioRunFiles(scenario: ScenarioDecoder.load(Self.repository + "/" + file))
        let text = try ExportRequest(source: file, target: .json).render(root: Self.repository)
        // A trace keeps its file name relative to the source scenario: give the copy the same neighbours.
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        let copy = try dir.write(text, to: folder + "/exported.json")
        for trace in (try? FileManager.default.contentsOfDirectory(atPath: Self.repository + "/experiments/traces")) ?? [] {
            try dir.write(
                try String(contentsOfFile: Self.repository + "/experiments/traces/" + trace, encoding: .utf8),
                to: "experiments/traces/" + trace)
        }
        let exported = try ScenarioRunFiles(scenario: ScenarioDecoder.load(copy))
        #expect(exported.frames.bytes == original.frames.bytes, "\(file): frames.csv")
        #expect(exported.items.bytes == original.items.bytes, "\(file): items.csv")
        #expect(exported.metrics.bytes == original.metrics.bytes, "\(file): metrics.csv")
        for needle in ["\"exportedFrom\"", "\"tool\": \"tunelab \(ToolVersion.current)\"", "\"scenario\": \"\(file)\"", "\"fingerprint\": "]
        {
            #expect(text.contains(needle), "\(file): \(needle) in \(text)")
        }
    }
}
