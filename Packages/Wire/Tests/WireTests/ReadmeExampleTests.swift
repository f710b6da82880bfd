// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
import Wire

/// The example of README.md, line for line (`.ci/run` checks that every line of it stands
/// here in the same order).
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let start = QuizStart(difficulty: "regular", length: 3, seed: 42)
        let body = JSONWriter().text(start)                     // {"difficulty":"regular","length":3,"seed":42}
        let reply = #"{"player":"Anna","score":290,"difficulty":"regular","finishedAt":"2026-11-27T20:00:00Z"}"#
        let row = try JSONDecoder().decode(LeaderboardRow.self, from: Data(reply.utf8))
        let again = JSONWriter().text(row)                      // the same bytes as `reply`
        #expect(body == #"{"difficulty":"regular","length":3,"seed":42}"#)
        #expect(again == reply)
    }
}
