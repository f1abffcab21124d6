import Foundation
import ScrollPhysics
import TestSupport
import Testing

@Suite struct MetricApplicabilityTests {
    /// Each kind's layout metrics as docs/metrics.md's "Layout metrics" table gives them (its
    /// "applies to" column): the docs are the one list, so a new kind is a row edit there, not
    /// here. "every layout" names every kind that places items; "formula with `clamped`" is a
    /// formula layout that asks for it, not the plain formula layout this test checks.
    static func documented() throws -> [LayoutKind: [Metric]] {
        let text = try String(contentsOfFile: Repository.path + "/docs/metrics.md", encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Layout metrics").dropFirst().first)
        var expected = Dictionary(uniqueKeysWithValues: LayoutKind.allCases.map { ($0, [Metric]()) })
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let line = String(line)
            // `\|` is a bar inside a cell (the rule's |mean|); the row is | column | … | applies to | empty when |.
            let cells = line.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let column = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let metric = try #require(Metric(rawValue: column), "docs/metrics.md names \(column)")
            let appliesTo = cells[cells.count - 3].split(separator: ";")[0].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for kind in LayoutKind.allCases where kind.placesItems {
                if appliesTo.contains("every layout") || appliesTo.contains(kind.rawValue) { expected[kind]!.append(metric) }
            }
        }
        return expected.mapValues { list in Metric.allCases.filter(list.contains) }
    }

    @Test func theTableNamesEveryLayoutMetricAndBuiltInKind() throws {
        let expected = try Self.documented()
        let named = Set(expected.values.joined())
        #expect(named == Set(Metric.allCases.filter(\.isLayoutMetric)), "a layout metric missing from docs/metrics.md")
        for kind in LayoutKind.allCases where kind.placesItems {
            #expect(expected[kind]?.isEmpty == false, "\(kind): no metric in docs/metrics.md's table")
        }
        #expect(expected[.none] == [], "physics alone has no layout metric")
    }

    /// A new kind fails here until docs/metrics.md's table says which metrics apply to it.
    @Test(arguments: LayoutKind.allCases)
    func eachKindGetsItsDocumentedMetrics(kind: LayoutKind) throws {
        let metrics = try #require(try Self.documented()[kind])
        #expect(Metric.applicable(to: kind) == metrics + Metric.physics, "\(kind)")
    }

    @Test func cardStackGetsEveryLayoutMetricButSaturation() throws {
        #expect(try Self.documented()[.cardStack] == Metric.allCases.filter { $0.isLayoutMetric && $0 != .parallaxSaturation })
    }

    @Test func orderFollowsAllCases() {
        for kind in LayoutKind.allCases {
            let list = Metric.applicable(to: kind)
            let positions = list.map(\.ordinal)
            #expect(positions == positions.sorted(), "\(kind) in allCases order")
        }
    }
}
