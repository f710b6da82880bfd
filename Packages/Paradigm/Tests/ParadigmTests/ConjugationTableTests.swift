// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Paradigm
import Testing

/// The table a learner reads, checked form by form: what each front end shows.
struct ConjugationTableTests {
    /// One group of one verb with some choices, as a learner would check it.
    @Test(arguments: [
        ("singen", ConjugationTable.Choices(), Conjugationgroup.präteritumIndikativ,
         ["sAng", "sAngst", "sAng", "sAngen", "sAngt", "sAngen"]),
        ("singen", .init(), .perfektIndikativ,
         ["habe gesUngen", "hast gesUngen", "hat gesUngen", "haben gesUngen", "habt gesUngen", "haben gesUngen"]),
        ("singen", .init(), .imperativ, ["singe!", "singen wir!", "singt!", "singen Sie!"]),
        ("ankommen", .init(), .präsensIndikativ,
         ["komme an", "kommst an", "kommt an", "kommen an", "kommt an", "kommen an"]),
        ("ankommen", .init(clause: .subordinate), .präsensIndikativ,
         ["ankomme", "ankommst", "ankommt", "ankommen", "ankommt", "ankommen"]),
        ("ankommen", .init(clause: .subordinate), .perfektIndikativ,
         ["angekommen bin", "angekommen bist", "angekommen ist", "angekommen sind", "angekommen seid", "angekommen sind"]),
        ("sich freuen", .init(), .präsensIndikativ,
         ["freue mich", "freust dich", "freut sich", "freuen uns", "freut euch", "freuen sich"]),
        ("freuen", .init(), .präsensIndikativ, ["freue", "freust", "freut", "freuen", "freut", "freuen"]),
        ("tanzen", .init(groups: Conjugationgroup.passive), .präsensIndikativVorgangspassiv,
         ["", "", "wird getanzt", "", "", ""]),
    ])
    func formsFollowTheChoices(_ input: String, _ choices: ConjugationTable.Choices, _ group: Conjugationgroup,
                               _ marked: [String]) throws {
        let table = try Fixture.table(input, choices)
        #expect(Fixture.marked(table, group) == marked)
    }

    /// The title names the verb as the reader does, with sich and a governed verb.
    @Test(arguments: [("singen", nil, "singen"), ("sich freuen", nil, "sich freuen"), ("freuen", nil, "freuen"),
                      ("sich bedanken", nil, "sich bedanken"), ("können", "singen", "singen können"),
                      ("lassen", "sich waschen", "sich waschen lassen")])
    func titleNamesTheVerb(_ input: String, _ governed: String?, _ title: String) throws {
        var choices = ConjugationTable.Choices()
        choices.governed = try governed.map(Fixture.verb)
        #expect(try Fixture.table(input, choices).title == title)
    }

    /// können --with singen: the whole verb cluster, and no Imperativ.
    @Test func aGovernedVerbGivesTheCluster() throws {
        var choices = ConjugationTable.Choices()
        choices.governed = try Fixture.verb("singen")
        let table = try Fixture.table("können", choices)
        #expect(Fixture.marked(table, .präsensIndikativ)?.first == "kAnn singen")
        #expect(Fixture.marked(table, .perfektIndikativ)?.first == "habe singen können")
        #expect(Fixture.marked(table, .imperativ) == nil)
        choices.clause = .subordinate
        #expect(Fixture.marked(try Fixture.table("können", choices), .präsensIndikativ)?.first == "singen kAnn")
    }

    @Test(arguments: [(nil as Int?, 1, [2], "hIng"), (1, 1, [2], "hIng"), (2, 2, [1], "hängte"), (9, 2, [1], "hängte")])
    func hängenHasTwoMeanings(_ asked: Int?, _ shown: Int, _ others: [Int], _ ich: String) throws {
        let table = try Fixture.table("hängen", meaning: asked, .init(groups: [.präteritumIndikativ]))
        #expect(table.meaning == shown)
        #expect(table.meanings == 2)
        #expect(table.otherMeanings.map(\.number) == others)
        #expect(table.otherMeanings.allSatisfy { $0.text.hasPrefix("\($0.number). ") && $0.text.hasSuffix(")") })
        #expect(Fixture.marked(table, .präteritumIndikativ)?.first == ich)
    }

    /// The passive asked for and absent: said once why, the verb's own participle as the example.
    @Test(arguments: [("regnen", "regnen has no passive"), ("ankommen", "ankommen has no passive"),
                      ("können", "können has no passive")])
    func aVerbWithoutThePassiveSaysWhy(_ input: String, _ sentence: String) throws {
        let table = try Fixture.table(input, .init(groups: Conjugationgroup.allCases))
        #expect(table.notes.map(\.kind) == [.noPassive])
        #expect(table.notes[0].text.hasPrefix(sentence), "\(table.notes[0].text)")
        #expect(!table.sections.contains { $0.group.isPassive })
        // The active voice alone has nothing to explain.
        #expect(try Fixture.table(input).notes.isEmpty)
    }

