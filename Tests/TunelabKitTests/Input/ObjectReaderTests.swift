import Testing
import TunelabKit

@Suite struct ObjectReaderTests {
    enum Curve: String, CaseIterable {
        case linear
        case easeIn = "ease-in"
        case easeOut = "ease-out"
        case easeInOut = "ease-in-out"
    }

    static let text = """
        {
          "name": "x",
          "rate": 1.5,
          "count": 2.5,
          "flag": "yes",
          "curve": "ease-inn",
          "layout": {"scaleFrequncy": 0.4, "kind": "cardStack"},
          "list": {},
          "big": 9007199254740993,
          "thousand": 1e3,
          "nothing": null
        }
        """

    static func reader() -> ObjectReader? {
        try? ObjectReader(JSONTestSupport.parse(text, file: "s.json"), path: .root, file: "s.json")
    }

    @Test func typeErrorsAtTheValueWithExactMessages() throws {
        let r = try #require(Self.reader())
        let f: (() throws(InputError) -> Void) -> String = JSONTestSupport.failure
        #expect(
            f { () throws(InputError) in
                _ = try r.double("rate", default: 0.998, expected: "a number in (0, 1)", valid: { $0 > 0 && $0 < 1 })
            }
                == "s.json:3:11: rate: expected a number in (0, 1), got 1.5")
        #expect(f { () throws(InputError) in _ = try r.int("count", default: 1) } == "s.json:4:12: count: expected an integer, got 2.5")
        #expect(
            f { () throws(InputError) in _ = try r.bool("flag", default: false) } == "s.json:5:11: flag: expected a boolean, got a string")
        #expect(f { () throws(InputError) in _ = try r.double("name") } == "s.json:2:11: name: expected a number, got a string")
        #expect(f { () throws(InputError) in _ = try r.string("rate") } == "s.json:3:11: rate: expected a string, got a number")
        #expect(
            f { () throws(InputError) in _ = try r.double("nothing", default: 1) } == "s.json:11:14: nothing: expected a number, got null")
        #expect(f { () throws(InputError) in _ = try r.array("list") } == "s.json:8:11: list: expected a list, got an object")
        #expect(f { () throws(InputError) in _ = try r.object("name") } == "s.json:2:11: name: expected an object, got a string")
        #expect(
            f { () throws(InputError) in _ = try r.int("count", default: 1, expected: "a positive integer", valid: { $0 > 0 }) }
                == "s.json:4:12: count: expected a positive integer, got 2.5")
    }

    @Test func choiceSuggestsAndListsAllowedValues() throws {
        let r = try #require(Self.reader())
        let message = JSONTestSupport.failure { () throws(InputError) in _ = try r.choice("curve", default: Curve.linear) }
        #expect(
            message
                == #"s.json:6:12: curve: expected one of "linear", "ease-in", "ease-out", "ease-in-out", got "ease-inn"; did you mean "ease-in"?"#
        )
        let notString = JSONTestSupport.failure { () throws(InputError) in _ = try r.choice("rate", default: Curve.linear) }
        #expect(notString == #"s.json:3:11: rate: expected one of "linear", "ease-in", "ease-out", "ease-in-out", got a number"#)
        #expect((try? r.choice("absent", default: Curve.easeOut)) == .easeOut)
    }

    @Test func defaultsAndValues() throws {
        let r = try #require(Self.reader())
        #expect(try r.double("absent") == nil)
        #expect(try r.double("absent", default: 0.25) == 0.25)
        #expect(try r.double("rate", default: 0) == 1.5)
        #expect(try r.int("absent", default: 7) == 7)
        #expect(try r.int("big", default: 0) == 9_007_199_254_740_993, "an integer literal is read exactly, beyond 2^53")
        #expect(try r.int("thousand", default: 0) == 1000, "1e3 is integral")
        #expect(try r.bool("absent", default: true) == true)
        #expect(try r.string("name") == "x")
        #expect(try r.string("absent") == nil)
        #expect(r.keys == ["name", "rate", "count", "flag", "curve", "layout", "list", "big", "thousand", "nothing"])
        #expect(r.has("name") && !r.has("absent"))
    }

    @Test func unknownKeysInNestedObjectWithDidYouMean() throws {
        let r = try #require(Self.reader())
        let layout = try #require(try r.object("layout"))
        #expect(try layout.string("kind") == "cardStack")
        #expect(try layout.double("scaleFrequency", default: 0.4) == 0.4, "the misspelt key does not count")
        let message = JSONTestSupport.failure { () throws(InputError) in try layout.finish() }
        #expect(message == #"s.json:7:14: layout: unknown key "scaleFrequncy"; did you mean "scaleFrequency"?"#)
    }

    @Test func unknownKeyAtRootAndFarWord() throws {
        let near = try ObjectReader(JSONTestSupport.parse(#"{"nmae": "x"}"#), path: .root, file: "t.json")
        _ = try near.string("name")
        #expect(
            JSONTestSupport.failure { () throws(InputError) in try near.finish() }
                == #"t.json:1:2: unknown key "nmae"; did you mean "name"?"#)
        let far = try ObjectReader(JSONTestSupport.parse(#"{"name": "x", "zzzzzzz": 1}"#), path: .root, file: "t.json")
        _ = try far.string("name")
        #expect(JSONTestSupport.failure { () throws(InputError) in try far.finish() } == #"t.json:1:15: unknown key "zzzzzzz""#)
    }

    @Test func expectedKeysAreAllowedAndSuggested() throws {
        let r = try ObjectReader(JSONTestSupport.parse(#"{"comment": "x", "infinit": true}"#), path: .root.key("content"), file: "t.json")
        r.expect(["comment", "infinite"])
        #expect(
            JSONTestSupport.failure { () throws(InputError) in try r.finish() }
                == #"t.json:1:18: content: unknown key "infinit"; did you mean "infinite"?"#)
        let ok = try ObjectReader(JSONTestSupport.parse(#"{"a": 1}"#), path: .root, file: "t.json")
        _ = ok.node("a")
        #expect(JSONTestSupport.failure { () throws(InputError) in try ok.finish() } == "no error")
    }

    @Test func notAnObjectAndCustomErrors() throws {
        let list = JSONTestSupport.parse("\n  [1]")
        #expect(
            JSONTestSupport.failure { () throws(InputError) in _ = try ObjectReader(list, path: .root.key("scroll"), file: "s.json") }
                == "s.json:2:3: scroll: expected an object, got a list")
        let r = try #require(Self.reader())
        #expect(r.error("rate", "too fast").description == "s.json:3:11: rate: too fast")
        #expect(r.error("absent", "required").description == "s.json:1:1: absent: required", "absent key: at the object")
        #expect(r.error(nil, "bad").description == "s.json:1:1: bad", "root object: no path printed")
    }
}
