import ScrollPhysics

/// The settings tables of docs/scenario.md, written from the declarations (`ScenarioSettings`):
/// one row per setting, `| key | type | default | meaning |`, between
/// `<!-- settings: NAME -->` and `<!-- end of settings: NAME -->`. `ScenarioSchemaTests` fails
/// when the page differs from `regenerated` (`TUNELAB_REGENERATE=1` rewrites it).
package enum ScenarioSettingsTable {
    /// `page` with each section's table regenerated.
    package static func regenerated(_ page: String) -> String {
        var text = page
        for section in ScenarioSettings.sections {
            let open =
                "<!-- settings: \(section.name) (generated from the declarations; `TUNELAB_REGENERATE=1 swift test --filter ScenarioSchemaTests`) -->"
            let close = "<!-- end of settings: \(section.name) -->"
            guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) else {
                continue
            }
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: "\n" + table(section) + "\n")
        }
        let open = "<!-- settings: uikit only -->", close = "<!-- end of settings: uikit only -->"
        if let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) {
            text.replaceSubrange(start.upperBound..<end.lowerBound, with: "\n" + uikitOnly() + "\n")
        }
        return text
    }

    /// The sentence naming the settings only the `uikit` model reads.
    static func uikitOnly() -> String {
        let keys = (ScenarioSettings.uikitScrollKeys + ScenarioSettings.uikitTopLevelKeys).map { "`\($0)`" }
        return keys.dropLast().joined(separator: ", ") + " and " + (keys.last ?? "")
            + " are settings of the `uikit` model; the platform models read the viewport, the content, the initial offset and `display.scale`."
    }

    /// The Markdown table of `section`.
    static func table(_ section: ScenarioSettings.Section) -> String {
        var lines = ["| key | type | default | meaning |", "|---|---|---|---|"]
        for e in section.entries {
            let meaning = e.doc + (e.markdown.more.map { " " + $0 } ?? "")
            let cells = ["`\(e.key)`", e.markdown.type ?? type(e.shape), e.markdown.defaultValue ?? defaultText(e.defaultValue), meaning]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// `number in (0, 10⁹)`, `integer in [1, 100 000]`, `integer ≥ 0`, `"a"`, `"b"`.
    static func type(_ shape: SettingShape) -> String {
        switch shape {
        case .number(let r): "number " + interval(r)
        case .integer(let r): "integer " + interval(r)
        case .choice(let names): names.map { "`\"\($0)\"`" }.joined(separator: ", ")
        case .bool: "`true`, `false`"
        case .composite: "object"
        }
    }

    private static func interval(_ r: SettingRange) -> String {
        switch (r.lower, r.upper) {
        case let (lower?, upper?) where lower == -upper && !r.lowerIncluded && !r.upperIncluded: "with |x| < \(number(upper))"
        case let (lower?, upper?):
            "in \(r.lowerIncluded ? "[" : "(")\(number(lower)), \(number(upper))\(r.upperIncluded ? "]" : ")")"
        case (let lower?, nil): "\(r.lowerIncluded ? "≥" : ">") \(number(lower))"
        case (nil, let upper?): "\(r.upperIncluded ? "≤" : "<") \(number(upper))"
        case (nil, nil): ""
        }
    }

    /// 1e9 → `10⁹`; 100000 → `100 000`; others in shortest form.
    static func number(_ x: Double) -> String {
        if x >= 1e6, x == x.rounded(), let exponent = (6...15).first(where: { pow10($0) == x }) {
            let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
            return "10" + String(String(exponent).map { superscripts[Int(String($0))!] })
        }
        if x >= 10_000, x == x.rounded(), x < 1e15 {
            var digits = String(Int(x)), out = ""
            while digits.count > 3 { out = " " + digits.suffix(3) + out; digits.removeLast(3) }
            return digits + out
        }
        return NumberFormat.shortest(x)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }

    private static func defaultText(_ value: ExportJSON?) -> String {
        switch value {
        case .string(let s)?: "`\"\(s)\"`"
        case .number(let x)?: NumberFormat.shortest(x)
        case .integer(let n)?: number(Double(n))
        case .bool(let b)?: "`\(b)`"
        case let other?: "`\(other.compact)`"
        case nil: ""
        }
    }
}
