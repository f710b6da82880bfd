// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import VerbData

extension Bench {
    /// Building the form index of the whole lexicon, then answering forms from it: all
    /// queries together and each alone, so that a slow kind of query shows by name.
    func lookupFigures(_ lexicon: Lexicon) -> (LookupFigures, [String]) {
        var lines: [String] = []
        var indexSamples: [Double] = []
        var index = lexicon.formIndex()
        for _ in 0..<min(rounds, 5) {
            let t = now()
            index = lexicon.formIndex()
            indexSamples.append(Double(now() - t) / 1e6)
        }
        let queries = ["ging", "kam an", "ankam", "habe gesungen", "anzukommen", "wog", "hängte", "ich freue mich",
                       "werde angekommen sein", "schwamm zurück", "gingte", "xyzzy"]
        var found = 0
        var lookupSamples: [Double] = []
        for _ in 0..<max(rounds, 3) {
            let t = now()
            for _ in 0..<100 { for q in queries { found &+= index.lookup(q).count } }
            lookupSamples.append(Double(now() - t) / 1e3 / Double(100 * queries.count))
        }
        // Each query alone, so that a slow kind of query (a compound form the engine must
        // confirm, a miss that tries every respelling) shows up by name.
        var perQuery: [String: Double] = [:]
        for q in queries {
            var samples: [Double] = []
            for _ in 0..<max(rounds, 3) {
                let t = now()
                for _ in 0..<20 { found &+= index.lookup(q).count }
                samples.append(Double(now() - t) / 1e3 / 20)
            }
            perQuery[q] = median(samples)
        }
        blackHole(found)
        let figures = LookupFigures(indexBuildMs: Stats(indexSamples), usPerLookup: Stats(lookupSamples),
                                    usPerQuery: perQuery, forms: index.formCount, indexEntries: index.entryCount)
        let slowest = perQuery.max { $0.value < $1.value }
        lines.append(String(format: "lookup: index of %d forms built in %.0f ms, %.1f µs per lookup",
                              index.formCount, median(indexSamples), median(lookupSamples))
                       + " (slowest: “\(slowest?.key ?? "")” " + String(format: "%.1f µs)", slowest?.value ?? 0))
        for q in queries {
            lines.append("  lookup “\(q)”: " + String(format: "%.1f µs", perQuery[q] ?? 0))
        }
        return (figures, lines)
    }
}
