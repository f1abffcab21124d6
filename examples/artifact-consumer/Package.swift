// swift-tools-version:6.0
import PackageDescription

// tunelab from its release artifact bundle, no source build: a binary target and a command
// plugin that runs it (`swift package tunelab-binary sweep …`). scripts/release-check.sh copies
// the bundle that scripts/release.sh built to ./tunelab.artifactbundle first; a team would use
// `.binaryTarget(name: "tunelab", url: ".../tunelab-VERSION.artifactbundle.zip", checksum: "…")`.
let package = Package(
    name: "artifact-consumer",
    targets: [
        .binaryTarget(name: "tunelab", path: "tunelab.artifactbundle"),
        .plugin(
            name: "TunelabBinary",
            capability: .command(
                intent: .custom(verb: "tunelab-binary", description: "Run tunelab from its release artifact bundle"),
                permissions: [.writeToPackageDirectory(reason: "tunelab writes its reports (--out DIR)")]),
            dependencies: ["tunelab"])
    ]
)
