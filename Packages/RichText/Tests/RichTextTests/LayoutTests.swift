// SPDX-License-Identifier: GPL-3.0-or-later
import RichText
import RichTextTestSupport
import Testing

/// The one layout every front end uses: widths in terminal columns, greedy word wrap,
/// padding and clipping, columns.
struct LayoutTests {
    @Test(arguments: [
        // text, width, indent, first indent, at least, lines
        ("Starke Verben ändern ihren Stammvokal: singen, sang, gesungen", 24, 0, nil, 1,
         ["Starke Verben ändern", "ihren Stammvokal:", "singen, sang, gesungen"]),
        // The room never falls under 20 columns by default: a long label does not leave a word per line.
        ("ich sang du sangst er sang wir sangen", 30, 25, nil, 20, ["ich sang du sangst", "er sang wir sangen"]),
        // A shorter first label: the first line has more room.
        ("eins zwei drei vier fünf sechs", 30, 10, 2, 1, ["eins zwei drei vier fünf", "sechs"]),
        // A word wider than a line stands alone, uncut.
        ("Donaudampfschifffahrtsgesellschaft fährt", 10, 0, nil, 1, ["Donaudampfschifffahrtsgesellschaft", "fährt"]),
        // Runs of spaces are one break; no words, no lines.
        ("  sang   sAng  ", 80, 0, nil, 1, ["sang sAng"]),
        ("", 80, 0, nil, 1, []),
        // Wide characters take two columns, escape sequences none.
        ("歌う 歌う 歌う", 10, 0, nil, 1, ["歌う 歌う", "歌う"]),
        ("\u{1B}[1;31mA\u{1B}[0m sang \u{1B}[1;31mI\u{1B}[0m", 6, 0, nil, 1, ["\u{1B}[1;31mA\u{1B}[0m sang", "\u{1B}[1;31mI\u{1B}[0m"]),
    ] as [(String, Int, Int, Int?, Int, [String])])
    func wordWrap(_ text: String, _ width: Int, _ indent: Int, _ firstIndent: Int?, _ minimum: Int, _ lines: [String]) {
        #expect(WordWrap.lines(text, width: width, indent: indent, firstIndent: firstIndent, atLeast: minimum) == lines)
    }

    @Test func aBlockWrapsOnlyTheLinesThatAreTooWide() {
        let text = "Unbekannte Gruppe: „präsns“. Wähle eine von: präsens, präteritum, perfekt\n  kurz\n  eingerückt und viel zu lang für die Zeile"
        #expect(WordWrap.block(text, width: 30) == """
            Unbekannte Gruppe: „präsns“.
            Wähle eine von: präsens,
            präteritum, perfekt
              kurz
              eingerückt und viel zu lang
              für die Zeile
            """)
    }

    @Test(arguments: [
        ("Warum: ", "sein ist unregelmäßig: ich bin, du bist, er ist", 31, nil,
         ["Warum: sein ist unregelmäßig:", "       ich bin, du bist, er ist"]),
        ("1. ✓ ", "Präteritum, ich: sang", 40, "— Deine Antwort: sang", ["1. ✓ Präteritum, ich: sang", "     — Deine Antwort: sang"]),
        ("1. ✓ ", "sang", 40, "— Deine Antwort: sang", ["1. ✓ sang — Deine Antwort: sang"]),
    ] as [(String, String, Int, String?, [String])])
    func hangingIndent(_ prefix: String, _ text: String, _ width: Int, _ tail: String?, _ lines: [String]) {
        #expect(WordWrap.hanging(prefix, text, width: width, tail: tail) == lines)
    }

    @Test func usageStyleFillKeepsTokensWhole() {
        #expect(WordWrap.fill(["[--group <group>]", "[--lang <lang>]", "<verbs> ..."], width: 33)
                == ["[--group <group>] [--lang <lang>]", "<verbs> ..."])
    }

    @Test(arguments: [
        ("Präteritum Konjunktiv II", 12, "Präteritum …"),
        ("sang", 4, "sang"),
        ("sang", 0, ""),
        ("\u{1B}[2mPräteritum\u{1B}[0m", 5, "\u{1B}[2mPrät…\u{1B}[0m"),
        ("歌う歌う", 5, "歌う…"),
    ])
    func clip(_ text: String, _ width: Int, _ clipped: String) {
        #expect(DisplayWidth.clip(text, width) == clipped)
        #expect(DisplayWidth.of(clipped) <= max(width, 0))
    }

    @Test func padAndCentre() {
        #expect(DisplayWidth.pad("sang", 6) == "sang  ")
        #expect(DisplayWidth.pad("gesungen", 6) == "gesun…")
        #expect(DisplayWidth.padLeft("27", 4) == "  27")
        #expect(DisplayWidth.padLeft("12345", 4) == "12345")
        #expect(DisplayWidth.pad("\u{1B}[1msang\u{1B}[0m", 6) == "\u{1B}[1msang\u{1B}[0m  ")
        #expect(DisplayWidth.center("sang", 10) == "   sang")
    }

    @Test func joinFitting() {
        #expect(DisplayWidth.joinFitting(["Präsens", "Präteritum", "Perfekt"], width: 22) == ["Präsens · Präteritum", "Perfekt"])
        // Filled from the end: the first line takes what is left over.
        #expect(DisplayWidth.joinFitting(["a", "bb", "cc"], width: 7, fromEnd: true) == ["a", "bb · cc"])
        #expect(DisplayWidth.joinFitting(["a", "bb", "cc"], width: 7, separator: ", ") == ["a, bb", "cc"])
    }

    @Test func columnsAlignByTerminalColumns() {
        #expect(columns([["Nr.", "Punkte"], ["1", "270"], ["12", "30"]], rightAligned: [0, 1])
                == ["Nr.  Punkte", "  1     270", " 12      30"])
        // One space apart when two would be wider than the width; no trailing spaces.
        #expect(columns([["Anna", "270", ""], ["Bo", "30", "x"]], width: 10) == ["Anna 270", "Bo   30  x"])
        #expect(columns([["歌う", "1"], ["ab", "2"]]) == ["歌う  1", "ab    2"])
    }

    @Test func aSnapshotDifferenceNamesTheFirstLineThatDiffers() {
        #expect(Snapshot.difference(expected: "a\nb\n", actual: "a\nb\n") == nil)
        #expect(Snapshot.difference(expected: "a\nb\n", actual: "a\nc\n") == "at line 2:\n  expected: b\n  actual:   c")
        #expect(Snapshot.difference(expected: "a\n", actual: "a\nb\n") == "at line 2:\n  expected: \n  actual:   b")
    }
}
