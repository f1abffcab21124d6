import Foundation
import TunelabKit

/// Grammar-aware mutation: a JSON seed is parsed and edited as a tree (values swapped for edge
/// numbers, extremes (`FuzzExtremes`), other types, enum words; keys deleted, duplicated, misspelt or added; subtrees spliced
/// in from other seeds), a CSV seed as rows and cells; then, now and then, bytes are broken
/// (truncation, invalid UTF-8, a BOM, CRLF, a flipped byte) so the readers' own errors are hit too.
struct FuzzMutator {
    var random: FuzzRandom
    /// Other seeds' trees, for splicing.
    let donors: [FuzzJSON]
    /// Extreme numbers and the schemas' bounds.
    let extremes: FuzzExtremes

    // MARK: JSON

    /// 1–4 tree edits, then maybe byte damage.
    mutating func mutateJSON(_ seed: FuzzJSON) -> [UInt8] {
        var tree = seed
        // Mostly one edit, so most mutants still get past the reader and into the simulation.
        let edits = random.pick([1, 1, 1, 1, 1, 1, 2, 2, 3, 4])
        for _ in 0..<edits { tree = editOnce(tree) }
        var bytes = Array(tree.text().utf8) + [0x0A]
        if random.chance(0.12) { bytes = damage(bytes) }
        return bytes
    }

    private mutating func editOnce(_ tree: FuzzJSON) -> FuzzJSON {
        let target = random.below(tree.count)
        let choice = random.below(100)
        var r = random
        let donors = self.donors, extremes = self.extremes
        let result = tree.replacing(target) { node, key in
            switch node {
            case .number(let literal):
                if choice < 30 { return .number(Self.scale(literal, &r)) }  // likely still valid
                if choice < 50 { return .number(r.pick(FuzzVocabulary.numbers)) }
                if choice < 60 { return .number(Self.nudge(literal, &r)) }
                if choice < 90 { return extremes.value(for: literal, key: key, &r) }
                return Self.otherType(&r, donors)
            case .string(let s):
                if key == nil || choice < 30 { return .string(r.pick(FuzzVocabulary.enumValues)) }
                if choice < 55 { return .string(r.pick(FuzzVocabulary.strings)) }
                if choice < 70 { return .string(Self.typo(s, &r)) }
                if choice < 80 { return .string(r.pick(FuzzVocabulary.gridPaths)) }
                return Self.otherType(&r, donors)
            case .object(var members):
                if members.isEmpty || choice < 15 {
                    let k = r.chance(0.7) ? r.pick(FuzzVocabulary.keys) : r.pick(FuzzVocabulary.gridPaths)
                    members.insert(FuzzMember(k, Self.otherType(&r, donors)), at: r.below(members.count + 1))
                    return .object(members)
                }
                let i = r.below(members.count)
                if choice < 35 { members.remove(at: i); return .object(members) }
                if choice < 45 { members.append(members[i]); return .object(members) }  // duplicate key
                if choice < 65 { members[i].key = Self.typo(members[i].key, &r); return .object(members) }
                if choice < 80 { members[i].key = r.pick(FuzzVocabulary.gridPaths + FuzzVocabulary.keys); return .object(members) }
                if choice < 90 { members[i].value = Self.otherType(&r, donors); return .object(members) }
                return Self.otherType(&r, donors)
            case .array(var items):
                if items.isEmpty || choice < 20 { items.append(Self.otherType(&r, donors)); return .array(items) }
                let i = r.below(items.count)
                if choice < 40 { items.remove(at: i); return .array(items) }
                if choice < 55 { items.insert(items[i], at: i); return .array(items) }
                if choice < 65 { return .array([]) }
                if choice < 70 { return .array(Array(repeating: items[i], count: 40)) }
                if choice < 73 { return Self.deep(node, 600) }  // beyond the depth limit
                return Self.otherType(&r, donors)
            default:
                return Self.otherType(&r, donors)
            }
        }
        random = r
        return result
    }

    /// A value of some other kind: a scalar, an empty container, or a subtree of another seed.
    static func otherType(_ r: inout FuzzRandom, _ donors: [FuzzJSON]) -> FuzzJSON {
        switch r.below(9) {
        case 0: return .null
        case 1: return .bool(r.chance(0.5))
        case 2: return .number(r.pick(FuzzVocabulary.numbers))
        case 3: return .string(r.pick(FuzzVocabulary.strings + FuzzVocabulary.enumValues))
        case 4: return .array([])
        case 5: return .object([])
        case 6: return .object([FuzzMember(r.pick(FuzzVocabulary.keys), .number(r.pick(FuzzVocabulary.numbers)))])
        default:
            guard !donors.isEmpty else { return .null }
            let donor = r.pick(donors)
            var picked = FuzzJSON.null
            _ = donor.replacing(r.below(donor.count)) { node, _ in
                picked = node; return node
            }
            return picked
        }
    }

