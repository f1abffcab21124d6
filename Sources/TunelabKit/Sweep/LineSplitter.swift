import Foundation

/// Splits one line of a results file into fields, reusing its buffers from line to line:
/// commas split, a trailing CR is dropped; a line with quotes is unquoted (RFC 4180: a quote
/// toggles quoting, `""` inside quotes is one quote) into a scratch copy.
struct LineSplitter {
    private var bounds: [Int] = []
    private var scratch: [UInt8] = []

    mutating func split(_ line: UnsafeBufferPointer<UInt8>, _ body: (ResultsRow) throws -> Void) rethrows {
        var n = line.count
        if n > 0, line[n - 1] == 0x0D { n -= 1 }
        let bytes = UnsafeBufferPointer(rebasing: line[0..<n])
        bounds.removeAll(keepingCapacity: true)
        if n == 0 || memchr(bytes.baseAddress!, 0x22, n) == nil {
            var start = 0
            for i in 0..<n where bytes[i] == 0x2C {
                bounds.append(start)
                bounds.append(i)
                start = i + 1
            }
            bounds.append(start)
            bounds.append(n)
            try bounds.withUnsafeBufferPointer { b in try body(ResultsRow(bytes: bytes, bounds: b)) }
            return
        }
        scratch.removeAll(keepingCapacity: true)
        var i = 0, quoted = false, start = 0
        while i < n {
            let b = bytes[i]
            if quoted {
                if b == 0x22 {
                    if i + 1 < n, bytes[i + 1] == 0x22 { scratch.append(0x22); i += 1 } else { quoted = false }
                } else {
                    scratch.append(b)
                }
            } else if b == 0x22 {
                quoted = true
            } else if b == 0x2C {
                bounds.append(start)
                bounds.append(scratch.count)
                start = scratch.count
            } else {
                scratch.append(b)
            }
            i += 1
        }
        bounds.append(start)
        bounds.append(scratch.count)
        try scratch.withUnsafeBufferPointer { s in
            try bounds.withUnsafeBufferPointer { b in try body(ResultsRow(bytes: s, bounds: b, wasQuoted: true)) }
        }
    }
}
