/// The fish completion script: one `complete -c tunelab` line per command (while no command is
/// given) and per option of each command, with its help as the description.
enum FishCompletion {
    static var script: String {
        var text = ShellCompletion.header(.fish)
        text += "complete -c tunelab -f\n"
        for spec in CommandSpec.all {
            text += "complete -c tunelab -n __fish_use_subcommand -a \(spec.name) -d \(quoted(spec.summary))\n"
        }
        for spec in CommandSpec.all {
            let when = "-n \(quoted("__fish_seen_subcommand_from \(spec.name)"))"
            for option in spec.options {
                var line = "complete -c tunelab \(when) -l \(option.flag.dropFirst(2))"
                if option.value != nil { line += " " + arguments(spec.completion(after: option.flag)) }
                text += line + " -d \(quoted(option.help))\n"
            }
            text += "complete -c tunelab \(when) -l help -d 'show help'\n"
            switch spec.positionalCompletion {
            case .none: break
            case let positional: text += "complete -c tunelab \(when) \(arguments(positional))\n"
            }
        }
        return text
    }

    /// The options of `complete` that offer `value`.
    static func arguments(_ value: CompletionValue) -> String {
        switch value {
        case .words(let words): "-x -a \(quoted(words.joined(separator: " ")))"
        case .directories: "-x -a '(__fish_complete_directories)'"
        case .files: "-r -F"
        case .none: "-x"
        }
    }

    /// One single-quoted fish word: `\` and `'` escaped.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
