// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
import Testing

/// The badges, the history head, the review's notes and queue, the settings' words, the
/// question about an unfinished quiz: as a learner reads them.
struct ProgressTextTests {
    /// The progress of a learner who has not played yet.
    static func newcomer() throws -> ProgressReport {
        let practice = Practice(store: try Store.inMemory(), source: VerbSource(verbs: []) { _, _, _ in nil })
        return try practice.report(at: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test(arguments: [(200, true), (30, true), (30, false)])
    func everyBadgeIsListedNotYetEarned(_ width: Int, _ wraps: Bool) throws {
        let screens = PracticeScreens(l: L(.en), settings: Persistence.Settings(), width: width, wraps: wraps)
        let lines = screens.badges(try Self.newcomer())
        #expect(lines[0] == L(.en).game.badgesTitle + ": " + L(.en).game.badgesCount(0, of: Badge.allCases.count))
        let marked = lines.dropFirst().filter { $0.hasPrefix("○ ") }
        #expect(marked.count == Badge.allCases.count)
        if width == 30 && wraps {
            // What a badge is for stands under its name, indented.
            #expect(lines.count > 1 + Badge.allCases.count)
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("○ ") || $0.hasPrefix("   ") })
        } else {
            #expect(lines.count == 1 + Badge.allCases.count)
        }
    }

    @Test func aNewcomersHistorySaysThereIsNoneYet() throws {
        let screens = PracticeScreens(l: L(.en), settings: Persistence.Settings())
        let lines = screens.history(try Self.newcomer(), unfinished: nil, limit: 10, resumeHint: "resume",
                                    badgesHint: "konjugieren badges", hints: "a · b")
        #expect(lines.first == L(.en).history.title)
        #expect(lines.last == L(.en).history.empty)
        #expect(lines.contains { $0.hasSuffix("  (konjugieren badges)") })
    }

    @Test func theBadgeSummaryStartsWithItsTitle() throws {
        let screens = PracticeScreens(l: L(.de), settings: Persistence.Settings(), width: 80)
        let lines = screens.badgeSummary(try Self.newcomer())
        #expect(lines[0].hasPrefix(L(.de).game.badgesTitle + " " + L(.de).game.badgesCount(0, of: Badge.allCases.count) + ": ○ "))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    static let due = Date(timeIntervalSince1970: 1_800_000_000)
    static let entry = ReviewEntry(verb: "bedanken", conjugationgroup: .präsensIndikativ, person: .ich, box: 3, dueAt: due,
                                   lastReviewedAt: due, wrongCount: 1, rightCount: 2)

    @Test(arguments: [
        (nil, []),
        (.save(ProgressTextTests.entry), [L(.en).review.promoted(box: 3, due: "2027-01-15 08:00")]),
        (.remove(verb: "bedanken", conjugationgroup: .präsensIndikativ, person: .ich), [L(.en).review.learned]),
    ] as [(ReviewChange?, [String])])
    func aRightReviewAnswerSaysWhereTheFormWent(_ change: ReviewChange?, _ after: [String]) {
        let screens = PracticeScreens(l: L(.en), settings: Persistence.Settings(), calendar: Self.utc)
        #expect(screens.reviewRight(change) == ([L(.en).quiz.correct] + after).joined(separator: " "))
    }

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    @Test func theQueueNamesAVerbAsTheQuizAsksIt() {
        let screens = PracticeScreens(l: L(.en), settings: Persistence.Settings(), calendar: Self.utc)
        #expect(screens.reviewQueue([], at: Self.due) { $0 } == [L(.en).review.queueEmpty])
        let lines = screens.reviewQueue([Self.entry], at: Self.due) { "sich " + $0 }
        #expect(lines.count == 2)
        #expect(lines[1].contains("2027-01-15 08:00"))
        #expect(lines[1].contains("sich bedanken · "))
        #expect(screens.reviewNothingDue([Self.entry]).joined(separator: " ").contains("2027-01-15 08:00"))
    }

    @Test(arguments: [("r", true), ("Resume", true), (" d ", false), ("discard", false), ("x", nil), ("", nil)] as [(String, Bool?)])
    func aReplyResumesOrDiscards(_ reply: String, _ resumes: Bool?) {
        #expect(PracticeScreens(l: L(.en), settings: Persistence.Settings()).resumes(reply) == resumes)
    }

    @Test(arguments: [(Language.en, "language", "german or english"), (.en, "difficulty", "regular or ridiculous"),
                      (.en, "sound", "on or off"), (.en, "goal", "off, 10 or 20")])
    func aSettingsValuesAreNamedAsTheLearnerTypesThem(_ language: Language, _ key: String, _ named: String) {
        let allowed = key == "sound" ? ["on", "off"] : ["off", "10", "20"]
        #expect(PracticeScreens(l: L(language), settings: Persistence.Settings()).typedValues(key, allowed: allowed) == named)
    }

    @Test func theSettingsListNamesEverySetting() {
        let lines = PracticeScreens(l: L(.en), settings: Persistence.Settings()).settingsList()
        #expect(lines.count == 1 + Persistence.Settings.names.count)
        #expect(lines.dropFirst().allSatisfy { line in Persistence.Settings.names.contains { line.hasPrefix($0 + ":") } })
    }
}
