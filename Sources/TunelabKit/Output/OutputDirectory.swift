import Foundation

/// Checks on an output directory made before anything is written, so a bad one is one
/// clear message (exit 2) and nothing is created.
public enum OutputDirectory {
    /// Throws `ToolError(isInput: true)` when `path` exists and is not a writable directory,
    /// or when it does not exist and its nearest existing ancestor is not a writable directory.
    public static func checkWritable(_ path: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ToolError("\(path): cannot write the output here: it is a file, not a directory", isInput: true)
            }
            guard manager.isWritableFile(atPath: path) else {
                throw ToolError("\(path): cannot write the output here: permission denied", isInput: true)
            }
            return
        }
        var ancestor = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while !manager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw ToolError("\(path): cannot create the output directory: \(ancestor.path) is a file", isInput: true)
        }
        guard manager.isWritableFile(atPath: ancestor.path) else {
            throw ToolError("\(path): cannot create the output directory: \(ancestor.path) is not writable", isInput: true)
        }
    }
}
