// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Paradigm
import Testing

/// Group names and a voice into the groups shown: the rule of `--group`/`--voice` and of
/// `?group=`/`?voice=`.
struct VoiceChoiceTests {
    @Test(arguments: [
        ([String](), VoiceChoice?.none, VoiceChoice.active, Conjugationgroup.active),
        ([], nil, .all, Conjugationgroup.allCases),
        ([], .passive, .active, Conjugationgroup.passive),
        ([], .all, .active, Conjugationgroup.allCases),
        (["präteritum"], nil, .active, [.präteritumIndikativ]),
        (["präsens", "Perfekt Indikativ"], nil, .active, [.präsensIndikativ, .perfektIndikativ]),
        (["präsens,perfekt"], nil, .active, [.präsensIndikativ, .perfektIndikativ]),
        (["preterite"], .passive, .active, [.präteritumIndikativVorgangspassiv, .präteritumIndikativZustandspassiv]),
        (["präteritum"], .all, .active,
         [.präteritumIndikativ, .präteritumIndikativVorgangspassiv, .präteritumIndikativZustandspassiv]),
        (["passiv"], nil, .active, Conjugationgroup.passive),
        (["zustandspassiv"], nil, .active, [.präsensIndikativZustandspassiv, .präteritumIndikativZustandspassiv]),
    ])
    func namesAndVoiceChooseTheGroups(_ names: [String], _ voice: VoiceChoice?, _ unnamed: VoiceChoice,
                                      _ groups: [Conjugationgroup]) throws {
        #expect(try VoiceChoice.groups(named: names, voice: voice, unnamed: unnamed) == groups)
    }

    @Test(arguments: [
        ([""], VoiceChoice?.none, ParadigmError.emptyGroupName),
        ([","], nil, .emptyGroupName),
        (["präsens", ""], nil, .emptyGroupName),
        (["präsenz"], nil, .unknownGroupName("präsenz")),
        (["präsens,passivish"], nil, .unknownGroupName("passivish")),
        (["passiv"], .active, .voiceContradictsGroups(.active)),
        (["imperativ"], .passive, .voiceContradictsGroups(.passive)),
    ])
    func aChoiceOfNothingIsRefused(_ names: [String], _ voice: VoiceChoice?, _ error: ParadigmError) {
        #expect(throws: error) { try VoiceChoice.groups(named: names, voice: voice, unnamed: .active) }
    }

    /// Every short name offered in the message names a group.
    @Test func theShortNamesAreTaken() {
        for name in VoiceChoice.shortGroupNames.joined() {
            #expect(Conjugationgroup.groups(named: name) != nil, "\(name)")
        }
    }
}
