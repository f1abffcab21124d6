import Foundation
import TunelabKit

/// Extreme numbers for a number's place (issue 32): the smallest normal and subnormal doubles,
/// the largest finite, ±0, one ulp inside and outside each bound the schemas document for the
/// key, huge integers, a long string where a number goes, and the number in the wrong unit
/// (×1000, ÷1000).
struct FuzzExtremes {
    /// Bound values (`minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`) per property
    /// name, from every `schemas/*.schema.json`; `all` is their union (for numbers in lists).
    let bounds: [String: [Double]]
    let all: [Double]

    static let fixed = [
        "2.2250738585072014e-308", "-2.2250738585072014e-308", "4.9406564584124654e-324", "1e-310", "-5e-324",
        "1.7976931348623157e308", "-1.7976931348623157e308", "0", "-0", "0.0", "-0.0",
        "9007199254740993", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "18446744073709551615", "1e20", "99999999999999999999999999999999999999", "2147483648", "4294967296"
    ]

    /// Reads the bounds of `root/schemas/*.schema.json` (none when the folder is missing).
    init(root: String) {
        var bounds: [String: Set<Double>] = [:]
        let folder = root + "/schemas"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where name.hasSuffix(".schema.json") {
            guard let node = try? JSONFile.read(folder + "/" + name) else { continue }
            Self.collect(node, key: nil, into: &bounds)
        }
        self.bounds = bounds.mapValues { $0.sorted() }
        all = Set(bounds.values.flatMap { $0 }).sorted()
    }

    /// Walks a schema: a bound belongs to the nearest property name above it (`properties` →
    /// name); `items`, `oneOf`, `$defs` and the rest keep the name they are under.
    private static func collect(_ node: JSONNode, key: String?, into bounds: inout [String: Set<Double>]) {
        switch node.value {
        case .object(let members):
            for member in members {
                if let key, ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].contains(member.key),
                    case .number(let x, _) = member.node.value
                {
                    bounds[key, default: []].insert(x)
                } else if member.key == "properties", case .object(let properties) = member.node.value {
                    for property in properties { collect(property.node, key: property.key, into: &bounds) }
                } else {
                    collect(member.node, key: key, into: &bounds)
                }
            }
        case .array(let items):
            for item in items { collect(item, key: key, into: &bounds) }
        default:
            return
        }
    }

    /// One extreme for the number `literal` at `key` (`nil` in a list).
    func value(for literal: String, key: String?, _ r: inout FuzzRandom) -> FuzzJSON {
        let x = Double(literal) ?? 1
        switch r.below(10) {
        case 0, 1, 2:
            let known = key.flatMap { bounds[$0] } ?? []
            let choices = known.isEmpty ? all : known
            guard !choices.isEmpty else { return .number(r.pick(Self.fixed)) }
            let bound = r.pick(choices)
            // One ulp either side: one of them is inside the documented range, the other outside.
            return .number(NumberFormat.shortest(r.chance(0.5) ? bound.nextUp : bound.nextDown))
        case 3, 4, 5: return .number(r.pick(Self.fixed))
        case 6: return .number(NumberFormat.shortest(x * 1000))
        case 7: return .number(NumberFormat.shortest(x / 1000))
        case 8: return .string(String(repeating: r.pick(["9", "1", "0"]), count: r.pick([40, 400, 5000])))
        default: return .number(String(repeating: "9", count: r.pick([19, 20, 40, 400])))
        }
    }
}
