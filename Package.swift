// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tunelab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        // The tool's engine, for a tool of your own with extra layout kinds
        // (`TunelabCLI.main(_:layouts:)`; see examples/custom-layout).
        .library(name: "TunelabKit", targets: ["TunelabKit"]),
        .executable(name: "tunelab", targets: ["tunelab"]),
        // Golden-metric assertions for a team's own tests (docs/testing-library.md): a separate
        // product, so an app never links XCTest or Swift Testing.
        .library(name: "ScrollPhysicsTesting", targets: ["ScrollPhysicsTesting"]),
        // `swift package tunelab sweep …` in the app's repository (docs/package-plugin.md).
        .plugin(name: "TunelabPlugin", targets: ["TunelabPlugin"])
    ],
    targets: [
        // The drop-in library: simulation, input, layouts, metrics. Needs nothing but Double.
        .target(name: "ScrollPhysics"),
        // The tool's engine: JSON, scenario and grid files, run, sweep, reports, charts, bench.
        .target(name: "TunelabKit", dependencies: ["ScrollPhysics"]),
        // A thin entry point.
        .executableTarget(name: "tunelab", dependencies: ["TunelabKit"]),
        // The fuzz campaign's in-process runner (scripts/fuzz.sh); not part of the tool.
        .executableTarget(name: "tunelab-fuzz", dependencies: ["TunelabKit", "ScrollPhysics"]),
        // Runs a scenario and checks its metrics against a golden metrics.csv; reports through
        // Swift Testing or XCTest, whichever the caller's test runs under.
        .target(name: "ScrollPhysicsTesting", dependencies: ["ScrollPhysics", "TunelabKit"]),
        // Builds tunelab in release and runs it with write permission for its output directory.
        .plugin(
            name: "TunelabPlugin",
            capability: .command(
                intent: .custom(verb: "tunelab", description: "Run tunelab (built in release) on the package's files"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "sweep, run, bench, merge and export --out write reports (--out DIR) into the package directory; SwiftPM asks once for the plugin, not per command: validate, compare, status, chart without --out and help write nothing"
                    )
                ])),
        // Helpers both test targets share: the repository's root, tolerances, running the tool,
        // declared fields' values.
        .target(name: "TestSupport", dependencies: ["ScrollPhysics"], path: "Tests/Support"),
        // Tests of the library, folder for folder as Sources/ScrollPhysics.
        .testTarget(
            name: "PhysicsTests", dependencies: ["ScrollPhysics", "TestSupport"],
            exclude: ["Fit/NIST"]),
        // Tests of the tool's engine and the testing library, folder for folder as Sources/TunelabKit.
        .testTarget(
            name: "TunelabKitTests", dependencies: ["ScrollPhysics", "TunelabKit", "ScrollPhysicsTesting", "TestSupport"],
            exclude: ["Charts/Golden", "Export/Golden", "Fit/Mutants", "Fuzz/Regressions"])
    ],
    swiftLanguageModes: [.v6]
)
