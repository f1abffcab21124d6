import Testing
import TunelabKit

/// `tunelab convert spring`: exact stdout and one-line errors, in process.
@Suite struct SpringConvertCommandTests {
    @Test func exactOutputForSwiftUI() throws {
        let out = try SpringConvertCommand.run(["--from", "swiftui", "duration=0.5", "bounce=0.3", "--to", "response", "--to=rebound", "--to", "uikit"])
        let expected = """
        spring: mass=1 stiffness=157.91367041742973 damping=17.59291886010284 dampingRatio=0.7 naturalFrequency=12.566370614359172

        system    parameters
        response  response=0.5 dampingRatio=0.7
        rebound   tension=157.91367041742973 friction=17.59291886010284
        uikit     not public

        sources:
        response  SwiftUI Spring(response:dampingRatio:): k = (2π/response)², c = 4π·ζ/response, m = 1
        rebound   rebound SpringConfig(tension, friction): k = tension, c = friction, m = 1
        uikit     UIKit usingSpringWithDamping(dampingRatio, duration): its mapping to a spring is not public

        """
        #expect(out == expected, "\(out)")
    }

    @Test func defaultsFillMissingParameters() throws {
        let invocation = try SpringConvertCommand.parse(["--from", "framer-motion", "damping=12"])
        #expect(invocation.values == [100, 12, 1])
        let spring = try SpringConvertCommand.spring(of: invocation)
        #expect(spring == SpringCoefficients(mass: 1, stiffness: 100, damping: 12))
    }

    @Test func everySystemPrintsARow() throws {
        let out = try SpringConvertCommand.run(["--from", "mass-stiffness", "mass=2", "stiffness=300", "damping=30"])
        for system in SpringUnitSystem.allCases {
            #expect(out.contains("\n" + system.rawValue + " "), "row for \(system.rawValue)")
        }
        #expect(out.contains("mass-1 systems show the same motion"))
        #expect(out.contains("rebound          tension=150 friction=15"), "\(out)")
    }

    @Test(arguments: [
        (["--from", "swiftiu"], "convert spring: unknown system 'swiftiu'; did you mean 'swiftui'?"),
        (["--from", "swiftui", "duraton=1"], "convert spring: 'swiftui' has no parameter 'duraton'; did you mean 'duration'?"),
        (["--from", "response", "response=0.3"], "convert spring: 'response' needs dampingRatio=VALUE"),
        (["--from", "swiftui", "bounce=2"], "convert spring: bounce=2 is invalid: expected bounce in (-1, 1]"),
        (["--from", "rebound", "tension=abc", "friction=1"], "convert spring: tension=abc is invalid: expected a finite number"),
        (["duration=1"], "convert spring: missing --from SYSTEM (one of mass-stiffness, swiftui, response, origami, rebound, pop, framer-motion, framer-visual, framer-duration, uikit)"),
        (["--from", "swiftui", "extra"], "convert spring: unexpected argument 'extra' (parameters are written key=value)"),
        (["--from", "uikit", "dampingRatio=0.7", "duration=0.3"], "convert spring: 'uikit' cannot be an input: UIKit does not publish how usingSpringWithDamping maps (dampingRatio, duration) to mass, stiffness and damping"),
    ])
    func badUsage(arguments: [String], message: String) {
        do {
            _ = try SpringConvertCommand.run(arguments)
            Issue.record("expected an error for \(arguments)")
        } catch {
            #expect("\(error)" == message, "\(arguments)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func helpListsEverySystem() throws {
        let help = try SpringConvertCommand.run(["--help"])
        #expect(help.hasPrefix("usage: tunelab convert spring --from SYSTEM"))
        for system in SpringUnitSystem.allCases { #expect(help.contains("  " + system.rawValue + " ")) }
    }
}
