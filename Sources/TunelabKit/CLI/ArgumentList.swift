/// Walks a command's arguments: positionals, `--flag`, `--flag VALUE` and `--flag=VALUE`,
/// with a did-you-mean for unknown flags.
public struct ArgumentList {
    public let command: String
    private var remaining: [String]
    private let spec: CommandSpec?

    public init(command: String, arguments: [String]) {
        self.command = command
        remaining = arguments
        spec = CommandSpec.named(command)
    }

    /// Parses every argument: positionals in order, options into `options` (repeatable ones appended).
    public mutating func parse() throws(UsageError) -> (positionals: [String], options: [(flag: String, value: String?)]) {
        var positionals: [String] = []
        var options: [(flag: String, value: String?)] = []
        let known = spec?.options ?? []
        var i = 0
        while i < remaining.count {
            let argument = remaining[i]
            i += 1
            guard argument.hasPrefix("--"), argument.count > 2 else { positionals.append(argument); continue }
            var flag = argument, inline: String?
            if let eq = argument.firstIndex(of: "=") {
                flag = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let option = known.first(where: { $0.flag == flag }) else {
                var message = "\(command): unknown option \(flag)"
                if let near = DidYouMean.suggestion(for: flag, among: known.map(\.flag)) { message += "; did you mean \(near)?" }
                throw UsageError(message + " (see 'tunelab help \(command)')")
            }
            if let valueName = option.value {
                // A value option is given once unless its help says "repeatable": a second
                // `--to` would otherwise silently win.
                if !option.help.contains("repeatable"), let earlier = options.first(where: { $0.flag == flag })?.value {
                    let later = inline ?? (i < remaining.count ? remaining[i] : "")
                    throw UsageError("\(command): \(flag) given twice (\(earlier), then \(later)): give it once")
                }
                if let inline { options.append((flag, inline)); continue }
                // A following flag is never taken as the value (`--x --y b` lacks --x's value).
                guard i < remaining.count, !remaining[i].hasPrefix("--") else {
                    throw UsageError("\(command): \(flag) needs a value \(valueName)")
                }
                options.append((flag, remaining[i]))
                i += 1
            } else {
                guard inline == nil else { throw UsageError("\(command): \(flag) takes no value") }
                options.append((flag, nil))
            }
        }
        return (positionals, options)
    }
}

extension Array where Element == (flag: String, value: String?) {
    /// The last value given for `flag`.
    public func value(_ flag: String) -> String? { last { $0.flag == flag }?.value ?? nil }
    public func has(_ flag: String) -> Bool { contains { $0.flag == flag } }
    public func values(_ flag: String) -> [String] { filter { $0.flag == flag }.compactMap(\.value) }
}
