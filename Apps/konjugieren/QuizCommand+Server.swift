// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Practice
import QuizKit
import Wire

extension QuizCommand {
    /// A quiz on a konjugieren-server: it picks the questions and grades each answer; a
    /// finished quiz with --player goes on its shared leaderboard. The name's token is kept
    /// in the store for the next quiz. :quit or the end of input leaves the quiz unfinished.
    func runShared(_ address: String, in world: World) throws {
        let app = try common.open(world)
        let l = app.l
        let remote = try world.asking(l) { try RemoteServer(address, client: world.server, language: l.language) }
        var start = QuizStart(difficulty: (difficulty ?? app.settings.difficulty).rawValue,
                              length: questions ?? QuizStart.defaultLength)
        if let player {
            start.player = player
            start.token = try app.attempt { try app.store.serverToken(server: remote.key, player: player) }
        }
        let started = try world.asking(l) { try remote.post("/api/v1/quizzes", start, as: QuizStarted.self) }
        if let player, let token = started.token {
            try app.attempt { try app.store.saveServerToken(token, server: remote.key, player: player) }
        }
        let out = world.console
        var question: QuestionPrompt? = started.question
        var score = 0
        while let q = question {
            let parts = [q.verb, q.groupName, q.pronoun].filter { !$0.isEmpty }
            out.write("\(q.number)/\(q.total)  " + parts.joined(separator: " · ").escapingControls() + "\n")
            out.flush()
            guard let line = world.console.readLine() else { return }
            let text: String
            switch DrillInput(line) {
            case .quit: return
            case .answer(let answer): text = answer
            case .blank, .notYesOrNo, .notAChoice, .specialKeys: continue
            }
            let graded = try world.asking(l) {
                try remote.post("/api/v1/quizzes/\(started.id)/answers", AnswerRequest(answer: text), as: Graded.self)
            }
            let expected = graded.expected.first ?? ""
            out.write((graded.correct ? l.web.quizRight : l.web.quizWrong(expected.escapingControls())) + "\n")
            // Why, as the server words it in the language asked for.
            if let why = graded.explanation {
                let line = l.quiz.why + ": " + why.sentence + " " + l.explain.see(why.title, slug: why.article)
                out.write("  " + line.escapingControls() + "\n")
            }
            score = graded.score
            question = graded.next
        }
        out.write(l.web.quizScore(score) + "\n")
    }
}
