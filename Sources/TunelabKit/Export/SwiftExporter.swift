import Foundation
import ScrollPhysics

/// `--to swift`: one self-contained Swift file (Foundation only): the point's physics
/// (`SwiftPhysicsWriter`: constants, springs, release rules, coast and spring motion) and its
/// layout as a function of the offset (`SwiftLayoutWriter`, `SwiftFormulaWriter`), tuned values
/// in code. A plug-in layout's type and settings are named in a comment (`ExportPlugin`).
enum SwiftExporter {
    static func render(_ point: ExportedPoint) -> String {
        let s = point.scenario
        let name = ExportNames.pascal([point.typeStem])
        var out = point.provenance.slashComment + ExportLimits.header(point, target: .swift)
        out += "\nimport Foundation\n\n"
        out += "/// The scroll physics and layout of `\(s.name)`"
        out += point.provenance.point.map { " at point \($0)" } ?? ""
        out += ", as the lab ran them (docs/export.md).\n"
        out += "/// Lengths in pt, times in s, velocities in pt/s (a scroll velocity: the finger's, negated).\n"
        out += "public enum \(name) {\n"
        out += SwiftPhysicsWriter(point: point).render(indent: 4)
        out += "\n"
        out += layout(point, indent: 4)
        out += "}\n"
        return out
    }

    /// The point's `Layout` (built-in or formula), or for a plug-in the type and settings it names.
    static func layout(_ point: ExportedPoint, indent: Int) -> String {
        let s = point.scenario, scroll = s.scroll
        if let plugin = s.layout.plugin {
            return ExportPlugin.swiftComment(plugin, indent: indent, point: point)
        }
        if s.layout.kind.isFormula, let d = s.layout.formula?.definition {
            var writer = SwiftFormulaWriter(
                definition: d, viewport: scroll.viewport, crossViewport: scroll.crossViewport,
                bounded: scroll.contentLength != nil)
            writer.perspective = s.layout.perspective
            return writer.render(indent: indent)
        }
        let pad = String(repeating: " ", count: indent)
        return SwiftLayoutWriter(s).render(indent: indent) ?? pad + "// layout.kind \"none\": no items to lay out.\n"
    }
}
