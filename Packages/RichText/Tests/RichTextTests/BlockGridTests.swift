// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import RichText
import Testing

struct BlockGridTests {
    static let blocks = [["Präsens", "singe", "singst"], ["Präteritum", "sang"], ["Perfekt", "habe gesungen"]]

    @Test(arguments: [
        (2, ["Präsens    | Präteritum", "singe      | sang", "singst     | ", "", "Perfekt", "habe gesungen"]),
        (3, ["Präsens    | Präteritum | Perfekt", "singe      | sang       | habe gesungen", "singst     |            | "]),
        (0, ["Präsens", "singe", "singst", "", "Präteritum", "sang", "", "Perfekt", "habe gesungen"]),
    ])
    func blocksAreSetSideBySide(perRow: Int, expected: [String]) {
        let lines = BlockGrid.lay(Self.blocks, perRow: perRow) { cell, last in
            last ? cell : cell.padding(toLength: 11, withPad: " ", startingAt: 0) + "| "
        }
        #expect(lines == expected)
    }

    @Test func noBlocksNoLines() {
        #expect(BlockGrid.lay([], perRow: 3) { cell, _ in cell }.isEmpty)
    }
}
