/// A `TextOutputStream` over a byte array, for printing a number without making a `String`:
/// `Double.write(to:)` hands its digits to `_writeASCII` straight from the buffer that
/// `description` would have copied them out of (both print through the standard library's
/// `_float64ToString`), so the bytes are those of `description` and nothing is allocated.
struct ASCIISink: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
