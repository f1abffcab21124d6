import Foundation
import Testing
import TunelabKit
import TestSupport

/// Every export target of a shipped report (and the formula layout's Swift), byte for byte.
/// After an intended change, regenerate with
/// `TUNELAB_UPDATE_GOLDEN=1 swift test --filter ExportGoldenTests` and review the diff.
@Suite struct ExportGoldenTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = Repository.path

    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let point: ExportSource.PointChoice?
        let target: ExportTarget
        let golden: String
        var testDescription: String { golden }
    }

    static let cases: [Case] =
        ExportTarget.allCases.map {
            Case(source: "reports/snap-spring", point: .best, target: $0, golden: $0.fileName("snap-spring-best"))
        }
        + [
            Case(source: "reports/card-repair", point: .index(50), target: .swift, golden: "card-repair-50.swift"),
            Case(source: "experiments/layouts/card-stack.json", point: nil, target: .swift, golden: "formula-card-stack.swift"),
            Case(source: "experiments/layouts/cover-flow.json", point: nil, target: .swift, golden: "formula-cover-flow.swift")
        ]

    @Test(arguments: cases)
    func matchesGolden(_ c: Case) throws {
        let options = ExportRequest(source: c.source, target: c.target, point: c.point, out: nil, grid: nil)
        let text = try options.render(root: Self.repository)
        let golden = Self.here.appendingPathComponent("Golden/\(c.golden)")
        if ProcessInfo.processInfo.environment["TUNELAB_UPDATE_GOLDEN"] == "1" {
            try text.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "\(c.source) --to \(c.target.rawValue) differs from \(golden.path)")
    }
}
