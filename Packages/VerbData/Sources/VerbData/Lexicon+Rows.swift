// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation

/// The rows of the shipped `lexicon.tsv`, kept as bytes: an entry is made when its verb
/// is asked for, so a command that conjugates one verb reads one or two rows, not ten
/// thousand. The rows are sorted by infinitive (the full parse checked it before they
/// shipped), so a verb's rows are found by binary search over the first column.
final class LexiconRows: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Each data row's byte range and line number, in file order (comments and blank
    /// lines skipped): row k is entry k of the full parse.
    private let rows: [Row]
    /// The digest of the bytes with the engine's principal parts (`Lexicon.digest`).
    let digest: UInt64

    struct Row {
        var start: Int32
        var end: Int32
        /// Where the first tab is: the infinitive is bytes start..<tab.
        var tab: Int32
        var line: Int32
    }

    /// The rows of `bytes`; nil when a row has no tab (the file is then parsed in full,
    /// which says what is wrong).
    init?(bytes: [UInt8], digest: UInt64) {
        guard bytes.count < Int(Int32.max) else { return nil }
        self.bytes = bytes
        self.digest = digest
        var rows: [Row] = []
        rows.reserveCapacity(bytes.count / 56)
        let ok = bytes.withUnsafeBufferPointer { b -> Bool in
            guard let base = b.baseAddress else { return true }
            var start = 0, line: Int32 = 0
            let count = b.count
            while start < count {
                line += 1
                let end = memchr(base + start, 0x0A, count - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
                var lineEnd = end
                if lineEnd > start && b[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                defer { start = end + 1 }
                if lineEnd == start || b[start] == UInt8(ascii: "#") { continue }
                var blank = true
                for k in start..<lineEnd where b[k] != 0x20 && b[k] != 0x09 { blank = false; break }
                if blank { continue }
                guard let tab = memchr(base + start, 0x09, lineEnd - start) else { return false }
                let at = base.distance(to: tab.assumingMemoryBound(to: UInt8.self))
                guard at > start else { return false }
                rows.append(Row(start: Int32(start), end: Int32(lineEnd), tab: Int32(at), line: line))
            }
            return true
        }
        guard ok else { return nil }
        self.rows = rows
    }

    var count: Int { rows.count }

    /// The entries of rows `range`. The rows passed `Lexicon.parse` before they shipped, so
    /// the dearest checks are not made again; a row that fails the rest (impossible for
    /// such rows) is left out.
    func entries(_ range: Range<Int>, isStrongBase: (String) -> Bool) -> [Lexicon.Entry] {
        let tsv = TSV(name: Lexicon.fileName, text: "")
        var fields: [UnsafeBufferPointer<UInt8>] = []
        fields.reserveCapacity(8)
        var out: [Lexicon.Entry] = []
        out.reserveCapacity(range.count)
        bytes.withUnsafeBufferPointer { b in
            for row in rows[range] {
                let start = Int(row.start), end = Int(row.end)
                fields.removeAll(keepingCapacity: true)
                var fieldStart = start
                for k in start...end where k == end || b[k] == 0x09 {
                    fields.append(UnsafeBufferPointer(rebasing: b[fieldStart..<k]))
                    fieldStart = k + 1
                }
                if let entry = try? Lexicon.entry(fields, line: Int(row.line), raw: UnsafeBufferPointer(rebasing: b[start..<end]),
                                                  in: tsv, checked: true, isStrongBase: isStrongBase) {
                    out.append(entry)
                }
            }
        }
        return out
    }

    /// What a form index needs of every row without making its entry: each row's meaning
    /// number and its infinitive's count of meanings, and the separable particles and
    /// inseparable prefixes the structures name.
    func outline() -> Lexicon.Outline {
        var outline = Lexicon.Outline()
        outline.meaning.reserveCapacity(rows.count)
        bytes.withUnsafeBufferPointer { b in
            func field(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: b[from..<to]) }
            var runStart = 0
            for (k, row) in rows.enumerated() {
                let start = Int(row.start), tab = Int(row.tab), end = Int(row.end)
                let infinitive = field(start, tab)
                if k > 0, !infinitive.same(as: field(Int(rows[k - 1].start), Int(rows[k - 1].tab))) {
                    for _ in runStart..<k { outline.meanings.append(Int16(k - runStart)) }
                    runStart = k
                }
                outline.meaning.append(Int16(k - runStart + 1))
                var next = tab + 1
                while next < end && b[next] != 0x09 { next += 1 }
                let structure = field(tab + 1, next)
                if structure.hasSegments, let parsed = structure.structure(spelling: infinitive) {
                    for p in parsed.separable { outline.separable.insert(p) }
                    if let p = parsed.inseparable { outline.inseparable.insert(p) }
                }
            }
            for _ in runStart..<rows.count { outline.meanings.append(Int16(rows.count - runStart)) }
        }
        return outline
    }

    /// Calls `body` with each row's index, infinitive, rank and gloss, read from the row's
    /// bytes without making its entry: the walk of a one-off search.
    func forEachKey(_ body: (Int, UnsafeBufferPointer<UInt8>, Int, UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { b in
            for (k, row) in rows.enumerated() {
                let start = Int(row.start), tab = Int(row.tab), end = Int(row.end)
                // infinitive, structure, family, auxiliary, rank, flags, gloss
                var field = 0, fieldStart = tab + 1, rank = 0, glossStart = end
                for i in (tab + 1)..<end where b[i] == 0x09 {
                    field += 1
                    if field == 4 {
                        for d in b[fieldStart..<i] { rank = rank &* 10 &+ Int(d &- 0x30) }
                    }
                    fieldStart = i + 1
                    if field == 5 {
                        glossStart = fieldStart
                        break
                    }
                }
                body(k, UnsafeBufferPointer(rebasing: b[start..<tab]), rank, UnsafeBufferPointer(rebasing: b[glossStart..<end]))
            }
        }
    }

    /// The rows whose infinitive is `infinitive`: a binary search by UTF-8 bytes, which
    /// is the file's order.
    func range(of infinitive: String) -> Range<Int> {
        var key = infinitive
        return key.withUTF8 { k in
            bytes.withUnsafeBufferPointer { b in
                func compare(_ row: Row) -> Int {
                    let s = Int(row.start), n = Int(row.tab) - s
                    let m = min(n, k.count)
                    var i = 0
                    while i < m {
                        let x = b[s + i], y = k[i]
                        if x != y { return x < y ? -1 : 1 }
                        i += 1
                    }
                    return n == k.count ? 0 : (n < k.count ? -1 : 1)
                }
                var low = 0, high = rows.count
                while low < high {
                    let mid = (low + high) / 2
                    if compare(rows[mid]) < 0 { low = mid + 1 } else { high = mid }
                }
                var end = low
                while end < rows.count && compare(rows[end]) == 0 { end += 1 }
                return low..<end
            }
        }
    }
}

extension Lexicon {
    /// Per entry, its meaning number (1 for the first meaning of its infinitive) and its
    /// infinitive's number of meanings; and the lexicon's separable particles and
    /// inseparable prefixes.
    struct Outline {
        var meaning: [Int16] = []
        var meanings: [Int16] = []
        var separable: Set<String> = []
        var inseparable: Set<String> = []

        init() {}

        init(_ entries: [Entry]) {
            meaning.reserveCapacity(entries.count)
            meanings.reserveCapacity(entries.count)
            var seen: [String: Int] = [:]
            for entry in entries {
                let k = seen[entry.infinitive, default: 0] + 1
                seen[entry.infinitive] = k
                meaning.append(Int16(k))
                for p in entry.structure.separable { separable.insert(p) }
                if let p = entry.structure.inseparable { inseparable.insert(p) }
            }
            for entry in entries { meanings.append(Int16(seen[entry.infinitive] ?? 1)) }
        }
    }

    /// The number of entries, without parsing them.
    var entryCount: Int { storage.count }

    /// Entry `index` of `entries`, parsing only its row while the rows are not all parsed.
    func entry(at index: Int) -> Entry { storage.entry(at: index) }

    /// The outline of every entry, from the rows while they are not all parsed.
    var outline: Outline { storage.outline }

    /// Where a lexicon's entries live: in an array, or in the shipped file's rows until
    /// every entry is asked for. Shared by the copies of one lexicon; the lock guards the
    /// entries made late.
    final class Storage: @unchecked Sendable {
        private let rows: LexiconRows?
        private let lock = NSLock()
        private var parsed: [Entry]?
        private var counted: Int?
        private var families: [String: Family]?
        private var fullLexicon: Lexicon?
        private let principalParts: Set<String>
        /// The digest of the file the entries came from, if they came from the shipped one.
        let digest: UInt64?
        /// The lexicon's verbs once made; at most about one per entry, however they are asked.
        let memo: VerbMemo

        init(entries: [Entry], digest: UInt64? = nil) {
            memo = VerbMemo(limit: entries.count + 64)
            rows = nil
            parsed = entries
            principalParts = []
            self.digest = digest
        }

        init(rows: LexiconRows, principalParts: [PrincipalParts]) {
            memo = VerbMemo(limit: rows.count + 64)
            self.rows = rows
            self.principalParts = Set(principalParts.map(\.infinitive))
            digest = rows.digest
        }

        /// Whether entries are still read from rows rather than held.
        var readsRows: Bool { rows != nil }

        /// Every entry, parsed on first use.
        var entries: [Entry] {
            lock.lock()
            defer { lock.unlock() }
            return allLocked()
        }

        private func allLocked() -> [Entry] {
            if let parsed { return parsed }
            guard let rows else { return [] }
            let all = rows.entries(0..<rows.count, isStrongBase: { principalParts.contains($0) })
            parsed = all
            return all
        }

        /// The meanings of `infinitive` in file order: from the parsed array when there is
        /// one, else from the infinitive's rows alone, kept for the next time it is asked
        /// (a lookup asks for one verb many times).
        func entries(for infinitive: String) -> [Entry] {
            guard let rows else { return Lexicon.entries(for: infinitive, in: parsed ?? []) }
            lock.lock()
            if let all = parsed {
                lock.unlock()
                return Lexicon.entries(for: infinitive, in: all)
            }
            if let known = recent[infinitive] {
                lock.unlock()
                return known.entries
            }
            lock.unlock()
            let found = rows.entries(rows.range(of: infinitive), isStrongBase: { principalParts.contains($0) })
            remember(infinitive, found)
            return found
        }

        /// What the engine needs of the meanings of `infinitive`, kept like `entries(for:)`.
        func lexicalEntries(for infinitive: String) -> [LexicalEntry] {
            lock.lock()
            if parsed == nil, let known = recent[infinitive] {
                lock.unlock()
                return known.lexical
            }
            lock.unlock()
            return entries(for: infinitive).map(\.lexicalEntry)
        }

        /// Verbs asked for lately, with their entries; forgotten all at once when many
        /// different words have been asked (a server answering every word there is).
        private var recent: [String: (entries: [Entry], lexical: [LexicalEntry])] = [:]

        private func remember(_ infinitive: String, _ entries: [Entry]) {
            let lexical = entries.map(\.lexicalEntry)
            lock.lock()
            defer { lock.unlock() }
            if recent.count >= 4096 { recent.removeAll(keepingCapacity: true) }
            recent[infinitive] = (entries, lexical)
        }

        /// Walks the rows' keys (`LexiconRows.forEachKey`); false for a lexicon without rows.
        func forEachKey(_ body: (Int, UnsafeBufferPointer<UInt8>, Int, UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
            guard let rows else { return false }
            rows.forEachKey(body)
            return true
        }

        /// Number of entries.
        var count: Int {
            if let rows { return rows.count }
            return parsed?.count ?? 0
        }

        func entry(at index: Int) -> Entry {
            if let rows {
                lock.lock()
                let all = parsed
                lock.unlock()
                if let all { return all[index] }
                if let entry = rows.entries(index..<index + 1, isStrongBase: { principalParts.contains($0) }).first { return entry }
            }
            return entries[index]
        }

        var outline: Outline {
            if let rows {
                lock.lock()
                let all = parsed
                lock.unlock()
                return all.map { Outline($0) } ?? rows.outline()
            }
            return Outline(parsed ?? [])
        }

        /// Number of distinct infinitives.
        var verbCount: Int {
            lock.lock()
            defer { lock.unlock() }
            if let counted { return counted }
            var count = 0
            var previous: String?
            for e in allLocked() where e.infinitive != previous {
                count += 1
                previous = e.infinitive
            }
            counted = count
            return count
        }

        /// The engine's compound families, worked out from every entry on first use.
        var compoundFamilies: [String: Family] {
            lock.lock()
            defer { lock.unlock() }
            if let families { return families }
            let made = VerbKnowledge.compoundFamilies(of: allLocked().map(\.lexicalEntry))
            families = made
            return made
        }

        /// The lexicon with every entry in memory, made once by `make`; a lexicon that
        /// holds its entries already is itself.
        func full(_ make: () -> Lexicon) -> Lexicon {
            lock.lock()
            if let fullLexicon {
                lock.unlock()
                return fullLexicon
            }
            lock.unlock()
            let made = make()
            lock.lock()
            defer { lock.unlock() }
            if let fullLexicon { return fullLexicon }
            fullLexicon = made
            return made
        }
    }
}

extension ShippedForms {
    /// The lexicon digest the shipped form index was recorded from, read from its first
    /// line ("#digest<TAB>hex…") without reading the rest; nil if there is none.
    static func recordedDigest() -> UInt64? {
        guard let url = Lexicon.resourceURL(fileName),
              let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64) else { return nil }
        let fields = head.prefix { $0 != 0x0A }.split(separator: 0x09)
        guard fields.count >= 2, fields[0].elementsEqual("#digest".utf8) else { return nil }
        return UInt64(String(decoding: fields[1], as: UTF8.self), radix: 16)
    }
}
