import Foundation

extension SweepLifecycle {
    /// The command that continues this sweep: its own arguments with `--resume`, each quoted
    /// for a POSIX shell where it needs to be.
    static func resumeCommand(_ arguments: [String], console: Console) -> String {
        let program = console.isCapturing ? "tunelab" : CommandLine.arguments.first ?? "tunelab"
        let words = [program, "sweep"] + arguments + (arguments.contains("--resume") ? [] : ["--resume"])
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: as is when it is plain, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789_./:=@%+,-".unicodeScalars.contains($0))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
