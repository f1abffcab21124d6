/// A reusable, preallocated buffer of `ItemAttributes`: the rows one layout writes
/// for one frame.
///
/// The storage is allocated once, in `init(capacity:)`, and never grows; a layout
/// clears it (`removeAll()`, which keeps the storage) and appends up to `capacity`
/// rows per frame, so laying out a frame allocates nothing. Rows are in a defined
/// order: logical index ascending, and for parallax index then layer ascending.
public struct ItemBuffer: Sendable, Equatable, RandomAccessCollection {
    /// The fixed row capacity (≥ 0).
    public let capacity: Int
    /// Rows written this frame, 0 … `capacity`.
    @inlinable public var count: Int { rowCount }
    @usableFromInline internal var rowCount: Int
    // Always `capacity` elements long; only the first `count` are meaningful.
    @usableFromInline internal var storage: ContiguousArray<ItemAttributes>

    /// An empty buffer that can hold `capacity` rows (`capacity` ≥ 0).
    public init(capacity: Int) {
        precondition(capacity >= 0, "ItemBuffer capacity must be >= 0, got \(capacity)")
        self.capacity = capacity
        self.rowCount = 0
        self.storage = ContiguousArray(repeating: ItemAttributes(), count: capacity)
    }

    /// A buffer holding exactly `items` (capacity = `items.count`); for tests and tools.
    public init(_ items: [ItemAttributes]) {
        self.init(capacity: items.count)
        for item in items { append(item) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Row `position`, 0 ≤ `position` < `count`.
    @inlinable public subscript(position: Int) -> ItemAttributes {
        get {
            precondition(position >= 0 && position < count, "ItemBuffer row \(position) out of 0..<\(count)")
            return storage[position]
        }
        set {
            precondition(position >= 0 && position < count, "ItemBuffer row \(position) out of 0..<\(count)")
            storage[position] = newValue
        }
    }

    /// Forgets every row; keeps the storage.
    @inlinable public mutating func removeAll() { rowCount = 0 }

    /// Appends one row; `count` must be below `capacity`.
    @inlinable public mutating func append(_ item: ItemAttributes) {
        precondition(count < capacity, "ItemBuffer is full (capacity \(capacity))")
        storage[rowCount] = item
        rowCount += 1
    }

    /// Sets `count` directly after rows were written into `storage` (layouts only).
    @usableFromInline internal mutating func setCount(_ newCount: Int) {
        precondition(newCount >= 0 && newCount <= capacity, "ItemBuffer count \(newCount) out of 0...\(capacity)")
        rowCount = newCount
    }

    /// Equal when the rows written (not the spare storage) are equal.
    public static func == (lhs: ItemBuffer, rhs: ItemBuffer) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
