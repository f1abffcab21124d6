import Foundation
import Testing

@testable import TunelabKit

/// `scroll.bounces` goes out where the platform has it: UIKit's `bounces = false` on the
/// collection view, and the JSON scenario; a bouncing view writes no UIKit line (the default).
@Suite struct ExportBouncesTests {
    @Test(arguments: [false, true])
    func uikitSetsBouncesOnlyWhenOff(bounces: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tunelab-bounces-\(bounces)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("no-bounce.json").path
        let scenario = """
            {"duration": 0.5, "scroll": {"bounces": \(bounces), "content": {"length": 3000}}, "layout": {"kind": "cardStack"},
             "gesture": [{"flick": {"velocity": 3000}}]}
            """
        try scenario.write(toFile: file, atomically: true, encoding: .utf8)
        let uikit = try ExportRequest(source: file, target: .uikit).render()
        #expect(uikit.contains("collectionView.bounces = false") == !bounces)
        let json = try ExportRequest(source: file, target: .json).render()
        #expect(json.contains("\"bounces\": \(bounces)"))
    }
}
