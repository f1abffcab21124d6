/// Where a report page's bytes go, in order, without gathering the page in one buffer: small
/// pieces of markup collect in a staging buffer of `stagingSize` bytes, and a long run of
/// bytes (a stretch of an inlined chart or player, already in memory) goes to `emit` from its
/// own storage. Written to a file this way, a page of megabytes costs no copy of its charts
/// and no fresh memory.
struct PageWriter {
    /// The staging buffer's size in bytes.
    static let stagingSize = 64 * 1024
    /// Runs at least this long bypass the staging buffer.
    static let directSize = 8 * 1024

    private var staged = MarkupBuffer(capacity: stagingSize)
    private let emit: (UnsafeBufferPointer<UInt8>) -> Void

    /// A writer whose bytes, in order, go to `emit` (which may be called many times).
    init(emit: @escaping (UnsafeBufferPointer<UInt8>) -> Void) { self.emit = emit }

    /// Appends `run`.
    mutating func add(_ run: UnsafeBufferPointer<UInt8>) {
        let n = run.count
        guard n > 0 else { return }
        if n >= Self.directSize {
            flush()
            emit(run)
        } else {
            if staged.count + n > Self.stagingSize { flush() }
            staged.add(run)
        }
    }

    /// Appends `text` as it is (already escaped).
    mutating func add(_ text: String) { staging { $0.add(text) } }

    /// Appends `value` in decimal.
    mutating func add(_ value: Int) { staging { $0.add(value) } }

    /// Appends `SVGWriter.escape(text)`.
    mutating func escaped(_ text: String) { staging { $0.escaped(text) } }

    /// Appends another buffer's bytes (a long one from its own storage).
    mutating func add(_ buffer: MarkupBuffer) { buffer.withUnsafeBytes { add($0) } }

    /// Lets `body` append markup to the staging buffer.
    mutating func staging(_ body: (inout MarkupBuffer) -> Void) {
        if staged.count >= Self.stagingSize - Self.directSize { flush() }
        body(&staged)
    }

    /// Hands the staged bytes to `emit`; call once the page is complete.
    mutating func flush() {
        guard staged.count > 0 else { return }
        staged.withUnsafeBytes(emit)
        staged.removeAll()
    }
}

extension PageWriter {
    /// Collects the bytes of a writer in one buffer (`ReportPage.html`, tests).
    final class Gathered {
        var bytes: MarkupBuffer
        init(capacity: Int) { bytes = MarkupBuffer(capacity: capacity) }
    }

    /// Writes the bytes of a writer to an open file, remembering the first failure's errno
    /// (nothing is written after it).
    final class FileOutput {
        let fd: Int32
        private(set) var failure: Int32?
        init(fd: Int32) { self.fd = fd }

        func write(_ run: UnsafeBufferPointer<UInt8>) {
            if failure == nil { failure = AtomicFile.writeAll(run, to: fd) }
        }
    }
}
