#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a failed check at the caller's source location: through Swift Testing
/// (`Issue.record`) inside a Swift Testing test, else through XCTest (`XCTFail`); with neither
/// available, on standard error. An actual file goes along as a Swift Testing attachment.
enum TestIssue {
    static func record(
        _ message: String, attachment: (name: String, bytes: [UInt8])? = nil,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
                if let attachment {
                    Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
                }
                Issue.record(Comment(rawValue: message), sourceLocation: location)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
        #else
            print("\(filePath):\(line):\(column): error: \(message)")
        #endif
    }
}
