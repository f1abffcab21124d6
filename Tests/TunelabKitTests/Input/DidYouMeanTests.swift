import Testing
import TunelabKit

@Suite struct DidYouMeanTests {
    static let layoutKeys = ["cardWidth", "cardHeight", "spacing", "baseScale", "maxScale", "scaleFrequency", "centerFrequency"]

    @Test(arguments: [
        ("scaleFrequncy", "scaleFrequency"),  // one deletion
        ("SCALEFREQUENCY", "scaleFrequency"),  // case only: distance 0
        ("spacnig", "spacing"),  // one transposition
        ("centreFrequency", "centerFrequency"),  // transposition "re"/"er"
        ("cardwidht", "cardWidth")
    ])
    func suggestsTheNearKey(word: String, expected: String) {
        #expect(DidYouMean.suggestion(for: word, among: Self.layoutKeys) == expected, "\(word)")
    }

    @Test(arguments: ["velocity", "zzzzzzz", "x", "frequency"])
    func nothingForAFarWord(word: String) {
        #expect(DidYouMean.suggestion(for: word, among: Self.layoutKeys) == nil, "\(word)")
    }

    @Test func transpositionCostsOne() {
        // "fsat" → "fast" is 2 by Levenshtein but 1 with transpositions; a 4-letter word allows 1.
        #expect(DidYouMean.distance("fsat", "fast") == 1)
        #expect(DidYouMean.suggestion(for: "fsat", among: ["normal", "fast"]) == "fast")
    }

    @Test func distanceMatchesHandComputedValues() {
        #expect(DidYouMean.distance("kitten", "sitting") == 3, "k→s, e→i, +g")
        #expect(DidYouMean.distance("ca", "abc") == 3, "optimal string alignment, not unrestricted Damerau (2)")
        #expect(DidYouMean.distance("", "abc") == 3)
        #expect(DidYouMean.distance("abc", "abc") == 0)
        #expect(DidYouMean.distance("flaw", "lawn") == 2)
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(DidYouMean.suggestion(for: "hat", among: ["bat", "cat"]) == "bat")
        #expect(DidYouMean.suggestion(for: "hat", among: ["cat", "bat"]) == "cat")
        #expect(DidYouMean.suggestion(for: "hat", among: ["cat", "ha"]) == "cat", "equal distance 1: first wins")
    }

    @Test func neverSuggestsTheWordItself() {
        #expect(DidYouMean.suggestion(for: "name", among: ["name"]) == nil)
        #expect(DidYouMean.threshold(for: 13) == 4 && DidYouMean.threshold(for: 5) == 1 && DidYouMean.threshold(for: 2) == 1)
    }
}
