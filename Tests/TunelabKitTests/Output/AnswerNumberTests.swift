import Testing
import TunelabKit

/// The one formatter for printed answers: finite values print as `readable` does; NaN and
/// ±infinity are refused with the key and the valid range, and the tool maps that to exit 2.
@Suite struct AnswerNumberTests {
    @Test func finiteValuesPrintReadable() throws {
        #expect(try AnswerNumber.text(0.1 + 0.2, key: "k", range: "r") == "0.3")
        #expect(try AnswerNumber.text(-0.0, key: "k", range: "r") == "0")
    }

    @Test(arguments: [
        (Double.nan, "stiffness would print as not a number: expected duration in [0.0001, 10000] s"),
        (Double.infinity, "stiffness would print as +infinity: expected duration in [0.0001, 10000] s"),
        (-Double.infinity, "stiffness would print as -infinity: expected duration in [0.0001, 10000] s")
    ])
    func nonFiniteValuesAreRefused(value: Double, message: String) {
        #expect(throws: NonFiniteAnswer.self) {
            try AnswerNumber.text(value, key: "stiffness", range: "expected duration in [0.0001, 10000] s")
        }
        do {
            _ = try AnswerNumber.text(value, key: "stiffness", range: "expected duration in [0.0001, 10000] s")
        } catch {
            #expect(error.description == message)
            #expect(CommandFailure(error).code == 2 && CommandFailure(error).message == "tunelab: " + message)
        }
    }
}
