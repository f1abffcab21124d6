import ScrollPhysics

/// A layout's parameters as flat named values for generated code, from the scenario
/// document the exporter writes (so every target lists the same keys the scenario has).
/// Parallax layers become `layer0Factor`, `layer0MaxOffset`, …; a formula layout's `params`
/// are listed by name, its formulas are emitted as functions instead.
struct ExportLayoutParameter {
    enum Value {
        case number(Double)
        case integer(Int?)
        case bool(Bool)
        case text(String)
    }

    let name: String
    let value: Value

    static func of(_ layout: LayoutSettings) -> [ExportLayoutParameter] {
        if layout.kind.isFormula, let d = layout.formula?.definition {
            var list = [
                ExportLayoutParameter(name: "pitch", value: .number(d.pitch)),
                ExportLayoutParameter(name: "count", value: .integer(d.count))
            ]
            list += d.parameters.map { ExportLayoutParameter(name: $0.name, value: .number($0.value)) }
            if let perspective = layout.perspective { list.append(.init(name: "perspective", value: .number(perspective))) }
            return list
        }
        guard case .object(let members) = ScenarioEncoder.layout(layout) else { return [] }
        var list: [ExportLayoutParameter] = []
        for (key, value) in members where key != "kind" {
            switch value {
            case .number(let x): list.append(.init(name: key, value: .number(x)))
            case .integer(let n): list.append(.init(name: key, value: .integer(n)))
            case .bool(let b): list.append(.init(name: key, value: .bool(b)))
            case .string(let s): list.append(.init(name: key, value: key == "count" ? .integer(nil) : .text(s)))
            case .array(let layers):
                for (i, layer) in layers.enumerated() {
                    guard case .object(let fields) = layer else { continue }
                    for (field, v) in fields {
                        if case .number(let x) = v {
                            list.append(.init(name: "layer\(i)" + field.prefix(1).uppercased() + field.dropFirst(), value: .number(x)))
                        }
                    }
                }
            default: break
            }
        }
        return list
    }
}
