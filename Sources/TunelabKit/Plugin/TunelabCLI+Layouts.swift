extension TunelabCLI {
    /// Runs `tunelab` with `arguments` (the first is the program name) and the layout kinds of
    /// `layouts` beside the built-ins; returns the exit code. The one entry point of a tool
    /// that adds its own layouts:
    ///
    /// ```swift
    /// // Sources/my-tunelab/main.swift
    /// import TunelabKit
    /// TunelabCLI.exit(with: TunelabCLI.main(CommandLine.arguments,
    ///                                       layouts: [LayoutPlugin(kind: "wheel", settings: WheelSettings.self)]))
    /// ```
    ///
    /// Every command sees the same registry (`LayoutRegistry.current` while it runs): `run`,
    /// `validate`, `sweep` (workers, shards, `--resume`), `merge`, `bench --scenario`.
    /// Kinds must be distinct and must not be built-in names (a `precondition`).
    public static func main(_ arguments: [String], layouts: [LayoutPlugin], console: Console = .standard()) -> Int32 {
        LayoutRegistry.$current.withValue(LayoutRegistry(layouts)) {
            main(arguments, console: console)
        }
    }
}
