import Testing
import TunelabKit

/// `InputWarning`: one line like an `InputError` with `warning:` before the message; `report`
/// prints each, or throws the first as an error when strict.
@Suite struct InputWarningTests {
    static let warning = InputWarning(
        file: "s.json", position: SourcePosition(line: 3, column: 30),
        path: JSONPath.root.key("gesture").index(0).key("flick").key("velocity"), message: "-2.5 pt/s is slow")

    @Test func rendersLikeAnErrorWithWarning() {
        #expect(Self.warning.description == "s.json:3:30: gesture[0].flick.velocity: warning: -2.5 pt/s is slow")
        #expect(InputWarning(file: "g.json", position: nil, path: nil, message: "m").description == "g.json: warning: m")
        #expect(Self.warning.asError.description == "s.json:3:30: gesture[0].flick.velocity: -2.5 pt/s is slow")
    }

    @Test func reportPrintsEachOrThrowsTheFirst() throws {
        let console = Console.capturing()
        let second = InputWarning(file: "s.json", position: nil, path: nil, message: "second")
        try InputWarning.report([Self.warning, second], strict: false, console: console)
        #expect(console.capturedErr == "\(Self.warning)\n\(second)\n" && console.capturedOut.isEmpty)
        let strict = Console.capturing()
        #expect(throws: Self.warning.asError) { try InputWarning.report([Self.warning, second], strict: true, console: strict) }
        #expect(strict.capturedErr.isEmpty)
        try InputWarning.report([], strict: true, console: strict)
    }
}
