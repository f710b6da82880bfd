// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
@testable import QuizKit

struct BadgeTests {
    @Test func eachBadgeHasItsThreshold() {
        #expect(Badge.earned(by: .init()) == [])
        #expect(Badge.earned(by: .init(currentStreak: 6)) == [])
        #expect(Badge.earned(by: .init(currentStreak: 7)) == [.weekStreak])
        #expect(Badge.earned(by: .init(bestPerfectLength: 29)) == [])
        #expect(Badge.earned(by: .init(bestPerfectLength: 30)) == [.perfectQuiz])
        #expect(Badge.earned(by: .init(answered: 999)) == [])
        #expect(Badge.earned(by: .init(answered: 1_000)) == [.thousandForms])
    }

    typealias Tally = [Conjugationgroup: (answered: Int, right: Int)]

    /// The all-rounder: 100 recent answers, every group in them at 80 % or better, and
    /// Präsens, Perfekt and Imperativ (what every quiz asks) five times each at least.
    @Test(arguments: [
        ("three groups at 80 % or more", [.präsensIndikativ: (40, 32), .perfektIndikativ: (30, 30), .imperativ: (30, 24)], true),
        ("the passive too", [.präsensIndikativ: (40, 40), .perfektIndikativ: (25, 25), .imperativ: (5, 5),
                             .präsensIndikativVorgangspassiv: (30, 24)], true),
        ("one group at 78 %", [.präsensIndikativ: (40, 40), .perfektIndikativ: (30, 30), .imperativ: (50, 39)], false),
        ("a perfect Präsens quiz of 100 questions", [.präsensIndikativ: (100, 100)], false),
        ("Präsens and Imperativ, no Perfekt", [.präsensIndikativ: (50, 50), .imperativ: (50, 50)], false),
        ("Perfekt answered four times", [.präsensIndikativ: (50, 50), .imperativ: (46, 46), .perfektIndikativ: (4, 4)], false),
        ("fewer than 100 answers", [.präsensIndikativ: (20, 20), .perfektIndikativ: (20, 20), .imperativ: (20, 20)], false),
    ] as [(String, Tally, Bool)])
    func everyGroupAtEightyPercentOverTheLastHundredAnswers(_ name: String, _ recent: Tally, _ earned: Bool) {
        #expect(Badge.allGroups.isEarned(by: .init(recentByGroup: recent)) == earned, "\(name)")
    }

    @Test func theAllRoundersProgressCountsTheGroupsStillMissing() {
        // 100 Präsens answers: 1 of the 3 groups every quiz asks.
        #expect(Badge.allGroups.progress(.init(recentByGroup: [.präsensIndikativ: (100, 100)]))! == (1, 3))
        #expect(Badge.allGroups.progress(.init(recentByGroup: [.präsensIndikativ: (50, 40), .perfektIndikativ: (20, 20),
                                                               .imperativ: (30, 20)]))! == (2, 3))
        // Fewer than 100 answers: the progress counts answers, never "5/5" and not earned.
        #expect(Badge.allGroups.progress(.init(recentByGroup: [.präsensIndikativ: (20, 20), .imperativ: (10, 10)]))! == (30, 100))
        #expect(Badge.thousandForms.progress(.init(answered: 640))! == (640, 1_000))
    }
}

struct RatingTests {
    @Test func theRatingMovesAFifthOfTheWay() {
        #expect(Rating.next(after: nil, percentage: 70) == 70)
        #expect(Rating.next(after: 50, percentage: 100) == 60)
        #expect(Rating.moving([100, 50, 50]) == [100, 90, 82])
    }

    /// "Better than N %" counts only the earlier quizzes strictly below: a tie is not beaten.
    @Test(arguments: [
        (90.0, [50.0, 70, 90, 100], 50),  // one tie, two below, one above: better than 2 of 4
        (90, [90, 90], 0),                // the same as every earlier quiz: better than none
        (90, [90], 0),
        (70, [70, 50], 50),               // the tie is not counted, the 50 is
        (100, [100, 100, 80, 60], 50),
        (100, [50, 70], 100), (10, [50, 70], 0), (50, [], nil),
    ] as [(Double, [Double], Int?)])
    func percentileAmongEarlierQuizzes(percentage: Double, earlier: [Double], expected: Int?) {
        #expect(HistoryStats.percentile(of: percentage, among: earlier) == expected)
    }
}

struct StreakAndGoalTests {
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
        return c
    }

    @Test func theLongestStreakIsFoundAnywhere() {
        let day: (Int) -> Date = { epoch.addingTimeInterval(Double($0) * 86_400) }
        let days = [day(0), day(1), day(1), day(2), day(5), day(6), day(9)]
        #expect(HistoryStats.longestStreak(days, calendar: Self.calendar) == 3)
        #expect(HistoryStats.longestStreak([], calendar: Self.calendar) == 0)
    }

    @Test func theDailyGoal() {
        #expect(DailyGoal(target: 30, done: 12).fraction == 0.4)
        #expect(!DailyGoal(target: 30, done: 12).isMet)
        #expect(DailyGoal(target: 30, done: 31).isMet)
        #expect(!DailyGoal(target: 0, done: 31).isMet)
    }
}