    /// The number scaled by 0.5, 0.9, 1.1 or 2 (printed shortest), or unchanged if it is not one.
    static func scale(_ literal: String, _ r: inout FuzzRandom) -> String {
        guard let x = Double(literal) else { return literal }
        return NumberFormat.shortest(x * r.pick([0.5, 0.9, 1.1, 2]))
    }

    /// A nearby number: ×10, ÷10, negated, or its last digit changed.
    static func nudge(_ literal: String, _ r: inout FuzzRandom) -> String {
        switch r.below(4) {
        case 0: return literal + "0"
        case 1: return literal.hasPrefix("-") ? String(literal.dropFirst()) : "-" + literal
        case 2: return literal + "e" + r.pick(["-5", "5", "300", "-300", "20"])
        default: return "0.000" + literal.filter(\.isNumber)
        }
    }

    /// A misspelling: a letter dropped, doubled, swapped with its neighbour, or the case changed.
    static func typo(_ s: String, _ r: inout FuzzRandom) -> String {
        var chars = Array(s)
        guard !chars.isEmpty else { return "x" }
        let i = r.below(chars.count)
        switch r.below(4) {
        case 0: chars.remove(at: i)
        case 1: chars.insert(chars[i], at: i)
        case 2: if i + 1 < chars.count { chars.swapAt(i, i + 1) }
        default: return r.chance(0.5) ? s.uppercased() : s.lowercased()
        }
        return String(chars)
    }

    static func deep(_ node: FuzzJSON, _ levels: Int) -> FuzzJSON {
        var out = node
        for _ in 0..<levels { out = .array([out]) }
        return out
    }

    // MARK: CSV

    /// 1–3 row and cell edits of a CSV seed (header + rows), then maybe byte damage.
    mutating func mutateCSV(header: [String], rows: [[String]]) -> [UInt8] {
        var table = [header] + rows
        for _ in 0..<random.pick([1, 1, 1, 2, 3]) { editCSV(&table) }
        var text = table.map { $0.map(CSVFormat.escape).joined(separator: ",") }.joined(separator: "\n") + "\n"
        if random.chance(0.1) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        if random.chance(0.05) { text.removeLast() }
        var bytes = Array(text.utf8)
        if random.chance(0.12) { bytes = damage(bytes) }
        return bytes
    }

    private mutating func editCSV(_ table: inout [[String]]) {
        let width = table[0].count
        let row = random.below(table.count)
        switch random.below(14) {
        case 0, 1, 2, 3:  // a cell
            let r = row > 0 ? row : min(1, table.count - 1)
            if width > 0, table[r].count == width { table[r][random.below(width)] = random.pick(FuzzVocabulary.cells) }
        case 4: if row > 0 { table.insert(table[row], at: row) }  // duplicated point
        case 5: if row > 0 { table.remove(at: row) }
        case 6: if table.count > 2 { table.swapAt(1, table.count - 1) }
        case 7:  // a column removed everywhere
            guard width > 1 else { return }
            let c = random.below(width)
            for i in table.indices where table[i].count > c { table[i].remove(at: c) }
        case 8:
            if width > 0 {
                table[0][random.below(width)] = random.pick(FuzzVocabulary.enumValues + ["point", "status", "time", "translation"])
            }
        case 9: if width > 0 { table[0][random.below(width)] = Self.typo(table[0][random.below(width)], &random) }
        case 10: table = [table[0]]  // no rows
        case 11: if !table[row].isEmpty { table[row].removeLast() }  // a short row
        case 12: table[row].append(random.pick(FuzzVocabulary.cells))  // a long row
        default:
            let c = random.below(max(width, 1))
            for i in table.indices.dropFirst() where table[i].count > c { table[i][c] = random.pick(FuzzVocabulary.cells) }
        }
    }

    // MARK: Bytes

    /// One piece of byte-level damage.
    mutating func damage(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        guard !bytes.isEmpty else { return [0xFF] }
        let i = random.below(bytes.count)
        switch random.below(8) {
        case 0: bytes.removeSubrange(i...)  // truncated
        case 1: bytes[i] ^= UInt8(1 << random.below(8))
        case 2:
            bytes.insert(contentsOf: random.pick([[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]), at: i)
        case 3: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
        case 4: bytes.insert(random.pick(Array("{}[],:\"\\0-e.".utf8)), at: i)
        case 5: bytes.remove(at: i)
        case 6: bytes = []
        default: bytes.insert(0x00, at: i)
        }
        return bytes
    }
}
