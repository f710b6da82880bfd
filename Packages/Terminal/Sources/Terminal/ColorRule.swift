// SPDX-License-Identifier: GPL-3.0-or-later

/// When text is coloured: only on a terminal, and never with NO_COLOR set (to anything
/// but the empty string, https://no-color.org), with TERM=dumb or with `--no-color`.
///
/// ```swift
/// ColorRule.allows(noColorFlag: false, environment: ["TERM": "xterm-256color"], isTTY: true)   // true
/// ColorRule.allows(noColorFlag: false, environment: ["NO_COLOR": "1"], isTTY: true)            // false
/// ```
public enum ColorRule {
    public static func allows(noColorFlag: Bool, environment: [String: String], isTTY: Bool) -> Bool {
        if noColorFlag { return false }
        if let v = environment["NO_COLOR"], !v.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTTY
    }
}
