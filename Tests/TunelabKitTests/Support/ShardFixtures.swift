import Foundation
import TunelabKit

/// Temporary sweep directories and in-process CLI runs for the shard tests.
struct ShardFixtures {
    let root: String

    /// A fresh directory under the system's temporary directory.
    init(_ name: String) throws {
        root = NSTemporaryDirectory() + "tunelab-shards-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// A 10-point card-stack grid (5 scale frequencies × 2 rates): 3 and 7 shards do not divide it.
    /// `scaleFrequencies` changes the grid (and so its fingerprint).
    func writeGrid(_ file: String = "grid.json", scaleFrequencies: String = "[0.2, 0.4, 0.6, 0.8, 1.0]") throws -> String {
        let text = """
            {
              "name": "shard-test",
              "scenario": {"duration": 0.5, "frameRate": 60, "physicsRate": 600, "layout": {"kind": "cardStack"},
                           "gesture": [{"flick": {"velocity": -1500}}, {"wait": 0.5}]},
              "grid": {"layout.scaleFrequency": \(scaleFrequencies), "scroll.decelerationRate": ["normal", "fast"]},
              "metrics": ["overlap_cv", "jitter_rms_pt", "settle_time_s"]
            }
            """
        let path = root + "/" + file
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `tunelab ARGS` in process; returns the exit code and the captured console.
    @discardableResult
    static func tunelab(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let console = Console.capturing()
        let code = TunelabCLI.main(["tunelab"] + arguments, console: console)
        return (code, console.capturedOut, console.capturedErr)
    }

    /// The bytes of `directory/name`, or nil.
    static func bytes(_ directory: String, _ name: String) -> Data? {
        FileManager.default.contents(atPath: directory + "/" + name)
    }
}
