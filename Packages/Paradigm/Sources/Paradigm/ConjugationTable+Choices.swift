// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import RichText

extension ConjugationTable {
    /// What the reader chose to see: the same choices `konjugieren conjugate` takes as
    /// options and the web verb page as query parameters.
    ///
    /// ```swift
    /// var choices = ConjugationTable.Choices()
    /// choices.clause = .subordinate                          // "(dass ich) ankomme"
    /// choices.groups = try VoiceChoice.groups(named: ["perfekt"], voice: .all, unnamed: .active)
    /// ```
    public struct Choices: Sendable {
        /// The label of the third person singular: "er/sie/es", "er", "sie" or "es"; a
        /// display setting, never part of a form.
        public var thirdPerson: String
        /// Main-clause order ("komme an") or subordinate, the finite verb last ("ankomme").
        public var clause: Clause
        /// The conjugationgroups to show, in this order.
        public var groups: [Conjugationgroup]
        /// The meaning the reader asked for, counted from 1; nil when none was asked for
        /// (the first is shown and the others are listed).
        public var meaning: Int?
        /// The language of the groups' names: German ("Präteritum Indikativ") or English
        /// ("Preterite Indicative"), whatever the language of the rest.
        public var groupNaming: Language
        /// A verb this one governs as a bare infinitive (können with singen: "kann singen",
        /// "habe singen können"); its forms then show the whole verb cluster.
        public var governed: Verb?

        public init(thirdPerson: String = "er/sie/es", clause: Clause = .main,
                    groups: [Conjugationgroup] = Conjugationgroup.active, meaning: Int? = nil,
                    groupNaming: Language = .de, governed: Verb? = nil) {
            self.thirdPerson = thirdPerson
            self.clause = clause
            self.groups = groups
            self.meaning = meaning
            self.groupNaming = groupNaming
            self.governed = governed
        }
    }
}

/// The voice a reader asks for: `--voice` on the command line, `?voice=` on the web.
public enum VoiceChoice: String, CaseIterable, Sendable {
    /// The active groups: ich singe, ich habe gesungen.
    case active
    /// Both passives: es wird gesungen, es ist gesungen.
    case passive
    /// Every group.
    case all

    /// The groups to show: those `names` name (a collective name such as "passiv"
    /// selects several; names may be joined by commas), in the voice `voice` asks for
    /// (präteritum with `.passive` is the Präteritum's passive); without names, the
    /// groups of `voice`, else of `unnamed` (a table shows the active voice, JSON every
    /// group). The groups come in the engine's order.
    ///
    /// ```swift
    /// try VoiceChoice.groups(named: ["präteritum"], voice: .passive, unnamed: .active)
    /// // [.präteritumIndikativVorgangspassiv, .präteritumIndikativZustandspassiv]
    /// ```
    ///
    /// - Throws: `.emptyGroupName` for a name of nothing but commas, `.unknownGroupName`
    ///   for a name no group has, `.voiceContradictsGroups` when every group named is
    ///   of the other voice (`--voice active -g passiv`).
    public static func groups(named names: [String], voice: VoiceChoice?,
                              unnamed: VoiceChoice) throws(ParadigmError) -> [Conjugationgroup] {
        var named: Set<Conjugationgroup>?
        if !names.isEmpty {
            // A name of nothing (`--group ""`) is an error, not a verb shown without forms.
            if names.contains(where: { !$0.contains { $0 != "," } }) { throw .emptyGroupName }
            var out = Set<Conjugationgroup>()
            for name in names.flatMap({ $0.split(separator: ",").map(String.init) }) {
                guard let groups = Conjugationgroup.groups(named: name) else { throw .unknownGroupName(name) }
                out.formUnion(groups)
            }
            named = out
        }
        let shown = voice ?? (named == nil ? unnamed : .all)
        let groups = Conjugationgroup.allCases.filter { g in
            if let named, !named.contains(g) {
                // An explicit passive voice turns a named tense into its passive.
                guard voice == .passive || voice == .all, let active = g.activeCounterpart,
                      named.contains(active) else { return false }
            }
            switch shown {
            case .active: return g.isActive
            case .passive: return g.isPassive
            case .all: return true
            }
        }
        if groups.isEmpty, let voice { throw .voiceContradictsGroups(voice) }
        return groups
    }

    /// The voice the groups named belong to when they contradict this one, as a message
    /// names it: "Passiv" for `.active` in German, "active" for `.passive` in English.
    public func contradictingVoiceName(_ language: Language) -> String {
        switch (self, language) {
        case (.active, .de): return "Passiv"
        case (.active, .en): return "passive"
        case (_, .de): return "Aktiv"
        case (_, .en): return "active"
        }
    }

    /// The short names of the conjugationgroups that a group choice takes, German then
    /// English, as indented lines of at most `width` columns, for the message that answers
    /// a name no group has (the full names, such as "Futur II Konjunktiv I", are taken
    /// too, and named in the message above them):
    ///
    ///     präsens, präteritum, perfekt, …,
    ///     …
    ///     present, preterite, perfect, …
    public static func shortGroupNameLines(width: Int) -> String {
        shortGroupNames.flatMap { names -> [String] in
            let lines = DisplayWidth.joinFitting(names, width: max(20, width - 3), separator: ", ")
            return lines.enumerated().map { "  " + $0.element + ($0.offset < lines.count - 1 ? "," : "") }
        }.joined(separator: "\n")
    }

    /// The short names of the conjugationgroups that a group choice takes, German then
    /// English (the full names, such as "Futur II Konjunktiv I", are taken too).
    public static let shortGroupNames: [[String]] = [
        ["präsens", "präteritum", "perfekt", "plusquamperfekt", "futur", "futur ii", "konjunktiv i", "konjunktiv ii",
         "imperativ", "perfektpartizip", "präsenspartizip", "zu-infinitiv", "perfektinfinitiv", "passivinfinitiv",
         "aktiv", "passiv", "vorgangspassiv", "zustandspassiv", "infinitive"],
        ["present", "preterite", "perfect", "pluperfect", "future", "future perfect", "subjunctive i",
         "subjunctive ii", "imperative", "present participle", "past participle", "active", "passive",
         "infinitives"],
    ]
}

/// A choice that names nothing a table can show.
public enum ParadigmError: Error, Equatable, Sendable {
    /// A group name of nothing: `--group ""`.
    case emptyGroupName
    /// A name no conjugationgroup has: "präsenz".
    case unknownGroupName(String)
    /// Every group named is of the other voice than the one asked for: `--voice active
    /// -g passiv`.
    case voiceContradictsGroups(VoiceChoice)
}
