// A stub of the UIKit (and CoreGraphics) declarations `tunelab export --to uikit` uses, so the
// export type-checks on Linux in the Swift 6 language mode with complete concurrency checking, and
// its layout math runs in the export harness (Tests/TunelabKitTests/Export/ExportHarnessTests.swift).
// Each declaration is copied from Apple's documentation (the URL above it): the names, parameter
// labels, types, optionality and actor isolation the export relies on. Bodies are placeholders:
// nothing here runs in the harness but `Layout`'s math, which uses Foundation only.
// Not stubbed: `CADisplayLink` and `#selector`, which need the Objective-C runtime; the export
// keeps them under `#if canImport(ObjectiveC)`.
//
// Build: swiftc -parse-as-library -emit-library -static -emit-module -module-name UIKit \
//          -swift-version 6 Tests/ExportStubs/UIKit.swift -o DIR/libUIKit.a

@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    public init(rotationAngle angle: CGFloat) {
        (a, b, c, d, tx, ty) = (cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0)
    }
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        var t = self
        (t.a, t.b, t.c, t.d) = (a * sx, b * sx, c * sy, d * sy)
        return t
    }
}

// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:) (UIKit's extension)
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: NSObject {
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
}

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    public struct DecelerationRate: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    open var decelerationRate = DecelerationRate(rawValue: 0.998)
    // https://developer.apple.com/documentation/uikit/uiscrollview/bounces
    open var bounces = true
    // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    open var alwaysBounceVertical = false
    // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
    open var alwaysBounceHorizontal = false
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int { 0 }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
    public override init() {}
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
    open var indexPath = IndexPath(item: 0, section: 0)
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect = .zero
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
    open var center: CGPoint = .zero
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/bounds
    open var bounds: CGRect = .zero
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform
    open var transform = CGAffineTransform(rotationAngle: 0)
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha
    open var alpha: CGFloat = 1
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex
    open var zIndex: Int = 0
    // https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
    // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
    nonisolated open override func isEqual(_ object: Any?) -> Bool { object as AnyObject? === self }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() {}
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open var collectionView: UICollectionView? { nil }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open var collectionViewContentSize: CGSize { .zero }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    open func prepare() {}
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    { proposedContentOffset }
}
