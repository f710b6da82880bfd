// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Encodes a stream of inputs as JSON Lines on several threads, in input order: the batch
/// of `conjugate --format json -`. The caller hands over the lines a chunk at a time (a
/// thousand or so) and writes each chunk's output before reading the next, so memory stays
/// flat however long the input. Every input is encoded, also one seen before.
///
/// ```swift
/// var batch = JSONBatch { input, json in json.conjugate(input, in: lexicon) }
/// var json = JSONLines()
/// let failures = batch.encode(["singen", "gehen", "Singen!"], into: &json)   // 1; three lines
/// ```
public struct JSONBatch {
    /// Writes one input's line into the buffer; returns false for an error line.
    public typealias Encoder = @Sendable (String, inout JSONLines) -> Bool

    private let encoder: Encoder
    private let threads: Int
    /// The blocks' buffers, kept from chunk to chunk so that their memory is not
    /// requested from the system (and faulted in) again for every chunk.
    private let results = Results()

    /// Lines a thread takes at a time: small enough that a thread slowed by other work
    /// on the machine leaves the rest to the others, large enough to cost nothing.
    static let blockLines = 32

    /// - Parameters:
    ///   - threads: worker threads per chunk (default: up to two, as the cores allow).
    public init(threads: Int = min(2, ProcessInfo.processInfo.activeProcessorCount), encoder: @escaping Encoder) {
        self.encoder = encoder
        self.threads = max(1, threads)
    }

    /// Appends one line per input to `out`, in order; returns how many were error lines.
    public mutating func encode(_ inputs: [String], into out: inout JSONLines) -> Int {
        encode(inputs, into: &out) { encoded, out in out.appendEncoded(encoded) }
    }

    /// Hands the lines of `inputs` to `write`, in order, a block of lines at a time,
    /// without gathering them in one buffer first: the caller writes each block where it
    /// goes. Returns how many were error lines.
    ///
    /// ```swift
    /// batch.encode(chunk) { bytes in standardOutput.write(bytes) }
    /// ```
    public mutating func encode(_ inputs: [String], write: ([UInt8]) -> Void) -> Int {
        var unused = JSONLines()
        return encode(inputs, into: &unused) { encoded, _ in write(encoded) }
    }

    private mutating func encode(_ inputs: [String], into out: inout JSONLines,
                                 take: ([UInt8], inout JSONLines) -> Void) -> Int {
        guard !inputs.isEmpty else { return 0 }
        if threads == 1 || inputs.count < 2 * JSONBatch.blockLines {
            var failures = 0
            var part = results.take(0, prepared: false)
            part.json.removeAll()
            for input in inputs where !encoder(input, &part.json) { failures += 1 }
            take(part.json.bytes, &out)
            results.store(0, part)
            return failures
        }
        let blocks = (inputs.count + JSONBatch.blockLines - 1) / JSONBatch.blockLines
        let results = self.results
        let encoder = self.encoder
        results.prepare(blocks)
        DispatchQueue.concurrentPerform(iterations: min(threads, blocks)) { _ in
            // Each worker takes the next block not yet taken, until none is left.
            while let b = results.next() {
                var part = results.take(b)
                part.json.removeAll()
                part.failures = 0
                let end = min(inputs.count, (b + 1) * JSONBatch.blockLines)
                for k in (b * JSONBatch.blockLines)..<end where !encoder(inputs[k], &part.json) { part.failures += 1 }
                results.store(b, part)
            }
        }
        var failures = 0
        for b in 0..<blocks {
            let part = results.take(b)
            take(part.json.bytes, &out)
            failures += part.failures
            results.store(b, part)
        }
        return failures
    }

    struct Part {
        var json = JSONLines()
        var failures = 0
    }

    /// One slot per block; a block is taken by one worker, and the slots are read after
    /// all finished.
    final class Results: @unchecked Sendable {
        private var parts: [Part?] = []
        private var taken = 0
        private var blocks = 0
        private let lock = NSLock()

        /// Makes `count` blocks ready to be taken, the first first.
        func prepare(_ count: Int) {
            lock.lock()
            defer { lock.unlock() }
            if parts.count < count { parts += Array(repeating: nil, count: count - parts.count) }
            taken = 0
            blocks = count
        }

        /// The next block to encode, nil when every block is taken.
        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard taken < blocks else { return nil }
            taken += 1
            return taken - 1
        }

        func store(_ i: Int, _ part: Part) { lock.lock(); parts[i] = part; lock.unlock() }

        /// Takes a block's buffers out of their slot (a fresh set the first time), so that
        /// the taker holds the only reference and writes into them without a copy.
        func take(_ i: Int, prepared: Bool = true) -> Part {
            lock.lock()
            defer { lock.unlock() }
            if !prepared && parts.count <= i { parts += Array(repeating: nil, count: i + 1 - parts.count) }
            let part = parts[i] ?? Part()
            parts[i] = nil
            return part
        }
    }
}
