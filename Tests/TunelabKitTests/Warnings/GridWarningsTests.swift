import Foundation
import Testing
import TunelabKit

/// Grid warnings (docs/grid.md, "Warnings"): a `layout.params.X` key no formula reads, and the
/// base scenario's warnings; printed by `sweep` and `validate` with exit 0; `--strict` makes
/// the first an error (exit 2, nothing written). No shipped scenario or grid has a warning.
@Suite struct GridWarningsTests {
    /// A formula layout reading `radius`.
    static let layout =
        #"{"kind": "formula", "pitch": 24, "params": {"radius": 100}, "item": {"x": "0", "y": "index * pitch + radius", "width": "10", "height": "10"}}"#

    static func grid(_ keys: String, gesture: String = #"[{"flick": {"velocity": -2000}}, {"wait": 1}]"#) -> String {
        #"{"name": "g", "scenario": {"duration": 1, "layout": \#(layout), "gesture": \#(gesture)}, "grid": {\#(keys)}}"#
    }

    /// `sweep` and `validate` on `text`: the warning lines (grid path cut off), after checking
    /// exit 0 and outputs; and `--strict`: exit 2, the first as the error, nothing written.
    static func warnings(_ text: String) throws -> [String] {
        let dir = try TempDirectory("grid-warnings")
        defer { dir.remove() }
        let path = try dir.write(text, to: "g.json")
        let sweep = tunelab("sweep", path, "--out", dir.file("out"), "--quiet", "--jobs", "1")
        #expect(sweep.code == 0 && dir.exists("out/results.csv"), "a warning does not fail the sweep: \(sweep)")
        let lines = sweep.errLines.map(String.init)
        #expect(lines.allSatisfy { $0.contains("warning: ") }, "only warnings on stderr: \(sweep)")
        let validate = tunelab("validate", path)
        #expect(validate.code == 0, "\(validate)")
        #expect(Array(validate.errLines.prefix(lines.count)).map(String.init) == lines, "validate warns alike: \(validate)")
        for arguments in [["sweep", path, "--out", dir.file("strict"), "--quiet", "--strict"], ["validate", path, "--strict"]] {
            let strict = tunelab(arguments)
            if let first = lines.first {
                let error = first.replacingOccurrences(of: "warning: ", with: "")
                #expect(strict.code == 2 && strict.out.isEmpty && strict.err == error + "\n", "\(arguments[0]) --strict: \(strict)")
                #expect(!dir.exists("strict"), "\(arguments[0]) --strict: nothing written")
            } else {
                #expect(strict.code == 0, "\(arguments[0]) --strict without warnings: \(strict)")
            }
        }
        return lines.map { $0.hasPrefix(path) ? String($0.dropFirst(path.count)) : $0 }
    }

