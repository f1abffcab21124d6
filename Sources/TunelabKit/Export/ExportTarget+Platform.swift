extension ExportTarget {
    /// What the target's platform does itself, where a tuned value has no knob (`ExportLimits`
    /// says so in the file's header). One case each, every trait spelled out: a new target
    /// answers each question here or does not compile.
    package struct Platform {
        /// A platform's scroll view runs the physics (UIKit, SwiftUI, Flutter, Android), not
        /// the exported functions alone: a lab-only rule (edge damping) is not applied.
        package let runsScrollView: Bool
        /// UIScrollView's fixed rubber band and edge bounce (UIKit, SwiftUI).
        package let hasFixedEdges: Bool
        /// SwiftUI's ScrollView: no deceleration rate, SwiftUI animates snapping to the target
        /// itself, `visualEffect` cannot set zIndex, and `Stack` keeps no memory per cell.
        package let isSwiftUIScrollView: Bool
        /// The exported layout calls `didRelease(velocity:)` itself (UIKit's `targetContentOffset`).
        package let releasesLayout: Bool
        /// The language of a layout function written outside Swift (Dart, Kotlin), or nil.
        package let foreignLanguage: String?
        /// Writes code (every target but the scenario itself): a plug-in layout is not exported.
        package let writesCode: Bool
    }

    package var platform: Platform {
        switch self {
        case .swift:
            Platform(
                runsScrollView: false, hasFixedEdges: false, isSwiftUIScrollView: false, releasesLayout: false,
                foreignLanguage: nil, writesCode: true)
        case .uikit:
            Platform(
                runsScrollView: true, hasFixedEdges: true, isSwiftUIScrollView: false, releasesLayout: true,
                foreignLanguage: nil, writesCode: true)
        case .swiftui:
            Platform(
                runsScrollView: true, hasFixedEdges: true, isSwiftUIScrollView: true, releasesLayout: false,
                foreignLanguage: nil, writesCode: true)
        case .flutter:
            Platform(
                runsScrollView: true, hasFixedEdges: false, isSwiftUIScrollView: false, releasesLayout: false,
                foreignLanguage: "Dart", writesCode: true)
        case .android:
            Platform(
                runsScrollView: true, hasFixedEdges: false, isSwiftUIScrollView: false, releasesLayout: false,
                foreignLanguage: "Kotlin", writesCode: true)
        case .json:
            Platform(
                runsScrollView: false, hasFixedEdges: false, isSwiftUIScrollView: false, releasesLayout: false,
                foreignLanguage: nil, writesCode: false)
        }
    }
}
