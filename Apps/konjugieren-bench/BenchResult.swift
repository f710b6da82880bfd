// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

// The bench's JSON result, `bench-results/<commit>.json`, as Codable values. The keys are
// the ones `Scripts/speed_table.py` reads, the names below in snake case (`formsPerS` is
// "forms_per_s"); a figure not measured in a run is left out.

/// Everything one run measured.
struct BenchResult: Encodable {
    var lexicon: LexiconLoad?
    var verbs: Int?
    var slotsPerVerb: Int?
    var strings: FormRate?
    var tables: TableRate?
    var newGroups: GroupRate?
    var buffer: FormRate?
    var jsonBatch: JSONBatch?
    var commands: [CommandRun]?
    var batchScaling: [BatchRun]?
    var peer: PeerComparison?
    var peakMemoryMib: Double?
    var lookup: LookupFigures?
    var dashboardRender: DashboardRender?
    var commit: String?
    var date: String?
    var machine: String?
    var loadAverage: [Double]?

    /// The result as the file holds it: pretty, keys sorted.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return try encoder.encode(self)
    }
}

/// The median, the fastest and the slowest of a figure's rounds.
struct Stats: Encodable {
    var median: Double
    var min: Double
    var max: Double

    init(_ samples: [Double]) {
        median = konjugieren_bench.median(samples)
        min = samples.min() ?? 0
        max = samples.max() ?? 0
    }
}

/// Loading the lexicon: the first time in the process, then again each round.
struct LexiconLoad: Encodable {
    var verbs: Int
    var entries: Int
    var firstLoadMs: Double
    var loadMs: Stats
}

/// Forms made per second, and the time of one.
struct FormRate: Encodable {
    var nsPerForm: Stats
    var formsPerS: Double
}

/// Whole tables made per second, parsing the infinitive included.
struct TableRate: Encodable {
    var nsPerTable: Stats
    var tablesPerS: Double
    var nsPerFormIncludingParse: Stats
}

/// The groups beyond the classic table: how many slots, and their rate.
struct GroupRate: Encodable {
    var slotsPerVerb: Int
    var nsPerForm: Stats
    var formsPerS: Double
}

/// `conjugate --format json -` over the bench's verbs.
struct JSONBatch: Encodable {
    var seconds: Stats
    var verbs: Int
}

/// One command as a whole process: its time, against `conjugate singen`, and its peak memory.
struct CommandRun: Encodable {
    var command: String
    var ms: Double
    var ratioToConjugate: Double
    var peakMib: Double
}

/// The JSON batch at one input size and thread count.
struct BatchRun: Encodable {
    var lines: Int
    var threads: Int
    var seconds: Double
    var usPerLine: Double
    var peakMib: Double
    var distinct: Int
}

/// Our batch beside the peer conjugator's, over the same verbs.
struct PeerComparison: Encodable {
    var verbs: Int
    var konjugierenSeconds: Double
    var peerSeconds: Double
    var ratio: Double
    var peer: String
}

/// The reverse lookup: the index's build, a lookup on average and each query alone.
struct LookupFigures: Encodable {
    var indexBuildMs: Stats
    var usPerLookup: Stats
    var usPerQuery: [String: Double]
    var forms: Int
    var indexEntries: Int
}

/// The dashboard's redraw of each screen, and the worst of them.
struct DashboardRender: Encodable {
    /// One screen at one size.
    struct Screen: Encodable {
        var screen: String
        var size: String
        var meanUs: Double
        var worstUs: Double
    }

    var screens: [Screen]
    var worstMs: Double
}