struct ExplanationTests {
    static func explain(_ input: String, _ group: Conjugationgroup, _ person: Person?, given: String = "") throws -> Explanation {
        let verb = try Conjugator().verb(input)
        let q = Question(verb: QuizVerb(infinitive: verb.infinitive, gloss: "", rank: 1,
                                        reflexive: verb.isAlwaysReflexive ? .always : .none),
                         conjugationgroup: group, person: person, expected: verb.form(group, person))
        return Explanation(q, verb: verb, given: given)
    }

    @Test func theRuleAndItsArticle() throws {
        let an = try Self.explain("ankommen", .präsensIndikativ, .ich)
        #expect(an.rule == .separable(verb: "ankommen", particle: "an", example: "komme an"))
        #expect(an.article == "separable-prefixes")
        let sang = try Self.explain("singen", .präteritumIndikativ, .ich)
        #expect(sang.rule == .ablaut(verb: "singen", series: "i – a – u", example: "sang, gesungen"))
        #expect(sang.article == "ablaut-series")
        #expect(try Self.explain("fahren", .perfektIndikativ, .ich).article == "haben-or-sein")
        #expect(try Self.explain("studieren", .perfektpartizip, nil).rule == .ieren(verb: "studieren", example: "studiert"))
        #expect(try Self.explain("bringen", .präteritumIndikativ, .ich).article == "verb-families")
        #expect(try Self.explain("lernen", .präteritumIndikativ, .ich).rule == .group(.präteritumIndikativ))
        #expect(try Self.explain("lernen", .präteritumIndikativ, .ich).article == "preterite-indicative")
        #expect(try Self.explain("verstehen", .perfektpartizip, nil, given: "geverstanden").article == "inseparable-prefixes")
        #expect(try Self.explain("ankommen", .perfektpartizip, nil).article == "separable-prefixes")
    }
}

/// The Why line never teaches a rule that would make a wrong form: a weak verb whose stem
/// takes an e (redete, gearbeitet), ends in s (du reist) or in -el/-er (ich sammle, wir
/// sammeln) is explained by its stem's rule with its own form, not by lernte's.
struct StemRuleExplanationTests {
    @Test(arguments: [
        ("reden", Conjugationgroup.präteritumIndikativ, Person?.some(.ich), Explanation.Rule.eInsertion(verb: "reden", example: "redete")),
        ("arbeiten", .präteritumIndikativ, .wir, .eInsertion(verb: "arbeiten", example: "arbeiteten")),
        ("öffnen", .präteritumIndikativ, .ich, .eInsertion(verb: "öffnen", example: "öffnete")),
        ("atmen", .präteritumKonjunktivII, .ich, .eInsertion(verb: "atmen", example: "atmete")),
        ("reden", .perfektpartizip, nil, .eInsertion(verb: "reden", example: "geredet")),
        ("arbeiten", .perfektIndikativ, .ich, .eInsertion(verb: "arbeiten", example: "gearbeitet")),
        ("arbeiten", .präsensIndikativ, .du, .eInsertion(verb: "arbeiten", example: "arbeitest")),
        ("rechnen", .präsensIndikativ, .erSieEs, .eInsertion(verb: "rechnen", example: "rechnet")),
        ("warten", .imperativ, .ihr, .eInsertion(verb: "warten", example: "wartet")),
        ("reisen", .präsensIndikativ, .du, .sibilantDu(verb: "reisen", example: "reist")),
        ("tanzen", .präsensIndikativ, .du, .sibilantDu(verb: "tanzen", example: "tanzt")),
        ("sammeln", .präsensIndikativ, .ich, .elOrEr(verb: "sammeln", example: "sammle")),
        ("wandern", .präsensIndikativ, .wir, .elOrEr(verb: "wandern", example: "wandern")),
        // Where the group's rule is right, it stays: lernte, redest's ich form "rede", filmte.
        ("lernen", .präteritumIndikativ, .ich, .group(.präteritumIndikativ)),
        ("reden", .präsensIndikativ, .ich, .group(.präsensIndikativ)),
        ("filmen", .präteritumIndikativ, .ich, .group(.präteritumIndikativ)),
        ("wohnen", .perfektpartizip, nil, .group(.perfektpartizip)),
        ("reisen", .präsensIndikativ, .ich, .group(.präsensIndikativ)),
        ("sammeln", .präsensIndikativ, .du, .group(.präsensIndikativ)),
    ] as [(String, Conjugationgroup, Person?, Explanation.Rule)])
    func theStemsRuleWithTheVerbsOwnForm(verb: String, group: Conjugationgroup, person: Person?, rule: Explanation.Rule) throws {
        #expect(try ExplanationTests.explain(verb, group, person).rule == rule)
    }
}
