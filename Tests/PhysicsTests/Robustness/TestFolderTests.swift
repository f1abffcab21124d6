import Foundation
import TestSupport
import Testing

/// The test targets mirror their modules (CONTRIBUTING.md): every folder of a test target is a
/// folder of its module, but for the few that hold tests across a module (listed here).
@Suite struct TestFolderTests {
    /// Test folders with no source folder of the same name, and why.
    static let crossCutting: [String: Set<String>] = [
        // Documentation: the DocC catalog's examples; Robustness: faults across the library.
        "PhysicsTests": ["Documentation", "Robustness", "Support"],
        // Robustness: faults across commands; Schema: schemas/ against the decoders; Fuzz: the
        // fuzz campaign's finds; ScrollPhysicsTesting: that module's tests.
        "TunelabKitTests": ["Robustness", "Schema", "Fuzz", "ScrollPhysicsTesting", "Support"]
    ]

    static func folders(_ path: String) -> [String] {
        let url = URL(fileURLWithPath: Repository.path + "/" + path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }

    @Test(arguments: [("PhysicsTests", "ScrollPhysics"), ("TunelabKitTests", "TunelabKit")])
    func everyTestFolderIsASourceFolder(tests: String, module: String) {
        let testFolders = Self.folders("Tests/" + tests)
        #expect(!testFolders.isEmpty, "Tests/\(tests) has no folders")
        let sourceFolders = Set(Self.folders("Sources/" + module))
        let allowed = Self.crossCutting[tests] ?? []
        for folder in testFolders where !sourceFolders.contains(folder) && !allowed.contains(folder) {
            Issue.record("Tests/\(tests)/\(folder) has no Sources/\(module)/\(folder) to mirror")
        }
    }

    /// Files of a test target that are neither tests nor helpers in `Support/`: data generated
    /// from upstream (`scripts/overscroller-vectors.py`) and the export goldens.
    static let placedData = ["Simulations/Platform/AndroidOverScrollerVectors.swift"]

    @Test(arguments: ["PhysicsTests", "TunelabKitTests"])
    func helpersLiveInSupport(tests: String) {
        let root = Repository.path + "/Tests/" + tests
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        #expect(!files.isEmpty, "Tests/\(tests) is empty")
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("Tests.swift") {
            if file.hasPrefix("Support/") || file.contains("/Golden/") || Self.placedData.contains(file) { continue }
            Issue.record("Tests/\(tests)/\(file) is a helper outside Support/ (CONTRIBUTING.md: tests are <Type>Tests.swift)")
        }
    }
}
