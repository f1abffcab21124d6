import Testing
import TunelabKit

@Suite struct InputErrorTests {
    @Test func rendersFilePositionPathMessage() {
        let e = InputError(
            file: "grid.json", position: SourcePosition(line: 4, column: 31),
            path: JSONPath.root.key("grid").key("layout.scaleFrequency"),
            message: "expected a list of numbers or a range, got a string")
        #expect(e.description == #"grid.json:4:31: grid["layout.scaleFrequency"]: expected a list of numbers or a range, got a string"#)
    }

    @Test func leavesOutMissingParts() {
        #expect(InputError(file: "a.json", position: nil, path: nil, message: "m").description == "a.json: m")
        #expect(InputError(file: "a.json", position: nil, path: JSONPath.root.key("k"), message: "m").description == "a.json: k: m")
        #expect(
            InputError(file: "a.json", position: SourcePosition(line: 1, column: 1), path: .root, message: "m").description
                == "a.json:1:1: m", "the root path is not printed")
    }

    @Test func expectedNamesTheType() {
        let node = JSONNode(value: .string("x"), position: SourcePosition(line: 2, column: 3))
        let e = InputError.expected("a number", got: node, file: "s.json", path: JSONPath.root.key("duration"))
        #expect(e.description == "s.json:2:3: duration: expected a number, got a string")
        #expect(SourcePosition(line: 4, column: 31).description == "4:31")
    }
}
