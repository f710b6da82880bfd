// SPDX-License-Identifier: GPL-3.0-or-later

extension JSONLines {
    /// One lexicon meaning with its ablaut series looked up in `lexicon`: the line of
    /// `verbs --format json` and of the web API's search.
    public mutating func listing(_ l: Lexicon.Listing, in lexicon: Lexicon) {
        listing(l, ablautSeries: lexicon.ablautSeries(of: l.entry, meaning: l.meaning))
    }

    /// The lines as one JSON array, as a web API returns a list: `[{…},{…}]`, `[]` for none.
    public var arrayBytes: [UInt8] {
        var array: [UInt8] = [UInt8(ascii: "[")]
        var first = true
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            if !first { array.append(UInt8(ascii: ",")) }
            array.append(contentsOf: line)
            first = false
        }
        array.append(UInt8(ascii: "]"))
        return array
    }
}
