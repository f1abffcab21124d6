/// What `tunelab export --to` writes: one file per target, each naming the tool version,
/// grid, point and fingerprint it came from, and what the target cannot express (docs/export.md).
public enum ExportTarget: String, Sendable, CaseIterable {
    /// A Foundation-only Swift file: the physics and the layout function, tuned values in code.
    case swift
    /// The same, and a `UICollectionViewLayout` subclass driven by it (`#if canImport(UIKit)`).
    case uikit
    /// The same, SwiftUI springs and a `visualEffect`-placed `Stack` (`#if canImport(SwiftUI)`).
    case swiftui
    /// Dart: `SpringDescription`, a `ScrollPhysics` subclass, the layout's tuned values.
    case flutter
    /// Kotlin: AndroidX `SpringForce`, `OverScroller` use, the layout's tuned values.
    case android
    /// The point's complete scenario, every default spelled out.
    case json

    /// The extension of the file an export to this target is (after the dot): the Swift
    /// targets tell theirs apart (`uikit.swift`), so one folder holds every target's export.
    public var fileExtension: String {
        switch self {
        case .swift: "swift"
        case .uikit: "uikit.swift"
        case .swiftui: "swiftui.swift"
        case .flutter: "dart"
        case .android: "kt"
        case .json: "json"
        }
    }

    /// The name of this target's export of `stem`: `stem.fileExtension`.
    public func fileName(_ stem: String) -> String { stem + "." + fileExtension }

    /// The file text for `point`.
    func render(_ point: ExportedPoint) -> String {
        var point = point
        let model = point.scenario.scroll.model
        if model != .uikit {
            point.provenance.notes.append(
                "this point ran scroll.model \(model.rawValue), whose drag and release physics use that platform's published constants; the UIKit parameters here are the scenario's, not what it ran"
            )
        }
        return switch self {
        case .swift: SwiftExporter.render(point)
        case .uikit: UIKitExporter.render(point)
        case .swiftui: SwiftUIExporter.render(point)
        case .flutter: FlutterExporter.render(point)
        case .android: AndroidExporter.render(point)
        case .json: JSONExporter.render(point)
        }
    }
}
