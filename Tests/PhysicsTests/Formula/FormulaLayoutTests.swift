import Foundation
@testable import ScrollPhysics
import Testing

/// `FormulaLayout` on its own: visibility rules, clipping, data indices, clamped rows, and a
/// cost independent of the item count.
@Suite struct FormulaLayoutTests {
    static func definition(
        _ visibility: FormulaVisibility, count: Int? = nil, dataCount: Int? = nil,
        item extra: [FormulaAttribute: String] = [:], pitch: Double = 112,
        x: String = "0", y: String = "200 - rel"
    ) throws -> FormulaLayoutDefinition {
        var item: [FormulaAttribute: Formula] = [
            .x: try Formula(x), .y: try Formula(y), .width: try Formula("crossViewport"),
            .height: try Formula("100")
        ]
        for (k, v) in extra { item[k] = try Formula(v) }
        return try FormulaLayoutDefinition(
            axis: .vertical, pitch: Formula(constant: pitch), count: count, dataCount: dataCount,
            visibility: visibility, item: item)
    }

    @Test func viewportVisibilityIsTheFadeListsRule() throws {
        // The fade list's frames (top = 200 + i·112 − offset, height 100) on bounded content.
        let geometry = LayoutGeometry(viewport: 844, crossViewport: 390, bounded: true)
        var formula = FormulaLayout(definition: try Self.definition(.viewport(margin: nil)), geometry: geometry)
        let fade = FadeLayout(geometry: geometry)
        var a = formula.makeBuffer(), b = fade.makeBuffer()
        for offset in stride(from: -300.0, through: 3000, by: 37.5) {
            formula.layout(offset: offset, velocity: 0, into: &a)
            fade.layout(offset: offset, velocity: 0, into: &b)
            #expect(a.map(\.index) == b.map(\.index), "offset \(offset): the same visible items")
            #expect(zip(a, b).allSatisfy { $0.y == $1.y && $0.width == $1.width }, "offset \(offset): the same frames")
        }
    }

    @Test func nearestWindowIsClippedOnlyWhenBounded() throws {
        let definition = try Self.definition(.nearest(5), count: 3)
        var free = FormulaLayout(definition: definition, geometry: LayoutGeometry(bounded: false))
        var bounded = FormulaLayout(definition: definition, geometry: LayoutGeometry(bounded: true))
        var items = free.makeBuffer()
        free.layout(offset: 0, velocity: 0, into: &items)
        #expect(items.map(\.index) == [-2, -1, 0, 1, 2] && items.map(\.dataIndex) == [1, 2, 0, 1, 2], "wraps at count 3")
        bounded.layout(offset: 0, velocity: 0, into: &items)
        #expect(items.map(\.index) == [0, 1, 2], "within [0, count)")
        bounded.layout(offset: 112 * 1.5, velocity: 0, into: &items)
        #expect(items.map(\.index) == [0, 1, 2], "focus round(1.5) = 2 (halves away from zero)")
    }

    @Test func dataCountOverridesCount() throws {
        var layout = FormulaLayout(definition: try Self.definition(.nearest(4), dataCount: 2))
        var items = layout.makeBuffer()
        layout.layout(offset: 0, velocity: 0, into: &items)
        #expect(items.map(\.index) == [-1, 0, 1, 2] && items.map(\.dataIndex) == [1, 0, 1, 0])
    }

    @Test func builtInsAndDefaultsReachTheRows() throws {
        let definition = try Self.definition(
            .nearest(3),
            item: [
                .scale: "focus", .rotation: "velocity", .alpha: "index / 10",
                .z: "dist", .shadowOpacity: "midY", .clamped: "rel > 0"
            ])
        var layout = FormulaLayout(definition: definition, geometry: LayoutGeometry(viewport: 390, crossViewport: 844))
        var items = layout.makeBuffer()
        layout.layout(offset: 130, velocity: -50, into: &items)
        // focus = round(130/112) = 1; cards 0, 1, 2 with rel 130, 18, −94.
        #expect(items.map(\.index) == [0, 1, 2])
        #expect(items.map(\.scale) == [1, 1, 1] && items.map(\.rotation) == [-50, -50, -50])
        #expect(items.map(\.alpha) == [0, 0.1, 0.2] && items.map(\.z) == [130, 18, 94])
        #expect(items.map(\.shadowOpacity) == [195, 195, 195], "vertical: midY = viewport/2")
        #expect(items.map(\.clamped) == [true, true, false] && items.map(\.y) == [70, 182, 294])
        #expect(layout.traits.layoutMetrics.contains(.parallaxSaturation) && !layout.traits.isHorizontal)
        let plain = FormulaLayout(definition: try Self.definition(.nearest(3)))
        #expect(!plain.traits.layoutMetrics.contains(.parallaxSaturation), "no clamped, no saturation")
        var defaults = plain
        defaults.layout(offset: 0, velocity: 0, into: &items)
        #expect(items.allSatisfy { $0.scale == 1 && $0.alpha == 1 && $0.z == 0 && $0.rotation == 0 && !$0.clamped })
    }

    @Test func angleAdditionAgreesWithDirectSinAndCos() throws {
        let k = 0.37
        let definition = try Self.definition(
            .nearest(9),
            item: [
                .alpha: "sin(dist * \(k))", .z: "cos(\(k) * rel)",
                .rotation: "sin(rel * \(k))", .shadowOpacity: "cos(dist * \(k))"
            ],
            pitch: 24)
        var layout = FormulaLayout(definition: definition)
        var items = layout.makeBuffer()
        for offset in [-1000.5, -3, 0, 11, 12, 250.25, 99_999] {
            layout.layout(offset: offset, velocity: 0, into: &items)
            for item in items {
                let rel = offset - Double(item.index) * 24
                #expect(
                    abs(item.alpha - sin(abs(rel) * k)) < 1e-12 && abs(item.z - cos(rel * k)) < 1e-12
                        && abs(item.rotation - sin(rel * k)) < 1e-12 && abs(item.shadowOpacity - cos(abs(rel) * k)) < 1e-12,
                    "offset \(offset), index \(item.index)")
            }
        }
    }

    @Test func costDoesNotGrowWithTheCount() throws {
        let small = FormulaLayout(definition: try Self.definition(.viewport(margin: 50), count: 20))
        let huge = FormulaLayout(definition: try Self.definition(.viewport(margin: 50), count: Int.max / 1000))
        #expect(small.capacity == huge.capacity && huge.capacity == FormulaLayout.viewportCapacity(viewport: 390, margin: 50, pitch: 112))
    }

    @Test func faultKeepsTheFirstNonFiniteValue() throws {
        var layout = FormulaLayout(definition: try Self.definition(.nearest(5), item: [.alpha: "log(index)", .z: "1 / index"]))
        var items = layout.makeBuffer()
        layout.layout(offset: 0, velocity: 0, into: &items)
        #expect(
            layout.fault?.attribute == "alpha" && layout.fault?.index == -2 && layout.fault?.value.isNaN == true,
            "alpha before z, lowest index first: \(String(describing: layout.fault))")
        layout.reset()
        #expect(layout.fault == nil)
    }
}
