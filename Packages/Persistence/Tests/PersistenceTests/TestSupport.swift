// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import Persistence

/// A fresh directory under the system temporary directory, one per test.
func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("konjugieren-persistence-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

let referenceDate = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC

func sampleQuestions(_ count: Int = 3) -> [StoredQuestion] {
    let rows: [(String, String, String?, String)] = [
        ("singen", "perfektpartizip", nil, "gesungen"),
        ("singen", "präsensIndikativ", "ich", "singe"),
        ("ankommen", "präsensIndikativ", "du", "kommst an"),
        ("sammeln", "imperativ", "du", "sammle"),
    ]
    return (0..<count).map { i in
        let r = rows[i % rows.count]
        return StoredQuestion(position: i, verb: r.0, gloss: "to \(r.0)", conjugationgroup: r.1, person: r.2, correctForm: r.3)
    }
}

func newQuiz(_ count: Int = 3, at date: Date = referenceDate) -> NewQuiz {
    NewQuiz(startedAt: date, difficulty: "regular", thirdPerson: "er/sie/es", seed: "42", questions: sampleQuestions(count))
}
