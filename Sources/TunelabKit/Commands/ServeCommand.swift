import Foundation

/// `tunelab serve`: a local page for tuning live (docs/serve.md). Prints the URL with this
/// launch's token, serves on 127.0.0.1 until Ctrl-C or SIGTERM, then exits 0. Bad input: one
/// line, exit 2, nothing served; a port that cannot be had: exit 2 with the reason.
public enum ServeCommand: Command {
    public static let spec = CommandSpec(
        name: "serve", usage: "tunelab serve (GRID.json | SCENARIO.json | RESULTS_DIR) [--port N] [--out DIR]",
        summary: "Tune live in a local page: sliders re-simulate the point beside the baseline (127.0.0.1 only, token in the URL).",
        options: [
            ("--port", "N", "port on 127.0.0.1 (default 8765; 0: any free port)"),
            ("--out", "DIR", "where the page saves points and exports (default reports/serve)")
        ])

    public struct Options: Equatable, Sendable {
        public var input: String
        public var port: Int
        public var out: String
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var list = ArgumentList(command: "serve", arguments: arguments)
        let (positionals, flags) = try list.parse()
        let input = try TunelabCLI.single(positionals, command: "serve", what: "GRID.json, SCENARIO.json or RESULTS_DIR")
        var port = 8765
        if let text = flags.value("--port") {
            guard let n = Int(text), (0...65535).contains(n) else {
                throw UsageError("serve: --port expects a port in 0…65535 (0: any free one), got \(text)")
            }
            port = n
        }
        return Options(input: input, port: port, out: flags.value("--out") ?? "reports/serve")
    }

    /// The parts of one running server, made before it serves (tests drive them in process).
    struct Launch: Sendable {
        let server: HTTPServer
        let guardian: ServeGuard
        let session: ServeSession
    }

    static func launch(_ options: Options, limits: HTTPLimits = .standard) throws -> Launch {
        let session = try ServeSession(path: options.input, outputDirectory: options.out)
        guard let token = ServeToken.random(), let secret = ServeToken.random() else {
            throw ToolError("serve: cannot read /dev/urandom for this launch's token", isInput: true)
        }
        let box = RouterBox()
        let server: HTTPServer
        do {
            server = try HTTPServer(port: options.port, limits: limits) { request in box.respond(request) }
        } catch {
            throw ToolError("serve: \(error.description)", isInput: true)
        }
        let guardian = ServeGuard(port: server.port, launchToken: token, session: secret)
        box.router = ServeRouter(guardian: guardian, session: session)
        return Launch(server: server, guardian: guardian, session: session)
    }

    public static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try parse(arguments)
        let launch = try launch(options)
        ServeSignals.install()
        defer { ServeSignals.uninstall() }
        console.out("tunelab serve: \(launch.guardian.launchURL)\n")
        console.err("serving \(options.input) on 127.0.0.1:\(launch.server.port); saves go to \(options.out)/; Ctrl-C stops\n")
        launch.server.run { ServeSignals.requested != nil }
        let signal = ServeSignals.requested.map { $0 == SIGINT ? "SIGINT" : $0 == SIGTERM ? "SIGTERM" : "signal \($0)" } ?? "request"
        console.err("tunelab serve: stopped (\(signal))\n")
        return ExitCode.success
    }
}
