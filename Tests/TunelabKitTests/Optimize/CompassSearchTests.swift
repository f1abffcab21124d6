import Testing

@testable import TunelabKit

/// `CompassSearch`: the poll x ± h·e_i in axis order, clipped to the box (a poll clipped onto x
/// left out); h kept after a better point, halved otherwise.
@Suite struct CompassSearchTests {
    /// Around (1/2, 7/8) with h = 1/4, by hand: (3/4, 7/8), (1/4, 7/8), (1/2, 1) — 9/8 clipped —
    /// and (1/2, 5/8).
    @Test func thePollByHand() {
        let compass = CompassSearch(step: 0.25)
        #expect(compass.polls(around: [0.5, 0.875]) == [[0.75, 0.875], [0.25, 0.875], [0.5, 1], [0.5, 0.625]])
        #expect(compass.polls(around: [0, 1]) == [[0.25, 1], [0, 0.75]], "at a corner: the polls the box clips onto x left out")
    }

    @Test func theStepHalvesOnlyWithoutABetterPoint() {
        var compass = CompassSearch(step: 0.5)
        compass.tell(improved: true)
        #expect(compass.step == 0.5)
        compass.tell(improved: false)
        compass.tell(improved: false)
        #expect(compass.step == 0.125)
        #expect(compass.polls(around: [0.5]) == [[0.625], [0.375]])
    }
}
