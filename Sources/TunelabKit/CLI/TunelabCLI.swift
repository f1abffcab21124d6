#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's entry point: parses arguments, runs the command, returns the exit code.
public enum TunelabCLI {
    public static func main(_ arguments: [String]) -> Int32 {
        return 0
    }

    public static func exit(with code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }
}
