// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
@testable import QuizKit

struct QuizGenerationTests {
    @Test(arguments: Difficulty.allCases, [UInt64(1), 2, 42, 2026, .max])
    func thirtyQuestionsWithFixedParticipleCounts(difficulty: Difficulty, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let quiz = Quiz.generate(difficulty: difficulty, source: fakeSource(), using: &rng)
        #expect(quiz.questions.count == 30)
        #expect(quiz.questions.filter { $0.conjugationgroup == .präsenspartizip }.count == 1)
        #expect(quiz.questions.filter { $0.conjugationgroup == .perfektpartizip }.count == 2)
        let drawn = quiz.questions.filter { $0.conjugationgroup != .präsenspartizip && $0.conjugationgroup != .perfektpartizip }
        #expect(drawn.count == 27)
        #expect(drawn.allSatisfy { difficulty.conjugationgroups.contains($0.conjugationgroup) })
    }

    @Test(arguments: [
        (Difficulty.regular, [Conjugationgroup.präsensIndikativ, .perfektIndikativ, .imperativ]),
        (.ridiculous, [.präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII,
                       .imperativ, .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ,
                       .plusquamperfektKonjunktivII, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII,
                       .futurIIIndikativ, .futurIIKonjunktivI, .futurIIKonjunktivII,
                       .präsensIndikativVorgangspassiv, .präteritumIndikativVorgangspassiv,
                       .perfektIndikativVorgangspassiv, .plusquamperfektIndikativVorgangspassiv,
                       .futurIndikativVorgangspassiv]),
    ])
    func difficultyGroups(difficulty: Difficulty, groups: [Conjugationgroup]) {
        #expect(difficulty.conjugationgroups == groups)
    }

    @Test(arguments: [UInt64(3), 5, 8, 13, 21, 34, 55, 89])
    func personsAreValidForTheirGroup(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let quiz = Quiz.generate(difficulty: .ridiculous, source: fakeSource(), using: &rng)
        for q in quiz.questions {
            #expect(q.conjugationgroup.persons.contains(q.person), "\(q.conjugationgroup) \(String(describing: q.person))")
            if q.conjugationgroup == .imperativ {
                #expect(q.person != .ich && q.person != .erSieEs && q.person != .sie)
            }
            if q.conjugationgroup == .perfektpartizip || q.conjugationgroup == .präsenspartizip {
                #expect(q.person == nil)
            }
        }
    }

    @Test func imperativUsesEachOfItsFourPersons() {
        var seen = Set<Person?>()
        for seed in UInt64(0)..<20 {
            var rng = SplitMix64(seed: seed)
            for q in Quiz.generate(difficulty: .regular, source: fakeSource(), using: &rng).questions
            where q.conjugationgroup == .imperativ {
                seen.insert(q.person)
            }
        }
        #expect(seen == [.du, .wir, .ihr, .formal])
    }

    @Test(arguments: [UInt64(0), 7, 123_456_789])
    func sameSeedSameQuiz(seed: UInt64) {
        var a = SplitMix64(seed: seed)
        var b = SplitMix64(seed: seed)
        let first = Quiz.generate(difficulty: .ridiculous, source: fakeSource(), using: &a)
        let second = Quiz.generate(difficulty: .ridiculous, source: fakeSource(), using: &b)
        #expect(first == second)
        var c = SplitMix64(seed: seed &+ 1)
        #expect(Quiz.generate(difficulty: .ridiculous, source: fakeSource(), using: &c) != first)
    }

    @Test func splitMix64IsTheReferenceSequence() {
        // First outputs for seed 0, as published with the algorithm.
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func verbsAreNotRepeatedWhenThereAreEnough() {
        var rng = SplitMix64(seed: 11)
        let quiz = Quiz.generate(difficulty: .regular, source: fakeSource(verbCount: 200), using: &rng)
        #expect(Set(quiz.questions.map(\.verb.infinitive)).count == 30)
    }

    @Test func aSmallSourceStillFillsTheQuiz() {
        var rng = SplitMix64(seed: 5)
        let quiz = Quiz.generate(difficulty: .regular, source: fakeSource(verbCount: 2), using: &rng)
        #expect(quiz.questions.count == 30)
    }

    @Test func verbsTheSourceCannotConjugateAreSkipped() {
        var rng = SplitMix64(seed: 9)
        let refused: Set<String> = ["verb1en", "verb2en", "verb3en"]
        let quiz = Quiz.generate(difficulty: .regular, source: fakeSource(verbCount: 10, refusing: refused), using: &rng)
        #expect(quiz.questions.count == 30)
        #expect(quiz.questions.allSatisfy { !refused.contains($0.verb.infinitive) })
    }

    @Test func anEmptySourceGivesAnEmptyQuiz() {
        var rng = SplitMix64(seed: 1)
        #expect(Quiz.generate(difficulty: .regular, source: fakeSource(verbCount: 1, refusing: ["verb1en"]), using: &rng)
            .questions.isEmpty)
    }

    @Test func weakGroupsAreDrawnMoreOften() {
        let weights = Quiz.Weights(tallies: [
            .imperativ: (answered: 40, wrong: 36),
            .präsensIndikativ: (answered: 40, wrong: 0),
            .perfektIndikativ: (answered: 40, wrong: 0),
        ])
        #expect(weights.weight(for: .imperativ) > 3)
        #expect(weights.weight(for: .präsensIndikativ) == 0.25)
        #expect(weights.weight(for: .futurIndikativ) == 1)
        var counts: [Conjugationgroup: Int] = [:]
        for seed in UInt64(0)..<30 {
            var rng = SplitMix64(seed: seed)
            for q in Quiz.generate(difficulty: .regular, source: fakeSource(), weights: weights, using: &rng).questions {
                counts[q.conjugationgroup, default: 0] += 1
            }
        }
        #expect(counts[.imperativ, default: 0] > 3 * counts[.präsensIndikativ, default: 0])
    }

    @Test func frequentVerbsAreDrawnMoreOften() {
        var counts = [Int](repeating: 0, count: 61)
        for seed in UInt64(0)..<40 {
            var rng = SplitMix64(seed: seed)
            for q in Quiz.generate(difficulty: .regular, source: fakeSource(), using: &rng).questions {
                counts[q.verb.rank] += 1
            }
        }
        let top = counts[1...10].reduce(0, +)
        let bottom = counts[51...60].reduce(0, +)
        #expect(top > bottom)
    }

    @Test(arguments: [(1, 1.0), (4, 0.25), (100, 0.01)])
    func rankWeight(rank: Int, weight: Double) {
        #expect(abs(Quiz.Weights.uniform.weight(forRank: rank) - weight) < 1e-9)
    }

    @Test func withoutHistoryEveryGroupWeighsOne() {
        let weights = Quiz.Weights(tallies: [.imperativ: (answered: 0, wrong: 0)])
        #expect(weights.weight(for: .imperativ) == 1)
    }
}