    @Test func theNoteOfAGovernedVerbIsAboutTheVerbItGoverns() throws {
        var choices = ConjugationTable.Choices(groups: Conjugationgroup.passive)
        choices.governed = try Fixture.verb("ankommen")
        let table = try Fixture.table("wollen", choices)
        #expect(table.notes.first?.text.hasPrefix("ankommen has no passive") == true)
    }

    @Test func noGroupWithFormsSaysSo() throws {
        let table = try Fixture.table("können", .init(groups: [.imperativ]))
        #expect(table.sections.isEmpty)
        #expect(table.notes.map(\.kind) == [.noForms])
        #expect(table.notes[0].text.hasPrefix("können has no forms"))
    }

    /// The third-person label is the reader's; es where the impersonal passive has no
    /// other subject, nothing after dass; the Imperativ's wir and Sie stand in the form.
    @Test(arguments: [
        ("er/sie/es", Clause.main, Conjugationgroup.präsensIndikativ, ["ich", "du", "er/sie/es", "wir", "ihr", "sie"]),
        ("sie", .main, .präsensIndikativ, ["ich", "du", "sie", "wir", "ihr", "sie"]),
        ("er", .subordinate, .präteritumIndikativ, ["ich", "du", "er", "wir", "ihr", "sie"]),
        ("er", .main, .imperativ, ["du", "", "ihr", ""]),
        ("er", .main, .perfektpartizip, [""]),
    ])
    func labelsFollowThePronounSetting(_ third: String, _ clause: Clause, _ group: Conjugationgroup, _ labels: [String]) throws {
        let table = try Fixture.table("singen", .init(thirdPerson: third, clause: clause, groups: Conjugationgroup.active))
        #expect(table.sections.first { $0.group == group }?.rows.map(\.label) == labels)
    }

    @Test(arguments: [(Clause.main, "es"), (.subordinate, "")])
    func theImpersonalPassiveIsLabelledEsInAMainClause(_ clause: Clause, _ label: String) throws {
        let table = try Fixture.table("tanzen", .init(thirdPerson: "er", clause: clause, groups: [.präsensIndikativVorgangspassiv]))
        let section = try #require(table.sections.first)
        #expect(section.isImpersonal)
        #expect(section.rows.filter(\.form.exists).map(\.label) == [label])
    }

    @Test(arguments: [(Language.de, "Präteritum Indikativ"), (.en, "Preterite Indicative")])
    func groupNamesSpeakTheLanguageChosenForThem(_ naming: Language, _ name: String) throws {
        for interface in [Language.en, .de] {
            let table = try Fixture.table("singen", .init(groups: [.präteritumIndikativ], groupNaming: naming), language: interface)
            #expect(table.sections.map(\.name) == [name])
        }
    }

    @Test(arguments: [
        ("singen", Language.en, ["family: strong i-a-u", "auxiliary: haben", "frequency rank: 284"]),
        ("ankommen", .en, ["family: strong o-a-o", "auxiliary: sein", "structure: an|kommen"]),
        ("singen", .de, ["Familie: stark i-a-u", "Hilfsverb: haben", "Häufigkeitsrang: 284"]),
    ])
    func factsAreWordedAsTheTableShowsThem(_ input: String, _ language: Language, _ start: [String]) throws {
        let facts = try Fixture.table(input, language: language).facts
        #expect(Array(facts.text.prefix(start.count)) == start, "\(facts.text)")
    }

    @Test func aVerbByRuleSaysSo() throws {
        let table = try Fixture.table("schnurpsen")
        #expect(table.facts.isByRule)
        #expect(table.facts.rank == nil)
        #expect(table.gloss == nil)
        #expect(table.facts.text.last == L(.en).verb.byRule)
    }

    @Test func theAblautSeriesIsTyped() throws {
        #expect(try Fixture.table("singen").facts.ablautSeries == ["i", "a", "u"])
        #expect(try Fixture.table("lernen").facts.ablautSeries == [])
        #expect(try Fixture.table("lernen").facts.structure == nil)
        #expect(try Fixture.table("verstehen").facts.structure == "ver+stehen")
    }

    /// Each variant keeps its own marks (backte, bUk).
    @Test func variantsCarryTheirMarks() throws {
        let table = try Fixture.table("backen", .init(groups: [.präteritumIndikativ]))
        let ich = try #require(table.sections.first?.rows.first?.form)
        #expect(ich.markedVariants.count > 1)
        #expect(ich.otherVariants.map(\.marked).contains("bUk"))
    }
}
