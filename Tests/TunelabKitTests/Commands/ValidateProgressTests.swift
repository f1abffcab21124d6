import Foundation
import Testing

@testable import TunelabKit

/// Issue 44: `validate` on a large grid says how far it is (the sweep's progress line), instead
/// of minutes of silence; a quick one prints nothing more than before.
@Suite struct ValidateProgressTests {
    static func grid(points: Int) throws -> (Grid, TempDirectory) {
        let dir = try TempDirectory("validate-progress")
        let values = (0..<points).map { "\(0.99 + 0.000001 * Double($0))" }.joined(separator: ",")
        let text = #"{"name": "p", "scenario": {"duration": 0.2}, "grid": {"scroll.decelerationRate": ["# + values + "]}}"
        let path = try dir.write(text, to: "grid.json")
        return (try GridDecoder.load(path), dir)
    }

    @Test func longWorkShowsProgress() throws {
        let (grid, dir) = try Self.grid(points: 2048)
        defer { dir.remove() }
        let console = Console.capturing()
        let (invalid, _) = try ValidateCommand.invalidPoints(grid, console: console, progressAfter: 0)
        #expect(invalid == 0)
        let lines = console.capturedErr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("1023/2048 points (50.0 %), ") == true, "\(console.capturedErr)")
        #expect(lines.last?.hasPrefix("2048/2048 points (100.0 %), ") == true, "\(console.capturedErr)")
    }

    @Test func quickWorkPrintsNothing() throws {
        let (grid, dir) = try Self.grid(points: 2048)
        defer { dir.remove() }
        let console = Console.capturing()
        _ = try ValidateCommand.invalidPoints(grid, console: console)
        #expect(console.capturedErr.isEmpty, "\(console.capturedErr)")
    }
}
