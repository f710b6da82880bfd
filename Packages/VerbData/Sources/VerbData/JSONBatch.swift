// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Encodes a stream of inputs as JSON Lines on several threads, in input order: the batch
/// of `conjugate --format json -`. The caller hands over the lines a chunk at a time (a
/// thousand or so) and writes each chunk's output before reading the next, so memory stays
/// flat however long the input. An input seen before is answered from a bounded memo of
/// its encoded line, since a verb's line never changes within a run.
///
/// ```swift
/// var batch = JSONBatch { input, json in json.conjugate(input, in: lexicon) }
/// var json = JSONLines()
/// let failures = batch.encode(["singen", "gehen", "singen"], into: &json)   // 0; three lines
/// ```
public struct JSONBatch {
    /// Writes one input's line into the buffer; returns false for an error line.
    public typealias Encoder = @Sendable (String, inout JSONLines) -> Bool

    private let encoder: Encoder
    private let threads: Int
    private let memoLimit: Int
    private var memo: [String: (line: [UInt8], ok: Bool)] = [:]
    private var memoBytes = 0
    /// The workers' buffers, kept from chunk to chunk so that their memory is not
    /// requested from the system (and faulted in) again for every chunk.
    private let results: Results

    /// - Parameters:
    ///   - threads: worker threads per chunk (default: up to two, as the cores allow).
    ///   - memoLimit: bytes of encoded lines kept for inputs that come again (16 MiB).
    public init(threads: Int = min(2, ProcessInfo.processInfo.activeProcessorCount), memoLimit: Int = 16 << 20,
                encoder: @escaping Encoder) {
        self.encoder = encoder
        self.threads = max(1, threads)
        self.memoLimit = max(0, memoLimit)
        self.results = Results(count: self.threads)
    }

    /// Appends one line per input to `out`, in order; returns how many were error lines.
    public mutating func encode(_ inputs: [String], into out: inout JSONLines) -> Int {
        // Inputs not answered yet, each once.
        var pending: [String] = []
        var seen = Set<String>()
        for input in inputs where memo[input] == nil && seen.insert(input).inserted { pending.append(input) }

        let parts = pending.count < 64 ? 1 : min(threads, pending.count)
        let results = self.results
        let encoder = self.encoder
        let work = pending
        DispatchQueue.concurrentPerform(iterations: parts) { p in
            let range = (work.count * p / parts)..<(work.count * (p + 1) / parts)
            var part = results.take(p)
            part.json.removeAll()
            part.ends.removeAll(keepingCapacity: true)
            part.oks.removeAll(keepingCapacity: true)
            part.ends.reserveCapacity(range.count)
            part.oks.reserveCapacity(range.count)
            for k in range {
                part.oks.append(encoder(work[k], &part.json))
                part.ends.append(part.json.bytes.count)
            }
            results.store(p, part)
        }

        // The fresh lines by input, then everything in input order.
        var fresh: [String: (line: ArraySlice<UInt8>, ok: Bool)] = [:]
        fresh.reserveCapacity(pending.count)
        var k = 0
        var taken: [Part] = []
        for p in 0..<parts {
            let part = results.take(p)
            var start = 0
            for (end, ok) in zip(part.ends, part.oks) {
                fresh[pending[k]] = (part.json.bytes[start..<end], ok)
                start = end
                k += 1
            }
            taken.append(part)
        }
        // The slices above share the buffers; they go back for the next chunk once written.
        defer {
            fresh.removeAll()
            for (p, part) in taken.enumerated() { results.store(p, part) }
        }
        var failures = 0
        for input in inputs {
            if let known = memo[input] {
                out.appendEncoded(known.line)
                if !known.ok { failures += 1 }
            } else if let new = fresh[input] {
                out.appendEncoded(new.line)
                if !new.ok { failures += 1 }
                if memoBytes + new.line.count <= memoLimit {
                    memo[input] = (Array(new.line), new.ok)
                    memoBytes += new.line.count + input.utf8.count
                }
            }
        }
        return failures
    }

    struct Part {
        var json: JSONLines
        var ends: [Int]
        var oks: [Bool]
    }

    /// One slot per worker; each writes only its own, and they are read after all finished.
    final class Results: @unchecked Sendable {
        private var parts: [Part?]
        private let lock = NSLock()
        init(count: Int) { parts = Array(repeating: nil, count: count) }
        func store(_ i: Int, _ part: Part) { lock.lock(); parts[i] = part; lock.unlock() }
        /// Takes a worker's buffers out of their slot (a fresh set the first time), so that
        /// the taker holds the only reference and writes into them without a copy.
        func take(_ i: Int) -> Part {
            lock.lock()
            defer { lock.unlock() }
            let part = parts[i] ?? Part(json: JSONLines(), ends: [], oks: [])
            parts[i] = nil
            return part
        }
    }
}
