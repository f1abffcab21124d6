import Testing
import TunelabKit

@Suite struct JSONParserTests {
    typealias S = JSONTestSupport

    @Test func positionsOfNestedValuesAcrossCRLFAndTabs() {
        let text = "{\n  \"name\": \"é→x\",\r\n\t\"v\": [1, {\"k\": true}]\n}"
        let root = S.parse(text)
        #expect(root.position == S.pos(1, 1))
        let name = S.member(root, "name")
        #expect(name?.keyPosition == S.pos(2, 3), "key \"name\" on line 2 after two spaces")
        #expect(name?.node.position == S.pos(2, 11), "value of name")
        let v = S.member(root, "v")
        #expect(v?.keyPosition == S.pos(3, 2), "after CRLF the tab counts one column")
        #expect(v?.node.position == S.pos(3, 7), "the [ of v")
        let elements = v?.node.value.arrayValue ?? []
        #expect(elements.count == 2)
        #expect(elements.first?.position == S.pos(3, 8), "the 1")
        #expect(elements.last?.position == S.pos(3, 11), "the inner {")
        if let inner = elements.last {
            #expect(S.member(inner, "k")?.keyPosition == S.pos(3, 12))
            #expect(S.member(inner, "k")?.node.position == S.pos(3, 17), "true")
        }
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        let root = S.parse("{\"é→\": \"ü\", \"x\": 1}")
        #expect(S.member(root, "é→")?.node.position == S.pos(1, 8), "2- and 3-byte characters count 1 each")
        #expect(S.member(root, "x")?.keyPosition == S.pos(1, 13))
        #expect(S.member(root, "x")?.node.position == S.pos(1, 18))
        let emoji = S.parse("[\"😀\", 5]")
        #expect(emoji.value.arrayValue?.last?.position == S.pos(1, 7), "a 4-byte scalar counts 1")
    }

    @Test func loneCRAndByteOrderMark() {
        let cr = S.parse("[1,\r 2]")
        #expect(cr.value.arrayValue?.last?.position == S.pos(2, 2), "a lone CR ends a line")
        let bom = S.parse("\u{FEFF}{\"a\": 1}")
        #expect(bom.position == S.pos(1, 1), "the BOM is skipped and not counted")
        #expect(S.member(bom, "a")?.node.position == S.pos(1, 7))
    }

    @Test func keyOrderIsKept() {
        let root = S.parse(#"{"zeta": 1, "alpha": 2, "mid": 3, "beta": 4, "a": 5, "z": 6, "q": 7, "b": 8, "c": 9}"#)
        let keys = root.value.objectValue?.map(\.key) ?? []
        #expect(keys == ["zeta", "alpha", "mid", "beta", "a", "z", "q", "b", "c"])
        #expect(root.jsonText == #"{"zeta":1,"alpha":2,"mid":3,"beta":4,"a":5,"z":6,"q":7,"b":8,"c":9}"#)
    }

    @Test(arguments: [
        ("0.05", 0.05), ("-1e3", -1000), ("1E+2", 100), ("-0", 0), ("0.10", 0.1), ("2.5e-3", 0.0025),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("1e-400", 0)
    ])
    func numberKeepsItsLiteral(literal: String, value: Double) {
        let node = S.parse("[\(literal)]").value.arrayValue?.first
        #expect(node?.value.numberLiteral == literal, "literal of \(literal)")
        #expect(node?.value.doubleValue == value, "value of \(literal)")
    }

    @Test func stringsDecodeEscapesAndSurrogatePairs() {
        let root = S.parse(#"["\u00e9\u2192", "\ud83d\ude00", "\"\\\/\b\f\n\r\t", "plain", "a\u0000b"]"#)
        let strings = root.value.arrayValue?.map { $0.value.stringValue ?? "?" } ?? []
        #expect(strings == ["é→", "😀", "\"\\/\u{08}\u{0C}\n\r\t", "plain", "a\u{0}b"])
    }

    @Test func scalarsAndEmptyContainers() {
        let root = S.parse(" [true, false, null, {}, [], \"\"] ")
        #expect(root.jsonText == #"[true,false,null,{},[],""]"#)
        #expect(root.position == S.pos(1, 2))
        #expect(root.value.arrayValue?.map(\.value.typeName) == ["a boolean", "a boolean", "null", "an object", "a list", "a string"])
    }

    @Test func deepButAllowedNestingParses() {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(S.failure(text) == "no error", "\(depth) levels")
    }

    @Test func longSingleLineDocumentKeepsColumns() {
        // 20 000 numbers on one line: the last one's column is computed, not scanned quadratically.
        let count = 20_000
        var text = "["
        for i in 0..<count { text += (i == 0 ? "" : ",") + "\(i % 10)" }
        text += "]"
        let last = S.parse(text).value.arrayValue?.last
        #expect(last?.position == S.pos(1, 2 * count), "element \(count - 1) sits at column 2·count")
        #expect(last?.value.doubleValue == Double((count - 1) % 10))
    }
}
