import Foundation
import ScrollPhysics
import TestSupport
import Testing

@testable import TunelabKit

/// `scroll.*` is declared once, in the library (`ScrollConfiguration.settings`): the tool adds
/// readers for its composites and docs cells only for keys the library declares, and the UIKit
/// export assigns each declared `UIScrollView` property, which the export stub must have.
@Suite struct ScrollSettingsTests {
    private static let declared = ScrollConfiguration.settings

    @Test func theToolReadsExactlyTheDeclaredComposites() {
        let composites = Set(Self.declared.filter { if case .composite = $0.value { true } else { false } }.map(\.key))
        #expect(Set(ScrollSettings.composites.keys) == composites)
        #expect(Set(ScrollSettings.markdown.keys).isSubset(of: Set(Self.declared.map(\.key)).subtracting(composites)))
        #expect(ScrollSettings.all.map(\.key) == Self.declared.map(\.key))
    }

    @Test func everyDeclaredUIKitPropertyIsOnTheStubScrollView() throws {
        let stub = try String(contentsOfFile: Repository.path + "/Tests/ExportStubs/UIKit.swift", encoding: .utf8)
        let properties = Self.declared.compactMap(\.uikitProperty)
        #expect(!properties.isEmpty)
        for property in properties {
            for axis in property.contains("{Axis}") ? ["Vertical", "Horizontal"] : [""] {
                let name = property.replacingOccurrences(of: "{Axis}", with: axis)
                #expect(stub.contains("open var \(name) "), "Tests/ExportStubs/UIKit.swift has no `open var \(name)`")
            }
        }
    }

    @Test(arguments: [false, true])
    func aUIKitExportAssignsOnlyWhatDiffersFromTheDefault(horizontal: Bool) {
        #expect(UIKitScrollProperties.assignments(ScrollConfiguration(), horizontal: horizontal, indent: "  ") == "")
        for field in Self.declared {
            guard let property = field.uikitProperty, case .bool(let path) = field.value else { continue }
            var scroll = ScrollConfiguration()
            scroll[keyPath: path].toggle()
            let name = property.replacingOccurrences(of: "{Axis}", with: horizontal ? "Horizontal" : "Vertical")
            #expect(
                UIKitScrollProperties.assignments(scroll, horizontal: horizontal, indent: "  ")
                    == "\n  collectionView.\(name) = \(scroll[keyPath: path])  // scroll.\(field.key)")
        }
        var scroll = ScrollConfiguration()
        scroll.bounces = false
        #expect(
            UIKitScrollProperties.assignments(scroll, horizontal: true, indent: "  ")
                == "\n  collectionView.bounces = false  // scroll.bounces")
    }
}
