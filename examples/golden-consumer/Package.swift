// swift-tools-version:6.0
import Foundation
import PackageDescription

// An app's repository, in miniature: the app's own layout (FeedLayout, on ScrollPhysics only),
// its feel pinned by golden metrics in its tests (ScrollPhysicsTesting), and tunelab's sweeps
// run with `swift package tunelab …` (the TunelabPlugin). It depends on the tunelab package by
// relative path; a path dependency's package name is its directory's name: compute it.
let tunelab = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.lastPathComponent

let package = Package(
    name: "golden-consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's layout: what ships in the app, so it needs ScrollPhysics and nothing else.
        .target(name: "FeedLayout", dependencies: [.product(name: "ScrollPhysics", package: tunelab)]),
        .testTarget(
            name: "FeedTests",
            dependencies: [
                "FeedLayout",
                .product(name: "ScrollPhysicsTesting", package: tunelab),
                .product(name: "TunelabKit", package: tunelab)
            ],
            // Read from the source tree by path (#filePath), not bundled.
            exclude: ["Scenarios", "__Goldens__"])
    ],
    swiftLanguageModes: [.v6]
)
