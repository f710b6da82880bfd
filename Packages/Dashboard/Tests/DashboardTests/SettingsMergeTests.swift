// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Persistence
import Testing

struct SettingsMergeTests {
    /// The settings screen saves only what it changed: a setting the command line
    /// changed while the dashboard was open survives, and the screen then shows it.
    @Test func aChangeMadeMeanwhileByAnotherProcessSurvives() throws {
        let (state, store) = try Fixture.state()
        let onSettings = send(state, .tab, .tab, .tab, .tab, .tab)
        #expect(onSettings.screen == .settings)
        // `konjugieren settings sound off` in another terminal.
        try store.set("sound", to: "off")

        let changed = send(onSettings, .right)

        let saved = try store.settings()
        #expect(saved.groupLanguage == .english)
        #expect(saved.sound == false)
        #expect(changed.settings == saved)
    }
}
