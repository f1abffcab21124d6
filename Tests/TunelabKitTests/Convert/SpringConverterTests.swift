import Testing
import TunelabKit

/// `tunelab convert spring`: exact stdout and one-line errors, in process.
@Suite struct SpringConverterTests {
    @Test func exactOutputForSwiftUI() throws {
        let out = try SpringConverter.run([
            "--from", "swiftui", "duration=0.5", "bounce=0.3", "--to", "response", "--to=rebound", "--to", "uikit"
        ])
        let assumption = "assumption (uikit): " + AppleSpringConversion.uikitAssumption
        let expected = """
            spring: mass=1 stiffness=157.913670417 damping=17.5929188601 dampingRatio=0.7 naturalFrequency=12.5663706144
            \(assumption)

            system    parameters
            response  response=0.5 dampingRatio=0.7
            rebound   tension=157.913670417 friction=17.5929188601
            uikit     dampingRatio=0.7 duration=0.5

            sources:
            response  SwiftUI Spring(response:dampingRatio:): k = (2π/response)², c = 4π·ζ/response, m = 1
            rebound   rebound SpringConfig(tension, friction): k = tension, c = friction, m = 1
            uikit     UIKit usingSpringWithDamping(dampingRatio, duration): \(AppleSpringConversion.uikitAssumption)

            """
        #expect(out == expected, "\(out)")
    }

    @Test func defaultsFillMissingParameters() throws {
        let invocation = try SpringConverter.parse(["--from", "framer-motion", "damping=12"])
        #expect(invocation.values == [100, 12, 1])
        let spring = try SpringConverter.spring(of: invocation)
        #expect(spring == SpringCoefficients(mass: 1, stiffness: 100, damping: 12))
    }

    @Test func everySystemPrintsARow() throws {
        let out = try SpringConverter.run(["--from", "mass-stiffness", "mass=2", "stiffness=300", "damping=30"])
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
        (
            ["--from", "rebound", "tension=abc", "friction=1"],
            "convert spring: tension=abc is invalid: expected a decimal number (JSON syntax)"
        ),
        (
            ["duration=1"],
            "convert spring: missing --from SYSTEM (one of mass-stiffness, swiftui, response, origami, rebound, pop, framer-motion, framer-visual, framer-duration, uikit)"
        ),
        (["--from", "swiftui", "extra"], "convert spring: unexpected argument 'extra' (parameters are written key=value)"),
        (
            ["--from", "origami", "tension=0", "friction=7"],
            "convert spring: tension=0 is invalid: expected an Origami tension giving k > 0: tension > -23.59 and not 0 (rebound-java maps tension 0 to k = 0)"
        ),
        (["--from", "uikit", "dampingRatio=0.7"], "convert spring: 'uikit' needs duration=VALUE"),
        (
            ["--from", "uikit", "dampingRatio=0.7", "duration=0"],
            "convert spring: duration=0 is invalid: expected duration in [0.0001, 10000] s"
        )
    ])
    func badUsage(arguments: [String], message: String) {
        do {
            _ = try SpringConverter.run(arguments)
            Issue.record("expected an error for \(arguments)")
        } catch {
            #expect("\(error)" == message, "\(arguments)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func helpListsEverySystem() throws {
        let help = try SpringConverter.run(["--help"])
        #expect(help.hasPrefix("usage: tunelab convert spring --from SYSTEM"))
        for system in SpringUnitSystem.allCases { #expect(help.contains("  " + system.rawValue + " ")) }
    }

    /// Issue 16 (6): pop's "n/a" names the side of pop's range the spring falls off.
    @Test func popNotAvailableSaysWhichWay() throws {
        let bouncy = try SpringConverter.run(["--from", "mass-stiffness", "mass=1", "stiffness=100", "damping=0", "--to", "pop"])
        #expect(bouncy.contains("pop     n/a (less damped than pop's bounciest spring at this speed)"), "\(bouncy)")
        let damped = try SpringConverter.run(["--from", "response", "response=0.5", "dampingRatio=3", "--to", "pop"])
        #expect(damped.contains("pop     n/a (damped beyond pop's no-bounce friction: no bounciness ≥ 0)"), "\(damped)")
    }

    /// Issue 16 (6): Origami friction 0 is rebound-java's c = 0 (rebound-js would give 1), and the source line says so.
    @Test func origamiZeroFrictionFollowsReboundJava() throws {
        let out = try SpringConverter.run(["--from", "origami", "tension=40", "friction=0", "--to", "rebound"])
        #expect(out.contains("rebound  tension=230.2 friction=0"), "\(out)")
        let sources = try SpringConverter.run(["--from", "origami", "tension=40", "friction=7", "--to", "origami"])
        #expect(sources.contains("0 maps to 0 (rebound-js and React Native apply the lines to 0 too: friction 0 → c = 1)"), "\(sources)")
    }

    /// Issue 14: UIKit's (dampingRatio, duration) is an input, read as response = duration, and says so.
    @Test func uikitIsAnInputWithItsAssumptionPrinted() throws {
        let out = try SpringConverter.run([
            "--from", "uikit", "dampingRatio=0.8", "duration=0.3", "--to", "response", "--to", "swiftui"
        ])
        #expect(
            out.hasPrefix("spring: mass=1 stiffness=438.649084493 damping=33.5103216383 dampingRatio=0.8 naturalFrequency=20.9439510239\n"),
            "\(out)")
        #expect(out.contains("assumption (uikit): Apple does not publish this mapping; tunelab reads duration as the response"), "\(out)")
        #expect(out.contains("initialSpringVelocity is relative"), "\(out)")
        #expect(out.contains("response  response=0.3 dampingRatio=0.8\n"), "\(out)")
        #expect(out.contains("swiftui   duration=0.3 bounce=0.2\n"), "\(out)")
        let spring = try SpringConverter.spring(
            of: SpringConverter.parse(["--from", "uikit", "dampingRatio=0.8", "duration=0.3"]))
        #expect(spring == AppleSpringConversion.response(0.3, dampingRatio: 0.8))
    }

    /// Issue 14: printed numbers carry no binary noise (12 significant digits, then shortest).
    @Test func printedNumbersHaveNoBinaryNoise() throws {
        let out = try SpringConverter.run(["--from", "swiftui", "duration=0.5", "bounce=0.3"])
        #expect(!out.contains("0000000"), "\(out)")
        #expect(!out.contains("9999999"), "\(out)")
        #expect(out.contains("swiftui          duration=0.5 bounce=0.3\n"), "\(out)")
        #expect(out.contains("framer-visual    visualDuration=0.416666666667 bounce=0.3\n"), "\(out)")
    }

    /// Issue 14: `tunelab convert spring --help` (through the CLI) lists every system and every key.
    @Test func cliHelpListsEverySystemAndKey() {
        let console = Console.capturing()
        let code = TunelabCLI.main(["tunelab", "convert", "spring", "--help"], console: console)
        #expect(code == 0)
        let help = console.capturedOut
        for system in SpringUnitSystem.allCases {
            #expect(help.contains("  " + system.rawValue + " "), "\(system.rawValue) in help")
            for parameter in system.parameters {
                #expect(help.contains(parameter.key + "="), "\(system.rawValue).\(parameter.key) in help")
            }
        }
    }
}
