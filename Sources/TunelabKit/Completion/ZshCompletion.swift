/// The zsh completion script (`#compdef tunelab`): commands with their summaries through
/// `_describe`, each command's options with their help through `_arguments`.
enum ZshCompletion {
    static var script: String {
        var text = "#compdef tunelab\n" + ShellCompletion.header(.zsh)
        text += "_tunelab() {\n"
        text += "  local -a commands\n"
        text += "  commands=(\n"
        for spec in CommandSpec.all { text += "    \(quoted(spec.name + ":" + escaped(spec.summary, also: ":")))\n" }
        text += "  )\n"
        text += "  if (( CURRENT == 2 )); then\n"
        text += "    _describe -t commands 'tunelab command' commands\n"
        text += "    return\n"
        text += "  fi\n"
        text += "  local command=${words[2]}\n"
        text += "  shift words\n"
        text += "  (( CURRENT-- ))\n"
        text += "  case $command in\n"
        for spec in CommandSpec.all {
            text += "    \(spec.name))\n"
            text += "      _arguments -s"
            for option in spec.options {
                let repeatable = option.help.contains("repeatable") ? "*" : ""
                var argument = "\(repeatable)\(option.flag)[\(escaped(option.help, also: "[]"))]"
                if let value = option.value { argument += ":\(escaped(value, also: ":")):\(action(spec.completion(after: option.flag)))" }
                text += " \\\n        \(quoted(argument))"
            }
            text += " \\\n        '--help[show help]'"
            switch spec.positionalCompletion {
            case .none: break
            case let positional: text += " \\\n        \(quoted("*:argument:\(action(positional))"))"
            }
            text += "\n      ;;\n"
        }
        text += "  esac\n"
        text += "}\n"
        text += "_tunelab \"$@\"\n"
        return text
    }

    /// The `_arguments` action for `value`.
    static func action(_ value: CompletionValue) -> String {
        switch value {
        case .words(let words): "(\(words.joined(separator: " ")))"
        case .directories: "_files -/"
        case .files: "_files"
        case .none: " "
        }
    }

    /// `text` with a backslash before each character of `also` (and before backslashes).
    static func escaped(_ text: String, also: String) -> String {
        var out = ""
        for c in text {
            if c == "\\" || also.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// One single-quoted word: `'` written as `'\''`.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