    @Test func misspeltParameterKey() throws {
        let text = Self.grid(#""layout.params.raduis": [100, 200]"#)
        let column = try FormulaFileErrorTests.column(of: #""layout.params.raduis""#, in: text)
        #expect(
            try Self.warnings(text) == [
                ":1:\(column): grid[\"layout.params.raduis\"]: warning: no formula reads \"raduis\", so its points differ in nothing; did you mean \"radius\"?"
            ])
    }

    @Test func parameterKeyThatAFormulaReadsIsFine() throws {
        #expect(try Self.warnings(Self.grid(#""layout.params.radius": [100, 200]"#)) == [])
    }

    @Test func parameterReadOnlyByASweptFormulaIsFine() throws {
        let keys = #""layout.params.spread": [1, 2], "layout.item.x": ["0", "spread * index"]"#
        #expect(try Self.warnings(Self.grid(keys)) == [])
    }

    @Test func baseScenarioWarningsAreTheGridsToo() throws {
        let text = Self.grid(#""layout.params.radius": [100, 200]"#, gesture: #"[{"flick": {"velocity": -3}}, {"wait": 1}]"#)
        let column = try FormulaFileErrorTests.column(of: "-3}", in: text)
        #expect(
            try Self.warnings(text) == [
                ":1:\(column): scenario.gesture[0].flick.velocity: warning: -3 pt/s is below uikit's fling threshold (50 pt/s): velocities are in pt/s, and UIKit's scrollViewWillEndDragging reports pt/ms (-3 pt/ms = -3000 pt/s)"
            ])
    }

    @Test func uikitSettingKeyUnderPlatformModels() throws {
        let text =
            #"{"name": "g", "scenario": {"duration": 1, "scroll": {"model": "android"}, "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]}, "grid": {"scroll.decelerationRate": [0.99, 0.998]}}"#
        let column = try FormulaFileErrorTests.column(of: #""scroll.decelerationRate""#, in: text)
        #expect(
            try Self.warnings(text) == [
                ":1:\(column): grid[\"scroll.decelerationRate\"]: warning: \"scroll.decelerationRate\" is never read: a uikit setting, and scroll.model is \"android\"; its points differ in nothing"
            ])
        let swept =
            #"{"name": "g", "scenario": {"duration": 1, "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]}, "grid": {"scroll.model": ["uikit", "android"], "scroll.decelerationRate": [0.99, 0.998]}}"#
        #expect(try Self.warnings(swept) == [], "uikit among the swept models reads it")
    }

    @Test func touchSeedKeyWithoutNoise() throws {
        let scenario = #""scenario": {"duration": 1, "gesture": [{"drag": {"translation": -100}}, {"release": {}}, {"wait": 1}]}"#
        let text = #"{"name": "g", \#(scenario), "grid": {"touch.seed": [1, 2]}}"#
        let column = try FormulaFileErrorTests.column(of: #""touch.seed""#, in: text)
        #expect(
            try Self.warnings(text) == [
                ":1:\(column): grid[\"touch.seed\"]: warning: \"touch.seed\" is never read: it seeds only the touch noise, and touch.noise is 0; its points differ in nothing"
            ])
        #expect(try Self.warnings(#"{"name": "g", \#(scenario), "grid": {"touch.seed": [1, 2], "touch.noise": [0, 0.5]}}"#) == [])
    }

    @Test func snapIntervalKeyThePolicyIgnores() throws {
        let text =
            #"{"name": "g", "scenario": {"duration": 1, "scroll": {"snap": {"policy": "paging"}}, "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1}]}, "grid": {"scroll.snap.interval": [20, 30]}}"#
        let column = try FormulaFileErrorTests.column(of: #""scroll.snap.interval""#, in: text)
        #expect(
            try Self.warnings(text) == [
                ":1:\(column): grid[\"scroll.snap.interval\"]: warning: \"scroll.snap.interval\" is never read: only the policy \"nearest\" reads it, and the policy is \"paging\"; its points differ in nothing"
            ])
    }

    /// Every shipped scenario and grid: no warning.
    @Test func shippedInputsHaveNoWarnings() throws {
        let repository = FormulaCardStackEquivalenceTests.repository
        var files: [String] = []
        for folder in [
            "experiments", "experiments/scenarios", "experiments/layouts", "experiments/bench", "examples/custom-layout/experiments"
        ] {
            let path = repository.appendingPathComponent(folder).path
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where name.hasSuffix(".json") {
                files.append(path + "/" + name)
            }
        }
        #expect(files.count >= 30, "\(files.count) shipped files")
        var checked = 0
        for file in files.sorted() {
            guard let root = try? JSONFile.read(file) else { continue }
            if root["grid"] != nil || root["scenario"] != nil {
                guard let grid = try? GridDecoder.load(file) else { continue }  // budgets, plug-in layouts
                #expect(GridWarnings.check(grid).map(\.description) == [], "\(file)")
            } else if root["gesture"] != nil || root["layout"] != nil {
                guard let scenario = try? ScenarioDecoder.decoder(forFile: file).decode(root) else { continue }
                #expect(ScenarioWarnings.check(scenario, root: root, file: file).map(\.description) == [], "\(file)")
            } else {
                continue
            }
            checked += 1
        }
        #expect(checked >= 25, "\(checked) shipped scenarios and grids checked")
    }
}
