/// `tunelab convert spring` (`ConvertCommand`): converts one spring
/// between unit systems and prints it in every other (or only the `--to` ones) as a table.
///
/// Missing parameters take the system's documented default. Output is deterministic:
/// systems print in `SpringUnitSystem.allCases` order, numbers rounded to 12 significant digits
/// and then printed shortest (`NumberFormat.readable`), so no binary noise shows.
public enum SpringConverter {
    /// The help text, built from the same system table the parser uses.
    public static var usage: String {
        var text = "usage: tunelab convert spring --from SYSTEM [key=value ...] [--to SYSTEM ...]\n\nsystems:\n"
        let width = SpringUnitSystem.allCases.map(\.rawValue.count).max() ?? 0
        for system in SpringUnitSystem.allCases {
            let keys = system.parameters.map { p in p.defaultValue.map { "\(p.key)=\(NumberFormat.readable($0))" } ?? "\(p.key)=?" }
            text += "  " + pad(system.rawValue, width) + "  " + keys.joined(separator: " ") + "\n"
            text += "  " + pad("", width) + "  " + system.source + "\n"
        }
        text += "\nvalues are JSON numbers, each in its key's range:\n"
        for key in SpringUnitSystem.bounds.keys.sorted() {
            let parameter = SpringUnitSystem.allCases.lazy.flatMap(\.parameters).first { $0.key == key }
            if let parameter { text += "  " + parameter.rangeText + "\n" }
        }
        return text
    }

    /// A parsed invocation.
    public struct Invocation: Equatable, Sendable {
        public var from: SpringUnitSystem
        /// Values in the system's parameter order, defaults filled in.
        public var values: [Double]
        /// Systems to print; empty = all.
        public var to: [SpringUnitSystem]
        public var help: Bool
    }

    /// Parses the arguments after `convert spring`.
    public static func parse(_ arguments: [String]) throws -> Invocation {
        var from: SpringUnitSystem? = nil
        var to: [SpringUnitSystem] = []
        var pairs: [(String, String)] = []
        var index = 0
        func system(_ name: String) throws -> SpringUnitSystem {
            if let s = SpringUnitSystem(rawValue: name) { return s }
            throw SpringConvertError.unknownSystem(
                name,
                suggestion: SpringConvertError.suggestion(
                    for: name, among: SpringUnitSystem.allCases.map(\.rawValue)))
        }
        func optionValue(_ option: String) throws -> String {
            if let eq = arguments[index].firstIndex(of: "=") { return String(arguments[index][arguments[index].index(after: eq)...]) }
            index += 1
            guard index < arguments.count else { throw SpringConvertError.badValue(key: option, value: "", expected: "a system name") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" {
                return Invocation(from: from ?? .massStiffness, values: [], to: to, help: true)
            } else if argument == "--from" || argument.hasPrefix("--from=") {
                from = try system(try optionValue("--from"))
            } else if argument == "--to" || argument.hasPrefix("--to=") {
                to.append(try system(try optionValue("--to")))
            } else if !argument.hasPrefix("-"), let eq = argument.firstIndex(of: "=") {
                pairs.append((String(argument[..<eq]), String(argument[argument.index(after: eq)...])))
            } else {
                throw SpringConvertError.unexpectedArgument(argument)
            }
            index += 1
        }
        guard let from else { throw SpringConvertError.missingFrom }
        let keys = from.parameters.map(\.key)
        var values = from.parameters.map(\.defaultValue)
        for (key, text) in pairs {
            guard let slot = keys.firstIndex(of: key) else {
                throw SpringConvertError.unknownKey(
                    key, system: from.rawValue,
                    suggestion: SpringConvertError.suggestion(for: key, among: keys))
            }
            guard let value = DecimalLiteral.value(text) else {
                throw SpringConvertError.badValue(key: key, value: text, expected: "a decimal number (JSON syntax)")
            }
            let parameter = from.parameters[slot]
            guard parameter.range.contains(value) else {
                throw SpringConvertError.badValue(key: key, value: text, expected: parameter.rangeText)
            }
            values[slot] = value
        }
        var filled: [Double] = []
        for (key, value) in zip(keys, values) {
            guard let value else { throw SpringConvertError.missingValue(key: key, system: from.rawValue) }
            filled.append(value)
        }
        return Invocation(from: from, values: filled, to: to, help: false)
    }

    /// The spring an invocation describes.
    public static func spring(of invocation: Invocation) throws -> SpringCoefficients {
        var byKey: [String: Double] = [:]
        for (parameter, value) in zip(invocation.from.parameters, invocation.values) { byKey[parameter.key] = value }
        return try invocation.from.spring(from: byKey)
    }

    /// Runs `tunelab convert spring …`, returning stdout text; throws `SpringConvertError` on bad usage.
    public static func run(_ arguments: [String]) throws -> String {
        let invocation = try parse(arguments)
        if invocation.help { return usage }
        let spring = try spring(of: invocation)
        let systems = invocation.to.isEmpty ? SpringUnitSystem.allCases : invocation.to
        let width = max(systems.map(\.rawValue.count).max() ?? 0, "system".count)
        // What to change when a number overflows: the inputs' ranges.
        let range = "expected " + invocation.from.parameters.map(\.rangeText).joined(separator: ", ")
        func number(_ key: String, _ value: Double) throws -> String {
            do { return try AnswerNumber.text(value, key: key, range: range) } catch { throw SpringConvertError.nonFinite(error) }
        }
        var text =
            "spring: mass=\(try number("mass", spring.mass)) stiffness=\(try number("stiffness", spring.stiffness))"
            + " damping=\(try number("damping", spring.damping)) dampingRatio=\(try number("dampingRatio", spring.dampingRatio))"
            + " naturalFrequency=\(try number("naturalFrequency", spring.naturalFrequency))\n"
        if invocation.from == .uikit || systems.contains(.uikit) {
            text += "assumption (uikit): " + AppleSpringConversion.uikitAssumption + "\n"
        }
        text += "\n"
        text += pad("system", width) + "  parameters\n"
        for system in systems {
            do { text += pad(system.rawValue, width) + "  " + (try system.render(spring, range: range)) + "\n" } catch {
                throw SpringConvertError.nonFinite(error)
            }
        }
        if spring.mass != 1 {
            text += "\nmass-1 systems show the same motion with stiffness/mass and damping/mass.\n"
        }
        text += "\nsources:\n"
        for system in systems { text += pad(system.rawValue, width) + "  " + system.source + "\n" }
        return text
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}
