import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit
import TestSupport

/// Mutants of the shipped recordings through `tunelab fit`: every one ends in exit 0, 1 or 2,
/// and an exit 2 is one line. A mutant that reached a precondition in ScrollPhysics would stop
/// the test process. Each mutant changes 1–4 rows of the bounce or the fling example: a value
/// replaced by an extreme (0, ±5e-324, ±1e308, ±1e15 …) or scaled ×1000, ÷1000 or −1, an
/// `edge`, `touch` or `frame` row inserted, a row dropped, a time replaced, an event made a
/// lift. Written after a run of 6 000 such mutants (a Python loop over the release binary)
/// found a drag frame at −1e308 that made the rubber band's fit overflow to NaN and a time of
/// 1e15 that made two frames equal once counted from the lift; both are refused now.
@Suite struct FitRecordingMutationTests {
    static let sources = [
        "experiments/device/recordings/cranpose-bounce.csv", "experiments/device/recordings/cranpose-fling.csv"
    ]
    static let extremes = [
        "0", "-0", "1e-308", "5e-324", "-5e-324", "1e308", "-1e308", "1e15", "-1e15", "0.5", "-177", "681.667", "1e-9", "2", "-2"
    ]

    static func mutant(of lines: [String], random: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        var body = Array(lines.dropFirst())
        for _ in 0..<(1 + Int(random.next() % 4)) where !body.isEmpty {
            let k = Int(random.next() % UInt64(body.count))
            var cells = body[k].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            while cells.count < 3 { cells.append("") }
            switch random.next() % 8 {
            case 0: cells[2] = pick(extremes)
            case 1: cells[2] = Double(cells[2]).map { NumberFormat.shortest($0 * pick([1000, 0.001, -1])) } ?? pick(extremes)
            case 2:
                body.insert("\(cells[0]),edge,\(pick(extremes + ["-100", "100", "-170", "-200"]))", at: k)
                continue
            case 3:
                body.remove(at: k)
                continue
            case 4: cells[0] = pick(extremes)
            case 5:
                body.insert("\(cells[0]),touch,\(pick(extremes))", at: k)
                continue
            case 6:
                body.insert("\(cells[0]),frame,\(pick(extremes))", at: k)
                continue
            default: cells[1] = "lift"
            }
            body[k] = cells.joined(separator: ",")
        }
        return ([lines[0]] + body).joined(separator: "\n") + "\n"
    }

    /// The two mutants that stopped the process before their checks existed
    /// (`Tests/TunelabKitTests/Fit/Mutants/`): each is now one line and exit 2.
    @Test(arguments: [
        ("rubber-band-overflow.csv", "rubber-band-overflow.csv:58:17: y_pt: expected a position within ±10⁹ pt, got -1e+308"),
        ("equal-times-after-lift.csv", "equal-times-after-lift.csv:2:1: time_s: expected a time within ±10⁹ s, got -1000000000000000")
    ])
    func foundMutantsAreRefused(file: String, expected: String) {
        let path = Repository.url.appendingPathComponent("Tests/TunelabKitTests/Fit/Mutants/" + file).path
        let result = tunelab("fit", Repository.url.appendingPathComponent(Self.sources[1]).path, path)
        #expect(result.code == 2 && result.errLines.count == 1 && result.err.contains(expected), "\(result)")
    }

    @Test func mutantsExit0Or1Or2() throws {
        let dir = try TempDirectory("fit-mutants")
        defer { dir.remove() }
        let sources = try Self.sources.map { try String(contentsOfFile: Repository.url.appendingPathComponent($0).path, encoding: .utf8) }
        let fling = Repository.url.appendingPathComponent(Self.sources[1]).path
        var random = SplitMix64(seed: 27)
        var codes: [Int32: Int] = [:]
        for n in 0..<400 {
            let lines = sources[n % 2].split(separator: "\n").map(String.init)
            let path = try dir.write(Self.mutant(of: lines, random: &random), to: "m\(n).csv")
            let result = tunelab(["fit", fling, path] + (n % 3 == 0 ? ["--validate", path] : []))
            codes[result.code, default: 0] += 1
            #expect([0, 1, 2].contains(result.code), "mutant \(n): \(result)")
            if result.code == 2 { #expect(result.errLines.count == 1, "mutant \(n): \(result)") }
        }
        #expect((codes[0] ?? 0) >= 50 && (codes[2] ?? 0) >= 50, "the mutants reach both the fits and the checks: \(codes)")
    }
}
