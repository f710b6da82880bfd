// SPDX-License-Identifier: GPL-3.0-or-later

/// Blocks of lines set side by side, a few to a row, with a blank line after each row:
/// how a verb's conjugation tables are laid out, three groups across.
///
/// ```swift
/// let lines = BlockGrid.lay([["Präsens", "ich singe"], ["Präteritum", "ich sang"]], perRow: 2) { cell, last in
///     last ? cell : cell + String(repeating: " ", count: 14 - cell.count)
/// }
/// // ["Präsens       Präteritum", "ich singe     ich sang"]
/// ```
public enum BlockGrid {
    /// The lines of the grid. `cell` writes one line of one block; `isLast` is true for the
    /// rightmost block of its row, which needs no padding. A shorter block is filled with
    /// empty cells. The blank line after the last row is left out.
    public static func lay(_ blocks: [[String]], perRow: Int,
                           cell: (_ text: String, _ isLast: Bool) -> String) -> [String] {
        let perRow = max(1, perRow)
        var lines: [String] = []
        var i = 0
        while i < blocks.count {
            let row = blocks[i..<min(i + perRow, blocks.count)]
            let height = row.map(\.count).max() ?? 0
            for r in 0..<height {
                var line = ""
                for (c, block) in row.enumerated() {
                    line += cell(r < block.count ? block[r] : "", c == row.count - 1)
                }
                lines.append(line)
            }
            lines.append("")
            i += perRow
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
