import Foundation

/// Number literals for generated code: exact (shortest round-trip) and valid in each language.
enum ExportLiteral {
    /// A Swift `Double` literal: `24.0`, `0.998`, `1e-05`; `.infinity` spelled out.
    static func swift(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "Double.nan" : (x > 0 ? "Double.infinity" : "-Double.infinity") }
        let text = NumberFormat.shortest(x)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// A value the exporter derived (not one the user wrote, not one the lab ran): x rounded to 15
    /// significant digits, so arithmetic noise does not show (ζ = c/(2√(mk)) of a written ζ 0.9 is
    /// 0.8999999999999999, exported 0.9). Print it with `swift`, `dart` or `kotlin`.
    static func derived(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        return Double(String(format: "%.15g", x)) ?? x
    }

    /// A Dart `double` literal (same spelling as Swift's).
    static func dart(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "double.nan" : (x > 0 ? "double.infinity" : "-double.infinity") }
        return swift(x)
    }

    /// A Kotlin `Double` literal.
    static func kotlin(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "Double.NaN" : (x > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY") }
        return swift(x)
    }

    /// A Kotlin `Float` literal of the nearest float (AndroidX springs take floats): `1500.0f`.
    /// The exact double is given beside it in a comment by the caller.
    static func kotlinFloat(_ x: Double) -> String {
        let f = Float(x)
        let text = f.description
        return (text.contains(".") || text.contains("e") ? text : text + ".0") + "f"
    }
}
