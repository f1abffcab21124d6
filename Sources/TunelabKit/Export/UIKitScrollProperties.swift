import ScrollPhysics

/// The `UIScrollView` properties a UIKit export assigns in `prepare()`: each declared scroll
/// setting with a `uikitProperty` (`ScrollConfiguration.settings`) whose value is not the
/// default, as `collectionView.<property> = <value>  // scroll.<key>` on its own line.
enum UIKitScrollProperties {
    /// The assignments for `scroll`, each line led by a newline and `indent`, `{Axis}` in a
    /// property's name made `Vertical` or `Horizontal`.
    static func assignments(_ scroll: ScrollConfiguration, horizontal: Bool, indent: String) -> String {
        let defaults = ScrollConfiguration()
        return ScrollConfiguration.settings.compactMap { field -> String? in
            guard let property = field.uikitProperty, let value = literal(field, scroll, unless: defaults) else { return nil }
            let name = property.replacingOccurrences(of: "{Axis}", with: horizontal ? "Horizontal" : "Vertical")
            return "\n\(indent)collectionView.\(name) = \(value)  // scroll.\(field.key)"
        }.joined()
    }

    /// The Swift literal of the field's value in `scroll`, `nil` when it equals the default's.
    private static func literal(
        _ field: SettingField<ScrollConfiguration>, _ scroll: ScrollConfiguration, unless defaults: ScrollConfiguration
    ) -> String? {
        switch field.value {
        case .bool(let path):
            scroll[keyPath: path] == defaults[keyPath: path] ? nil : String(scroll[keyPath: path])
        case .number(let path, _):
            scroll[keyPath: path] == defaults[keyPath: path] ? nil : ExportLiteral.swift(scroll[keyPath: path])
        case .choice, .composite:
            nil
        }
    }
}
