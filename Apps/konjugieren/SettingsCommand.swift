// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
import Wire

/// `konjugieren settings [NAME [VALUE]]`: shows all settings, one, or changes one.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change settings.",
        discussion: """
        Settings:
          language        names of the conjugationgroups: german or english
          pronoun         label of the third person singular: er, sie, es or er/sie/es
          difficulty      of the quiz: regular or ridiculous
          sound           tones as a quiz starts and ends and after answers: on or off
          questions       questions per quiz: 1 to 200
          band            verbs asked, by frequency: auto, 500, 2000 or all
                          (auto: the 500 most frequent on Regular, all on Ridiculous)
          question-types  typed, or mixed with multiple-choice and true/false questions
          goal            daily goal in answers: off, 10, 20, 30, 50 or 100
          history-limit   finished quizzes history keeps: 100, 250, 500, 1000 or all

        Examples:
          konjugieren settings
          konjugieren settings difficulty ridiculous
          konjugieren settings pronoun sie
        """
    )

    @OptionGroup var common: CommonOptions

    @Argument(help: "The setting to show or change: language, pronoun, difficulty, sound, questions, band, question-types, goal or history-limit.")
    var name: String?

    @Argument(help: "The new value.")
    var value: String?

    func validate() throws {
        _ = try common.localizer()
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let app = try common.open(world, repairingSettings: true)
        let s = app.l.settings
        // A value this version does not take is listed as its default, and said on standard error.
        if name == nil {
            do throws(PersistenceError) {
                _ = try app.store.settings()
            } catch {
                if case .unreadableSetting = error {
                    app.out.error("konjugieren: " + app.l.cli.storeFailed(app.store.path, reason: error.sentence(app.l)))
                }
            }
        }
        let screens = app.screens
        guard let rawName = name else {
            app.out.lines(screens.settingsList())
            return
        }
        let key = rawName.lowercased()
        guard let allowed = Persistence.Settings.allowedValues(for: key) else {
            throw world.fail(s.unknownKey(rawName) + " " + s.knownNames(Persistence.Settings.names.joined(separator: ", ")),
                             code: ExitStatus.usage)
        }
        guard let value else {
            app.out.line(screens.settingLine(key, allowed: allowed))
            return
        }
        do throws(PersistenceError) {
            let saved = try app.store.set(key, to: value)
            app.out.line("\(key): \(screens.shownValue(key, saved))")
            app.out.line(s.saved)
        } catch {
            // A value the setting does not take is the user's to fix; anything else is the store's.
            switch error {
            case .invalidSettingValue(_, let given, let allowed):
                // The setting as the user typed it, with its name in the user's language.
                let named = s.label(key)
                throw world.fail(s.invalidValue(rawName, value: given, label: named.lowercased() == key ? "" : " (" + named + ")",
                                                allowed: screens.typedValues(key, allowed: allowed)),
                                 code: ExitStatus.usage)
            case .unknownSetting: throw world.fail(error.sentence(app.l) + ".", code: ExitStatus.usage)
            default: throw app.failure(error)
            }
        }
    }
}
