import Foundation

/// Where a test's golden file lives: `__Goldens__/<TestFile>/<test>.csv` in the test file's
/// directory, or `<directory>/<test>.csv` in a directory the test chooses (relative to the test
/// file's directory). The run's actual metrics go beside it as `<test>.actual.csv`.
public struct GoldenLocation: Sendable, Equatable {
    /// The golden file.
    public let goldenPath: String
    /// The actual run's file, written when the check fails.
    public let actualPath: String

    /// The location for the test `function` (`flickKeepsItsFeel()` → `flickKeepsItsFeel`, or
    /// `name` when given) of the file at `filePath` (`#filePath`).
    public init(filePath: String, function: String, name: String? = nil, directory: String? = nil) {
        let file = URL(fileURLWithPath: filePath)
        let testDirectory = file.deletingLastPathComponent().path
        let folder: String
        if let directory {
            folder = directory.hasPrefix("/") ? directory : testDirectory + "/" + directory
        } else {
            folder = testDirectory + "/__Goldens__/" + file.deletingPathExtension().lastPathComponent
        }
        let stem = name ?? Self.testName(function)
        goldenPath = folder + "/" + stem + ".csv"
        actualPath = folder + "/" + stem + ".actual.csv"
    }

    /// `flick()` → `flick`, `flick(count:)` → `flick`, `testFlick` → `testFlick`.
    static func testName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }
}
