// SPDX-License-Identifier: GPL-3.0-or-later

/// Where the store file lives.
///
/// Resolution order: the `--store PATH` flag, then `KONJUGIEREN_STORE`, then
/// `$XDG_DATA_HOME/konjugieren/konjugieren.sqlite`, then
/// `~/.local/share/konjugieren/konjugieren.sqlite`. The environment is passed in
/// as a value so that the rule can be tested without touching the process.
public enum StoreLocation {
    /// The file name inside the data directory.
    public static let fileName = "konjugieren.sqlite"

    /// Resolves the store path.
    ///
    /// ```swift
    /// StoreLocation.path(flag: nil, environment: ["HOME": "/home/anna"])
    /// // "/home/anna/.local/share/konjugieren/konjugieren.sqlite"
    /// ```
    ///
    /// Returns nil only when neither a flag, `KONJUGIEREN_STORE`, `XDG_DATA_HOME`
    /// nor `HOME` is set.
    public static func path(flag: String?, environment: [String: String]) -> String? {
        if let flag, !flag.isEmpty { return expandTilde(flag, environment: environment) }
        if let explicit = environment["KONJUGIEREN_STORE"], !explicit.isEmpty {
            return expandTilde(explicit, environment: environment)
        }
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return join(xdg, "konjugieren", fileName)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".local/share/konjugieren", fileName)
        }
        return nil
    }

    /// Whether the path was named by the user (a flag or `KONJUGIEREN_STORE`) rather than
    /// being the default location.
    public static func isExplicit(flag: String?, environment: [String: String]) -> Bool {
        !(flag ?? "").isEmpty || !(environment["KONJUGIEREN_STORE"] ?? "").isEmpty
    }

    static func expandTilde(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst()
    }

    static func join(_ parts: String...) -> String {
        var result = ""
        for part in parts {
            if result.isEmpty || result.hasSuffix("/") { result += part } else { result += "/" + part }
        }
        return result
    }
}
