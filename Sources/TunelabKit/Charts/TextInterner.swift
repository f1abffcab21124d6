/// The distinct strings of a column in order of first appearance, and each row's index
/// into them; a row equal to the previous one skips the lookup.
struct TextInterner {
    private(set) var values: [String] = []
    private(set) var rows: [Int32] = []
    private var index: [String: Int32] = [:]

    mutating func add(_ text: String) {
        if let last = rows.last, values[Int(last)] == text {
            rows.append(last)
            return
        }
        rows.append(intern(text))
    }

    /// `add` of bytes: compared with the previous row's value before a string is made.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let last = rows.last, values[Int(last)].utf8.elementsEqual(bytes) {
            rows.append(last)
            return
        }
        rows.append(intern(String(decoding: bytes, as: UTF8.self)))
    }

    private mutating func intern(_ text: String) -> Int32 {
        if let i = index[text] { return i }
        let i = Int32(values.count)
        values.append(text)
        index[text] = i
        return i
    }
}
