// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Persistence

extension StoreNotice {
    /// What happened to a store file that could not be used, in the language of `l`:
    /// "The store at PATH could not be used (…) and was kept as PATH.corrupt-…; a fresh
    /// store was started." Every front end that opens the store says it so.
    public func sentence(_ l: L) -> String {
        let why: String
        switch reason {
        case .notADatabase: why = l.cli.storeNotADatabase
        case .failedIntegrityCheck(let detail): why = l.cli.storeDamaged(detail)
        case .foreignDatabase: why = l.cli.storeForeign
        }
        return l.cli.storeMovedAside(originalPath, reason: why, keptAs: movedTo)
    }
}
