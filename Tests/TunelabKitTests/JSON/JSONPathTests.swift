import Testing
import TunelabKit

@Suite struct JSONPathTests {
    @Test(arguments: [
        (JSONPath.root, "(root)"),
        (JSONPath.root.key("scroll").key("snap").key("interval"), "scroll.snap.interval"),
        (JSONPath.root.key("gesture").index(2).key("drag").key("duration"), "gesture[2].drag.duration"),
        (JSONPath.root.key("grid").key("layout.scaleFrequency"), #"grid["layout.scaleFrequency"]"#),
        (JSONPath.root.index(0), "[0]"),
        (JSONPath.root.index(0).index(3), "[0][3]"),
        (JSONPath.root.key("layout.scaleFrequency"), #"["layout.scaleFrequency"]"#),
        (JSONPath.root.key("curve").key("ease-in"), #"curve["ease-in"]"#),
        (JSONPath.root.key("a\"b\\c\n"), #"["a\"b\\c\n"]"#),
        (JSONPath.root.key("1abc").key("_x9"), #"["1abc"]._x9"#),
        (JSONPath.root.key(""), #"[""]"#),
        (JSONPath.root.key("é"), #"["é"]"#)
    ])
    func rendering(path: JSONPath, expected: String) {
        #expect(path.description == expected, "\(path.components)")
    }

    @Test func equalityIsByComponents() {
        #expect(JSONPath.root.key("a").index(1) == JSONPath([.key("a"), .index(1)]))
        #expect(JSONPath.root.key("a") != JSONPath.root.key("b"))
        #expect(JSONPath.root.isRoot && !JSONPath.root.key("a").isRoot)
    }
}
