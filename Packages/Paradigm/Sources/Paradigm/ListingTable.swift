// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import RichText
import VerbData

/// Listed verbs as a terminal table: rank, infinitive with its meaning number, family
/// (with the ablaut series of strong and mixed verbs), auxiliary, gloss; and the line
/// under it when the list was cut short. What `konjugieren verbs` and `search` print.
///
/// ```swift
/// let table = ListingTable(color: false, width: 80, l: L(.en))
/// table.render(lexicon.verbs(sortedBy: .frequency, limit: 2).listings, lexicon: lexicon)
/// // "Rank  Verb   Family     Auxiliary  Gloss\n   1  haben  irregular  haben      to have\n   2  sein   …"
/// ```
public struct ListingTable: Sendable {
    public var color: Bool
    /// Columns to fit the gloss into; nil when the output is neither a terminal nor sized by $COLUMNS.
    public var width: Int?
    /// Headers and family names; auxiliaries (haben, sein) and glosses are data.
    public var l: L

    public init(color: Bool, width: Int?, l: L = L(.en)) {
        self.color = color
        self.width = width
        self.l = l
    }

    /// The cells of the table: the header, then a row per listing, unstyled and uncut.
    public func rows(_ listed: [Lexicon.Listing], lexicon: Lexicon) -> [[String]] {
        let h = l.listing
        var rows: [[String]] = [[h.rank, h.verb, h.family, h.auxiliary, h.gloss]]
        for item in listed {
            var verb = (item.entry.isReflexive ? "(sich) " : "") + item.entry.infinitive
            if item.meanings > 1 { verb += " (\(item.meaning))" }
            var family = l.family.name(item.entry.family.rawValue)
            if let series = lexicon.ablautSeries(of: item.entry, meaning: item.meaning) { family += " " + series.replacingOccurrences(of: " – ", with: "-") }
            rows.append([l.grouped(item.entry.rank), verb, family, item.entry.auxiliaries.map(\.rawValue).joined(separator: "/"), item.entry.gloss])
        }
        return rows
    }

    public func render(_ listed: [Lexicon.Listing], lexicon: Lexicon) -> String {
        var rows = rows(listed, lexicon: lexicon)
        // The gloss, last, is cut to the room the other columns leave it on the terminal.
        if let width {
            let room = width - (0..<4).map { c in rows.map { DisplayWidth.of($0[c]) }.max() ?? 0 }.reduce(0, +) - 8
            if room > 8 { for r in rows.indices { rows[r][4] = DisplayWidth.clip(rows[r][4], room) } }
        }
        for r in rows.indices.dropFirst() { rows[r][1] = bold(rows[r][1]) }
        return columns(rows, rightAligned: [0]).enumerated().map { $0.offset == 0 ? dim($0.element) : $0.element }
            .joined(separator: "\n")
    }

    /// The line under a page that shows fewer meanings than matched, saying how many verbs
    /// the rows belong to (a row is a meaning); nil when the page shows them all.
    public func more(_ page: Lexicon.Page) -> String? {
        guard page.listings.count < page.meanings else { return nil }
        return dim(l.listing.more(shown: page.listings.count, of: l.listing.extent(verbs: page.verbs, meanings: page.meanings)))
    }

    func bold(_ s: String) -> String { color ? TableTextRenderer.bold + s + TableTextRenderer.reset : s }
    func dim(_ s: String) -> String { color ? TableTextRenderer.dim + s + TableTextRenderer.reset : s }
}
