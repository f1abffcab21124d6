// swift-tools-version:6.0
import Foundation
import PackageDescription

// A tool of your own: tunelab plus a layout kind it does not ship ("wheel").
// It depends on the tunelab package by relative path; in an app's repository use
// `.package(url: "…/tunelab.git", from: "…")` instead. A path dependency's package name
// is its directory's name, whatever the checkout is called: compute it.
let tunelab = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.lastPathComponent

let package = Package(
    name: "wheel-tunelab",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "wheel-tunelab",
            dependencies: [
                .product(name: "TunelabKit", package: tunelab),
                .product(name: "ScrollPhysics", package: tunelab)
            ])
    ],
    swiftLanguageModes: [.v6]
)
