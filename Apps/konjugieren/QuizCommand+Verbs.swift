// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Practice
import PracticeText
import VerbData

/// The learner's own verbs of `quiz --verbs` and `--verb-file`.
extension QuizCommand {
    /// The verbs of --verbs and --verb-file, as the lexicon spells them: "hoeren" is
    /// "hören" (with a note); "sich waschen" keeps its pronoun. A word that is no German
    /// infinitive, or one the lexicon lacks ("blorfen"), is refused with status 1 (not
    /// found), every such word named, with the verbs it may be a typo of; an empty list or
    /// a file that cannot be read with status 2 (a bad value).
    func ownVerbs(_ app: App, lexicon: Lexicon) throws -> [String] {
        var words: [String] = []
        if let verbs { words += verbs.split(separator: ",").map(String.init) }
        if let verbFile { words += Lexicon.verbListWords(try Self.read(verbFile, app: app)) }
        let own = lexicon.ownVerbs(words)
        for note in app.screens.respellings(own) { app.out.error("konjugieren: " + note) }
        if let word = own.malformed { throw app.world.fail(app.screens.malformedVerb(word), code: ExitStatus.notFound) }
        // "blorfen" would be conjugated by rule, and a learner drilled on forms nobody
        // checked: a verb the lexicon lacks is refused, with the verbs it may be a typo of.
        for note in app.screens.unknownVerbs(own) { app.out.error("konjugieren: " + note) }
        if !own.unknown.isEmpty { throw ExitCode(ExitStatus.notFound) }
        if (verbs != nil || verbFile != nil) && own.verbs.isEmpty {
            throw app.world.fail(app.l.quiz.emptyVerbList, code: ExitStatus.usage)
        }
        return own.verbs
    }

    /// The text of a verb list; a file that is missing or cannot be read ends the command
    /// with status 2 and the reason the system gives ("Permission denied").
    static func read(_ path: String, app: App) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw app.world.fail(app.l.quiz.verbFileMissing(path), code: ExitStatus.usage)
        }
        let descriptor = isDirectory.boolValue ? -1 : open(path, O_RDONLY)
        let reason = String(cString: strerror(isDirectory.boolValue ? EISDIR : errno))
        guard descriptor >= 0 else { throw app.world.fail(app.l.quiz.verbFileUnreadable(path, reason: reason), code: ExitStatus.usage) }
        defer { close(descriptor) }
        // Read from the descriptor itself: a device or a pipe (/dev/null, <(…)) has no
        // size to read by, and an empty one is an empty list, said as such.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            guard count > 0 else {
                let failure = String(cString: strerror(errno))
                throw app.world.fail(app.l.quiz.verbFileUnreadable(path, reason: failure), code: ExitStatus.usage)
            }
            // A binary file (a program, an image) is no list: refused at its first NUL
            // byte, before a minute goes on looking up its junk as verbs.
            if buffer[0..<count].contains(0) {
                throw app.world.fail(app.l.quiz.verbFileUnreadable(path, reason: app.l.quiz.verbFileNotText), code: ExitStatus.usage)
            }
            data.append(contentsOf: buffer[0..<count])
        }
        // A list in another encoding still yields its ASCII verbs; the rest are reported.
        return String(decoding: data, as: UTF8.self)
    }
}
