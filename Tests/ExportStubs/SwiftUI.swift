// A stub of the SwiftUI declarations `tunelab export --to swiftui` uses, so the export type-checks on
// Linux in the Swift 6 language mode with complete concurrency checking, and its layout math runs in
// the export harness (Tests/TunelabKitTests/Export/ExportHarnessTests.swift). Each declaration is copied
// from Apple's documentation (the URL above it): names, labels, types, generic constraints, result
// builders and actor isolation (`View` and `body` are `@MainActor`; `visualEffect`'s closure is
// `@Sendable`). Bodies are placeholders: no view is ever drawn here. Helper types whose names start
// with `Stub` stand for SwiftUI's own (ModifiedContent, TupleView, …) that the export never names.
//
// Build: swiftc -parse-as-library -emit-library -static -emit-module -module-name SwiftUI \
//          -swift-version 6 Tests/ExportStubs/SwiftUI.swift -o DIR/libSwiftUI.a

@_exported import Foundation

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view the stub's modifiers return (SwiftUI's `ModifiedContent`).
public struct StubView: View {
    public var body: Never { fatalError() }
}

/// Several views built together (SwiftUI's `TupleView`).
public struct StubTupleView<T>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> StubTupleView<(C0, C1)> { StubTupleView() }
}

// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/axis/set
public enum Axis {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

// https://developer.apple.com/documentation/swiftui/angle
public struct Angle: Sendable {
    public var radians: Double
    // https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var body: Never { fatalError() }
}

extension ForEach: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, Sendable {
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color()
    // https://developer.apple.com/documentation/swiftui/color/black
    public static let black = Color()
    // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color { Color() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spring
public struct Spring: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/spring/init(response:dampingratio:)
    public init(response: Double = 0.5, dampingRatio: Double = 1.0) {}
    // https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
    // https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
}

// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/animation/spring(_:blendduration:)
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { Animation() }
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
public protocol CoordinateSpaceProtocol {}

// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    // https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-6ndmq
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}

// https://developer.apple.com/documentation/swiftui/visualeffect
public protocol VisualEffect: Sendable {}

// https://developer.apple.com/documentation/swiftui/emptyvisualeffect
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A visual effect the stub's modifiers return.
public struct StubVisualEffect: VisualEffect {}

extension VisualEffect {
    // https://developer.apple.com/documentation/swiftui/visualeffect/scaleeffect(x:y:anchor:)
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { StubVisualEffect() }
    // https://developer.apple.com/documentation/swiftui/visualeffect/rotationeffect(_:anchor:)
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { StubVisualEffect() }
    // https://developer.apple.com/documentation/swiftui/visualeffect/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { StubVisualEffect() }
    // https://developer.apple.com/documentation/swiftui/visualeffect/opacity(_:)
    public func opacity(_ opacity: Double) -> some VisualEffect { StubVisualEffect() }
}

// https://developer.apple.com/documentation/swiftui/scrolltarget
public struct ScrollTarget {
    // https://developer.apple.com/documentation/swiftui/scrolltarget/rect
    public var rect: CGRect
    // https://developer.apple.com/documentation/swiftui/scrolltarget/anchor
    public var anchor: UnitPoint?
}

// https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext
public struct ScrollTargetBehaviorContext {
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/containersize
    public var containerSize: CGSize { .zero }
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext/contentsize
    public var contentSize: CGSize { .zero }
}

// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    // https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:)
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

// https://developer.apple.com/documentation/swiftui/scrollgeometry
public struct ScrollGeometry: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
    public var contentOffset: CGPoint
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { StubView() }
    // https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        StubView()
    }
    // https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { StubView() }
    // https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    public func zIndex(_ value: Double) -> some View { StubView() }
    // https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { StubView() }
    // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View { StubView() }
}
