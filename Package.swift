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
        .executable(name: "tunelab", targets: ["tunelab"])
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
        .testTarget(
            name: "PhysicsTests", dependencies: ["ScrollPhysics", "TunelabKit"],
            exclude: ["Charts/Golden", "Export/Golden", "Fit/NIST", "Fuzz/Regressions"])
    ],
    swiftLanguageModes: [.v6]
)
