// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import Testing

/// The rule every front end opens the learner's store by.
struct StoreOpeningTests {
    static func open(flag: String?, environment: [String: String]) -> StoreOpening {
        Store.open(flag: flag, environment: environment, now: referenceDate,
                   logNotice: { "moved aside: \($0.originalPath)" })
    }

    /// A named store goes in a directory that exists: a mistyped path must not grow a tree of directories.
    @Test(arguments: [true, false])
    func aNamedStoreInAMissingDirectoryIsRefused(byFlag: Bool) throws {
        let base = try temporaryDirectory()
        let path = base + "/nicht/da/lernen.sqlite"
        let outcome = byFlag ? Self.open(flag: path, environment: [:])
                             : Self.open(flag: nil, environment: ["KONJUGIEREN_STORE": path])
        guard case .directoryMissing(let directory, let store) = outcome else {
            Issue.record("expected a missing directory, got \(outcome)")
            return
        }
        #expect(directory == base + "/nicht/da")
        #expect(store == path)
        #expect(!FileManager.default.fileExists(atPath: base + "/nicht"))
    }

    @Test func theDefaultLocationsDirectoryIsMade() throws {
        let home = try temporaryDirectory()
        guard case .opened(let store) = Self.open(flag: nil, environment: ["HOME": home]) else {
            Issue.record("the store at the default location did not open")
            return
        }
        #expect(store.path == home + "/.local/share/konjugieren/konjugieren.sqlite")
        #expect(FileManager.default.fileExists(atPath: store.path))
    }

    @Test func noLocationAtAll() {
        guard case .noLocation = Self.open(flag: nil, environment: [:]) else {
            Issue.record("expected no location")
            return
        }
    }

    @Test func aStoreThatCannotBeUsedNamesItsPath() throws {
        let directory = try temporaryDirectory()
        guard case .failed(let path, let error) = Self.open(flag: directory, environment: [:]) else {
            Issue.record("a directory opened as a store")
            return
        }
        #expect(path == directory)
        #expect(error == .notARegularFile(path: directory))
    }

    /// A file that is not a store is moved aside, said in `notice`, and logged in the words given.
    @Test func aFileMovedAsideIsLogged() throws {
        let path = try temporaryDirectory() + "/lernen.sqlite"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        guard case .opened(let store) = Self.open(flag: path, environment: [:]) else {
            Issue.record("the store did not open after moving the file aside")
            return
        }
        let notice = try #require(store.notice)
        #expect(notice.originalPath == path)
        #expect(try store.errorLog().map(\.message) == ["moved aside: \(path)"])
        #expect(try store.errorLog().map(\.context) == ["open"])
    }

    @Test func settingsForReadingAreTheStoresOrTheDefaults() throws {
        let path = try temporaryDirectory() + "/lernen.sqlite"
        #expect(Settings.stored(flag: path, environment: [:], now: referenceDate) == Settings())
        #expect(!FileManager.default.fileExists(atPath: path))
        let store = try Store.open(path: path, now: referenceDate)
        try store.save(Settings(quizLength: 12))
        #expect(Settings.stored(flag: path, environment: [:], now: referenceDate).quizLength == 12)
    }

    @Test func aMissingDirectoryIsOnlyTheNamedStores() throws {
        let home = try temporaryDirectory()
        #expect(StoreLocation.missingDirectory(flag: nil, environment: ["HOME": home + "/nirgends"]) == nil)
        let missing = StoreLocation.missingDirectory(flag: "/nirgends/lernen.sqlite", environment: [:])
        #expect(missing?.directory == "/nirgends")
        #expect(missing?.store == "/nirgends/lernen.sqlite")
        #expect(StoreLocation.missingDirectory(flag: home + "/lernen.sqlite", environment: [:]) == nil)
    }
}
