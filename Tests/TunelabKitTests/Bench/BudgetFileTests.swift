import Foundation
import Testing
import TunelabKit

@Suite struct BudgetFileTests {
    func decode(_ text: String) throws(InputError) -> BudgetFile {
        try BudgetFile.decode(text: text, file: "budgets.json")
    }

    func message(_ text: String) -> String? {
        do { _ = try decode(text); return nil } catch { return error.description }
    }

    @Test func decodesEntriesAndLimitsInFileOrder() throws {
        let file = try decode(
            """
            {"note": "m1", "budgets": {"sweep_point": {"median_us": 900},
             "cardStack_20_60hz": {"p99_us": 40, "median_us": 10, "median_fraction": 0.002, "p99_fraction": 0.01}}}
            """)
        #expect(file.note == "m1")
        #expect(file.entries.map(\.workload) == ["sweep_point", "cardStack_20_60hz"], "entries keep file order")
        #expect(file.entries[1].limits.map(\.key) == [.p99Microseconds, .medianMicroseconds, .medianFraction, .p99Fraction])
        #expect(file.entries[1].limits.map(\.value) == [40, 10, 0.002, 0.01])
    }

    @Test func unknownWorkloadIsAnErrorAtTheKeyWithDidYouMean() {
        let m = message("{\"budgets\": {\n  \"cardStack_20_60Hz\": {\"median_us\": 1}}}")
        #expect(
            m == "budgets.json:2:3: budgets: unknown workload \"cardStack_20_60Hz\"; did you mean \"cardStack_20_60hz\"?",
            "\(m ?? "no error")")
    }

    @Test func unknownLimitIsAnErrorWithDidYouMean() {
        let m = message("{\"budgets\": {\"physics_tick\": {\"median_ms\": 1}}}")
        #expect(m?.hasPrefix("budgets.json:1:31: budgets.physics_tick: unknown limit \"median_ms\"") == true, "\(m ?? "no error")")
        #expect(m?.hasSuffix("did you mean \"median_us\"?") == true, "\(m ?? "no error")")
    }

    @Test(arguments: [
        ("{\"budgets\": {\"physics_tick\": {\"median_us\": 0}}}", "expected a positive number of microseconds, got 0"),
        ("{\"budgets\": {\"physics_tick\": {\"p99_fraction\": -1}}}", "expected a positive fraction of the interval, got -1"),
        ("{\"budgets\": {\"physics_tick\": {\"median_us\": \"5\"}}}", "expected a positive number of microseconds, got a string"),
        ("{\"budgets\": {\"physics_tick\": {}}}", "expected at least one limit"),
        (
            "{\"budgets\": {\"physics_tick\": {\"median_ratio\": -2}}}",
            "expected a positive multiple of the calibration unit's median, got -2"
        ),
        ("{\"budgets\": {\"physics_tick\": {\"p99_ratio\": true}}}", "expected a positive multiple of the calibration unit's median"),
        ("{\"note\": \"x\"}", "expected a \"budgets\" object"),
        ("{\"budgets\": {}, \"budget\": 1}", "unknown key \"budget\"")
    ])
    func badValuesAreInputErrors(text: String, expected: String) {
        let m = message(text)
        #expect(m?.contains(expected) == true, "\(text) → \(m ?? "no error")")
        #expect(m?.hasPrefix("budgets.json:1:") == true, "\(text): error has line:column: \(m ?? "")")
    }

    /// `tunelab validate` reads a budget file as `bench` does: the shipped one passes (with its
    /// note), a misspelt limit is one line at its place, and a `--scenario` workload's budget is
    /// left to `bench`.
    @Test func validateChecksBudgetFiles() throws {
        let shipped = tunelab("validate", ServeTestServer.repository + "/experiments/budgets.json")
        #expect(shipped.code == 0 && shipped.out.contains("a valid budget file"), "\(shipped)")
        let dir = try TempDirectory("validate-budgets")
        defer { dir.remove() }
        let bad = try dir.write(#"{"budgets": {"sweep_point": {"median_usec": 900}}}"#, to: "bad.json")
        let refused = tunelab("validate", bad)
        #expect(refused.code == 2 && refused.errLines.count == 1 && refused.err.contains("bad.json:1:30"), "\(refused)")
        let own = try dir.write(#"{"budgets": {"myfeed_frame": {"median_ratio": 3}}}"#, to: "own.json")
        #expect(tunelab("validate", own).code == 0)
    }
}
