import Foundation
import Testing

@testable import TunelabKit

/// Springs go out in the form the scenario wrote them, and no target prints binary noise.
@Suite struct ExportSpringTests {
    static let repository = ExportCommandTests.repository

    /// A snap spring written {"dampingRatio": 0.9, "duration": 0.3} (snap-spring point 22) keeps 0.9;
    /// the derived bounce is 0.1, not 0.10000000000000009.
    @Test(arguments: ExportTarget.allCases)
    func writtenValuesComeBackAsWritten(_ target: ExportTarget) throws {
        let text = try ExportRequest(source: "reports/snap-spring", target: target, point: .index(22)).render(root: Self.repository)
        if target.platform.writesCode {
            #expect(text.contains("scroll.snap.spring.dampingRatio=0.9, scroll.snap.spring.duration=0.3"), "point 22 is ζ 0.9, 0.3 s")
        }
        for noise in ["0.8999999999999999", "0.10000000000000009", "0.09999999999999998"] {
            #expect(!text.contains(noise), "--to \(target.rawValue) prints \(noise)")
        }
        if target == .swiftui {
            #expect(text.contains("public static let snapSpringValue = SwiftUI.Spring(response: 0.3, dampingRatio: 0.9)"), "\(text)")
        }
        if target == .swift {
            #expect(text.contains("response: 0.3, dampingRatio: 0.9, bounce: 0.1)"), "\(text)")
        }
    }

    @Test func eachFormIsReadAsTheDecoderReadsIt() throws {
        func form(_ json: String) throws -> ExportSpring.Written? {
            ExportSpring.form(of: try JSONParser.parse(json, file: "spring.json"))
        }
        #expect(try form(#"{"stiffness": 300}"#) == .coefficients(mass: 1, stiffness: 300, damping: 10))
        #expect(try form(#"{"response": 0.4}"#) == .response(response: 0.4, dampingRatio: 1))
        #expect(try form(#"{"duration": 0.2, "bounce": 0.15}"#) == .durationBounce(duration: 0.2, bounce: 0.15))
        #expect(try form(#"{"dampingRatio": 0.7}"#) == .uikit(dampingRatio: 0.7, duration: 0.3))
        #expect(try form("{}") == nil)
    }

    /// Values nobody wrote are rounded to 15 significant digits; exact ones stay exact.
    @Test func derivedValuesLoseOnlyTheNoise() {
        #expect(ExportLiteral.derived(0.8999999999999999) == 0.9)
        #expect(ExportLiteral.derived(0.10000000000000009) == 0.1)
        #expect(ExportLiteral.derived(3947.8417604357433) == 3947.84176043574)
        #expect(ExportLiteral.derived(0) == 0 && ExportLiteral.derived(.infinity) == .infinity)
    }
}
