import Testing
import TunelabKit

@Suite struct BenchWorkloadTests {
    @Test func everyKindCountAndRateIsAWorkloadWithAUniqueName() {
        let names = BenchWorkload.all.map(\.name)
        #expect(
            names.count == 1 + 4 * 3 * 2 + 1 + 4 + 5,
            "calibration + layout kinds × counts × rates + the formula card stack + physics tick + sweep point + sweep batch + formula sweep batch + 5 span batches: \(names.count)"
        )
        #expect(names.first == "calibration" && BenchWorkload.named("calibration")?.subject == .calibration)
        #expect(BenchWorkload.named("formula_infinite_60hz")?.subject == .layout(.formula, count: nil))
        #expect(Set(names).count == names.count, "names are unique")
        #expect(names.contains("cardStack_20_60hz") && names.contains("fade_infinite_120hz") && names.contains("flowStack_2000_120hz"))
        #expect(BenchWorkload.named("physics_tick")?.subject == .physicsTick)
        #expect(BenchWorkload.named("formula_sweep_batch")?.subject == .formulaSweepBatch)
        #expect(BenchWorkload.named("fade_span_batch")?.subject == .spanBatch(stem: "fade"))
        #expect(BenchWorkload.named("parallax_infinite_60hz")?.subject == .layout(.parallax, count: nil))
        #expect(BenchWorkload.named("cardstack_20_60hz") == nil, "names are case-sensitive")
    }
}
