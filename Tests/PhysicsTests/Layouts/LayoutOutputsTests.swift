import ScrollPhysics
import Testing

@Suite struct LayoutOutputsTests {
    @Test func frameOnlyLeavesTheRestAtDefaults() {
        var lean = CardStackLayout()
        lean.outputs = .frameOnly
        var full = CardStackLayout()
        for offset in [0.0, 7.5, -100.25, 1234.5] {
            let a = LayoutApprox.frame(&lean, offset), b = LayoutApprox.frame(&full, offset)
            #expect(a.count == b.count, "offset \(offset): same rows")
            for (x, y) in zip(a, b) {
                #expect(
                    x.alpha == 1 && x.z == 0 && x.rotation == 0 && x.shadowOpacity == 0,
                    "offset \(offset) card \(x.index): skipped attributes at their defaults")
                #expect(
                    x.index == y.index && x.dataIndex == y.dataIndex && x.x == y.x && x.y == y.y
                        && x.width == y.width && x.height == y.height && x.scale == y.scale,
                    "offset \(offset) card \(x.index): frame unchanged")
            }
        }
    }

    @Test(arguments: [LayoutOutputs.alpha, .z, .rotation, .shadow])
    func eachOutputIsComputedAlone(_ output: LayoutOutputs) {
        var one = CardStackLayout()
        one.outputs = output
        var full = CardStackLayout()
        let a = LayoutApprox.frame(&one, 30), b = LayoutApprox.frame(&full, 30)
        for (x, y) in zip(a, b) {
            let same: Bool
            switch output {
            case .alpha: same = x.alpha == y.alpha && x.z == 0
            case .z: same = x.z == y.z && x.alpha == 1
            case .rotation: same = x.rotation == y.rotation && x.shadowOpacity == 0
            default: same = x.shadowOpacity == y.shadowOpacity && x.rotation == 0
            }
            #expect(same, "\(output) card \(x.index)")
        }
    }

    @Test func computesAlphaMirrorsTheOption() {
        var layout = CardStackLayout()
        #expect(layout.outputs == .all && layout.computesAlpha, "default computes everything")
        layout.computesAlpha = false
        #expect(layout.outputs == [.z, .rotation, .shadow], "alpha removed: \(layout.outputs)")
        layout.computesAlpha = true
        #expect(layout.outputs == .all, "alpha back: \(layout.outputs)")
        #expect(LayoutOutputs.all.description == "[alpha, z, rotation, shadow]", "\(LayoutOutputs.all)")
    }
}
