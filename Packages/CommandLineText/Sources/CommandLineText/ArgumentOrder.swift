// SPDX-License-Identifier: GPL-3.0-or-later

/// The arguments as typed, put in the order a parser of commands and subcommands takes
/// them, so that options every command shares may stand where a person puts them. Given
/// the command names, not the parser: any front end with commands can use it.
public enum ArgumentOrder {
    /// `konjugieren --lang de conjugate singen`: a `--lang` given before the command is
    /// handed to the command (every command takes it), after the command's own
    /// arguments and before a `--`; with no command after it, it is dropped. Anything else
    /// is left as it is. `commands`: the names of the commands.
    public static func languageAfterCommand(_ arguments: [String], commands names: Set<String>) -> [String] {
        var kept: [String] = []
        var moved: [String] = []
        var i = 0
        while i < arguments.count, !names.contains(arguments[i]), arguments[i] != "--" {
            if arguments[i] == "--lang", i + 1 < arguments.count {
                moved += [arguments[i], arguments[i + 1]]
                i += 2
                continue
            }
            if arguments[i].hasPrefix("--lang=") { moved.append(arguments[i]) } else { kept.append(arguments[i]) }
            i += 1
        }
        guard !moved.isEmpty else { return arguments }
        // `konjugieren --lang de` alone: no command to take it; the help, as without it.
        guard i < arguments.count, names.contains(arguments[i]) else { return kept + arguments[i...] }
        var rest = Array(arguments[(i + 1)...])
        rest.insert(contentsOf: moved, at: rest.firstIndex(of: "--") ?? rest.count)
        return kept + [arguments[i]] + rest
    }

    /// `konjugieren history --store h.db delete 1`: the options every subcommand of a
    /// command takes (`valued`, each with its value, and `flags`) may stand before the
    /// subcommand's name, which is then moved in front of them, as if typed `history
    /// delete --store h.db 1`. Anything else before the name (`history --limit 5 show 1`)
    /// is left for the parser to refuse, as is a command without subcommands.
    /// `subcommands`: each command's name with the names of its subcommands.
    public static func subcommandBeforeSharedOptions(_ arguments: [String], subcommands: [String: Set<String>],
                                                     valued: Set<String> = ["--store", "--lang"],
                                                     flags: Set<String> = ["--no-color"]) -> [String] {
        guard let name = arguments.first, let subcommands = subcommands[name], !subcommands.isEmpty else { return arguments }
        var i = 1
        while i < arguments.count {
            let a = arguments[i]
            if valued.contains(a) {
                i += 2
            } else if flags.contains(a) || valued.contains(where: { a.hasPrefix($0 + "=") }) {
                i += 1
            } else {
                break
            }
        }
        guard i > 1, i < arguments.count, subcommands.contains(arguments[i]) else { return arguments }
        return [name, arguments[i]] + arguments[1..<i] + arguments[(i + 1)...]
    }

    /// The value of the last `--lang VALUE` anywhere among the arguments, else of the last
    /// `--lang=VALUE`; nil without either. For what no command parses (`--version`, or an
    /// error of the parser), to be said in the language asked for.
    public static func typedLanguage(_ arguments: [String]) -> String? {
        arguments.enumerated().last { $0.element == "--lang" && $0.offset + 1 < arguments.count }
            .map { arguments[$0.offset + 1] }
            ?? arguments.last { $0.hasPrefix("--lang=") }.map { String($0.dropFirst("--lang=".count)) }
    }
}
