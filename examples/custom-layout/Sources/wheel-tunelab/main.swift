import TunelabKit

// tunelab, with one more layout kind: `"layout": {"kind": "wheel", …}`.
TunelabCLI.exit(
    with: TunelabCLI.main(
        CommandLine.arguments,
        layouts: [
            LayoutPlugin(kind: "wheel", settings: WheelSettings.self)
        ]))
