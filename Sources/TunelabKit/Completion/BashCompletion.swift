/// The bash completion script (`complete -F _tunelab tunelab`): command names first, then per
/// command its flags after `-`, a flag's values after it, positionals otherwise.
enum BashCompletion {
    static var script: String {
        var text = ShellCompletion.header(.bash)
        text += "_tunelab() {\n"
        text += "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        text += "    COMPREPLY=()\n"
        text += "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
        text += "        COMPREPLY=($(compgen -W \(quoted(CommandSpec.all.map(\.name) + ["--help", "--version"])) -- \"$cur\"))\n"
        text += "        return 0\n"
        text += "    fi\n"
        text += "    case \"${COMP_WORDS[1]}\" in\n"
        for spec in CommandSpec.all {
            text += "    \(spec.name))\n"
            let valued = spec.options.filter { $0.value != nil }
            if !valued.isEmpty {
                text += "        case \"$prev\" in\n"
                for option in valued {
                    text += "        \(option.flag)) \(reply(spec.completion(after: option.flag))) return 0 ;;\n"
                }
                text += "        esac\n"
            }
            let flags = spec.options.map(\.flag) + ShellCompletion.commonFlags
            text += "        if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \(quoted(flags)) -- \"$cur\")); return 0; fi\n"
            text += "        \(reply(spec.positionalCompletion))\n"
            text += "        ;;\n"
        }
        text += "    esac\n"
        text += "    return 0\n"
        text += "}\n"
        text += "complete -o filenames -F _tunelab tunelab\n"
        return text
    }

    /// The statement that fills COMPREPLY with `value`, ending in `;`.
    static func reply(_ value: CompletionValue) -> String {
        switch value {
        case .words(let words): "COMPREPLY=($(compgen -W \(quoted(words)) -- \"$cur\"));"
        case .directories: "COMPREPLY=($(compgen -d -- \"$cur\"));"
        case .files: "COMPREPLY=($(compgen -f -- \"$cur\"));"
        case .none: ":;"
        }
    }

    /// Words as one single-quoted shell word (they hold no quote).
    static func quoted(_ words: [String]) -> String { "'" + words.joined(separator: " ") + "'" }
}
