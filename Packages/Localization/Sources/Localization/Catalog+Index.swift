// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The catalog's file with the place of each key's value, its values read when first
/// asked for and kept (`Catalog.init(indexing:)`).
final class IndexedCatalog: @unchecked Sendable {
    private let bytes: [UInt8]
    private let index: [String: Range<Int>]
    private var read: [String: [Language: Catalog.Value]] = [:]
    private var everything: [String: [Language: Catalog.Value]]?
    private let lock = NSLock()

    init(_ bytes: [UInt8]) throws(LocalizationError) {
        var index: [String: Range<Int>] = [:]
        try Catalog.walk(bytes, passing: true) { (name, r) throws(JSONReader.Failure) in
            let start = r.position
            try r.pass()
            index[name] = start..<r.position
        }
        self.bytes = bytes
        self.index = index
    }

    /// The localizations of `key`; nil for a key the catalog lacks, none for a value that
    /// does not parse.
    func values(_ key: String) -> [Language: Catalog.Value]? {
        lock.lock()
        defer { lock.unlock() }
        if let known = read[key] { return known }
        guard let range = index[key] else { return nil }
        var reader = JSONReader(bytes, at: range.lowerBound)
        let values = (try? Catalog.entry(&reader)) ?? [:]
        read[key] = values
        return values
    }

    /// Every key's localizations.
    var all: [String: [Language: Catalog.Value]] {
        lock.lock()
        if let everything {
            lock.unlock()
            return everything
        }
        lock.unlock()
        var made: [String: [Language: Catalog.Value]] = [:]
        for key in index.keys { made[key] = values(key) }
        lock.lock()
        everything = made
        lock.unlock()
        return made
    }
}
