// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

// The bench's JSON result, `bench-results/<commit>.json`, as Codable values. The keys are
// the ones `Scripts/speed_table.py` reads; a figure not measured in a run is left out.

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
    var peakMemoryMiB: Double?
    var lookup: LookupFigures?
    var dashboardRender: DashboardRender?
    var commit: String?
    var date: String?
    var machine: String?
    var loadAverage: [Double]?

    enum CodingKeys: String, CodingKey {
        case lexicon, verbs, strings, tables, buffer, commands, peer, lookup, commit, date, machine
        case slotsPerVerb = "slots_per_verb", newGroups = "new_groups", jsonBatch = "json_batch"
        case batchScaling = "batch_scaling", peakMemoryMiB = "peak_memory_mib", dashboardRender = "dashboard_render"
        case loadAverage = "load_average"
    }

    /// The result as the file holds it: pretty, keys sorted.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
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

struct LexiconLoad: Encodable {
    var verbs: Int
    var entries: Int
    var firstLoadMs: Double
    var loadMs: Stats

    enum CodingKeys: String, CodingKey {
        case verbs, entries, firstLoadMs = "first_load_ms", loadMs = "load_ms"
    }
}

struct FormRate: Encodable {
    var nsPerForm: Stats
    var formsPerSecond: Double

    enum CodingKeys: String, CodingKey {
        case nsPerForm = "ns_per_form", formsPerSecond = "forms_per_s"
    }
}

struct TableRate: Encodable {
    var nsPerTable: Stats
    var tablesPerSecond: Double
    var nsPerFormIncludingParse: Stats

    enum CodingKeys: String, CodingKey {
        case nsPerTable = "ns_per_table", tablesPerSecond = "tables_per_s"
        case nsPerFormIncludingParse = "ns_per_form_including_parse"
    }
}

struct GroupRate: Encodable {
    var slotsPerVerb: Int
    var nsPerForm: Stats
    var formsPerSecond: Double

    enum CodingKeys: String, CodingKey {
        case slotsPerVerb = "slots_per_verb", nsPerForm = "ns_per_form", formsPerSecond = "forms_per_s"
    }
}

struct JSONBatch: Encodable {
    var seconds: Stats
    var verbs: Int
}

struct CommandRun: Encodable {
    var command: String
    var ms: Double
    var ratioToConjugate: Double
    var peakMiB: Double

    enum CodingKeys: String, CodingKey {
        case command, ms, ratioToConjugate = "ratio_to_conjugate", peakMiB = "peak_mib"
    }
}

struct BatchRun: Encodable {
    var lines: Int
    var threads: Int
    var seconds: Double
    var usPerLine: Double
    var peakMiB: Double
    var distinct: Int

    enum CodingKeys: String, CodingKey {
        case lines, threads, seconds, distinct, usPerLine = "us_per_line", peakMiB = "peak_mib"
    }
}

struct PeerComparison: Encodable {
    var verbs: Int
    var konjugierenSeconds: Double
    var peerSeconds: Double
    var ratio: Double
    var peer: String

    enum CodingKeys: String, CodingKey {
        case verbs, ratio, peer, konjugierenSeconds = "konjugieren_seconds", peerSeconds = "peer_seconds"
    }
}

struct LookupFigures: Encodable {
    var indexBuildMs: Stats
    var usPerLookup: Stats
    var usPerQuery: [String: Double]
    var forms: Int
    var indexEntries: Int

    enum CodingKeys: String, CodingKey {
        case forms, indexBuildMs = "index_build_ms", usPerLookup = "us_per_lookup", usPerQuery = "us_per_query"
        case indexEntries = "index_entries"
    }
}

struct DashboardRender: Encodable {
    struct Screen: Encodable {
        var screen: String
        var size: String
        var meanMicroseconds: Double
        var worstMicroseconds: Double

        enum CodingKeys: String, CodingKey {
            case screen, size, meanMicroseconds = "mean_us", worstMicroseconds = "worst_us"
        }
    }

    var screens: [Screen]
    var worstMs: Double

    enum CodingKeys: String, CodingKey {
        case screens, worstMs = "worst_ms"
    }
}
