import Testing
import TunelabKit

@Suite struct JSONMergePatchTests {
    /// RFC 7396 Appendix A, every row: original, patch, result.
    @Test(arguments: [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, "null", "null"),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        ("[1,2]", #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        ("{}", #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#)
    ])
    func rfc7396AppendixA(original: String, patch: String, result: String) {
        let merged = JSONMergePatch.apply(JSONTestSupport.parse(patch), to: JSONTestSupport.parse(original))
        #expect(merged.jsonText == result, "MergePatch(\(original), \(patch))")
    }

    @Test func keepsTargetOrderAppendsNewKeysAndPatchPositions() {
        let target = JSONTestSupport.parse(#"{"z": 1, "a": {"x": 1, "y": 2}, "m": 3}"#, file: "scenario.json")
        let patch = JSONTestSupport.parse("{\n \"a\": {\"y\": 20, \"new\": 0.50},\n \"b\": [1]}", file: "grid.json")
        let merged = JSONMergePatch.apply(patch, to: target)
        #expect(merged.jsonText == #"{"z":1,"a":{"x":1,"y":20,"new":0.50},"m":3,"b":[1]}"#)
        let a = JSONTestSupport.member(merged, "a")
        #expect(a?.keyPosition == JSONTestSupport.pos(1, 10), "kept key keeps the target's position")
        #expect(a?.node.position == JSONTestSupport.pos(1, 15), "merged object keeps the target's position")
        if let a {
            #expect(JSONTestSupport.member(a.node, "y")?.node.position == JSONTestSupport.pos(2, 13), "replaced value: patch position")
        }
        #expect(JSONTestSupport.member(merged, "b")?.keyPosition == JSONTestSupport.pos(3, 2), "new key: patch position")
    }
}
