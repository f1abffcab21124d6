import Foundation
import Testing
import TunelabKit

/// What a target cannot express is said in its header, never dropped silently.
@Suite struct ExportLimitsTests {
    static let repository = ExportCommandTests.repository

    /// An edge-damping point (experiments/edge-damping.json, point 17: enabled, buffer 1.6, maxReduction 0.8).
    @Test(arguments: ExportTarget.allCases)
    func edgeDampingIsNamedWhereItIsNotApplied(_ target: ExportTarget) throws {
        let text = try ExportRequest(source: "reports/edge-damping", target: target, point: .index(17)).render(root: Self.repository)
        #expect(text.contains("scroll.edgeDamping.enabled=true") || target == .json, "point 17 damps")
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }.joined(separator: "\n")
        switch target {
        case .json:
            #expect(!text.contains("cannot express"), "json carries everything")
        case .swift:
            #expect(
                header.contains("cannot express: edge damping") && header.contains("coast() and release() do not apply it"), "\(header)")
        case .uikit, .swiftui, .flutter, .android:
            #expect(header.contains("cannot express: edge damping") && header.contains("has no knob"), "\(header)")
        }
    }

    @Test func swiftUISaysWhatItCannotSet() throws {
        let text = try ExportRequest(source: "reports/card-repair", target: .swiftui, point: .index(50)).render(root: Self.repository)
        for needle in [
            "cannot express: decelerationRate 0.998: SwiftUI's ScrollView has no knob", "cannot express: z: visualEffect cannot set zIndex"
        ] {
            #expect(text.contains(needle), "\(needle)")
        }
    }
}
