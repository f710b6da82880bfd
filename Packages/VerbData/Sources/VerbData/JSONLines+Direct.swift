// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

extension JSONLines {
    /// The tail of a main-clause `verb` line, `,"forms":{…},"marked":{…}` and, for an
    /// always-reflexive verb asked bare, `,"reflexiveForms":{…}`, written straight into one
    /// byte buffer: every preferred form is copied or put together from the verb's bytes
    /// (`Verb.FormWriter`), and `marked` is a copy of `forms` with the irregular letters
    /// raised where the writer said they are. No String is made per form. The bytes are
    /// those of the String path, which this replaces for the batch.
    ///
    /// Returns false, having written nothing, where a form would need escaping or a mark
    /// is not one byte to raise; the caller then takes the String path.
    mutating func directForms(_ writers: Lexicon.VerbMemo.Writers, groups: [Conjugationgroup]) -> Bool {
        let writer = writers.shown
        guard writer.marksAreBytes, !writer.needsEscaping else { return false }
        var out = ByteWriter(capacity: 16 << 10)
        var marks: [Int] = []
        marks.reserveCapacity(64)
        out.append(JSONLines.formsKey)
        let formsStart = out.count
        JSONLines.writeForms(writer, groups, into: &out, marks: &marks)
        let formsEnd = out.count
        out.append(JSONLines.markedKey)
        let copy = out.count
        let length = formsEnd - formsStart
        out.ensure(length)
        let base = out.base
        (base + copy).update(from: base + formsStart, count: length)
        out.count += length
        let shift = copy - formsStart
        for m in marks { base[shift + m] &-= 0x20 }
        if let own = writers.reflexive {
            guard !own.needsEscaping else { return false }
            out.append(JSONLines.reflexiveFormsKey)
            marks.removeAll(keepingCapacity: true)
            JSONLines.writeForms(own, groups, into: &out, marks: &marks)
        }
        bytes.append(contentsOf: UnsafeBufferPointer(start: out.base, count: out.count))
        return true
    }

    /// The forms object: slot id to person-slots, `null` for a form or a whole group the
    /// verb lacks.
    static func writeForms(_ writer: Verb.FormWriter, _ groups: [Conjugationgroup], into out: inout ByteWriter,
                           marks: inout [Int]) {
        writer.withBytes { forms in
            let bound = writer.formBound + 3
            out.ensure(1)
            out.put(UInt8(ascii: "{"))
            for (g, group) in groups.enumerated() {
                let persons = JSONLines.personCount(group)
                out.ensure(64 + persons * bound)
                if g > 0 { out.put(UInt8(ascii: ",")) }
                out.put(UInt8(ascii: "\""))
                JSONLines.groupNames[JSONLines.tag(group)].withUnsafeBufferPointer { out.put($0) }
                guard forms.hasGroup(group) else {
                    out.put(JSONLines.quoteNull)
                    continue
                }
                out.put(JSONLines.quoteColonBracket)
                for k in 0..<persons {
                    let person = JSONLines.person(group, k)
                    if k > 0 { out.put(UInt8(ascii: ",")) }
                    let count = forms.count(group, person)
                    if count == 0 {
                        out.put(JSONLines.null)
                        continue
                    }
                    if count > 1 {
                        out.ensure(2 + count * bound + (persons - k) * bound)
                        out.put(UInt8(ascii: "["))
                    }
                    for v in 0..<count {
                        if v > 0 { out.put(UInt8(ascii: ",")) }
                        out.put(UInt8(ascii: "\""))
                        out.count += forms.write(group, person, variant: v, to: out.base + out.count, marks: &marks,
                                                 at: out.count)
                        out.put(UInt8(ascii: "\""))
                    }
                    if count > 1 { out.put(UInt8(ascii: "]")) }
                }
                out.put(UInt8(ascii: "]"))
            }
            out.ensure(1)
            out.put(UInt8(ascii: "}"))
        }
    }

    /// `group.persons.count`, without the array.
    @inline(__always)
    static func personCount(_ group: Conjugationgroup) -> Int {
        switch group {
        case .imperativ: return 4
        case .perfektpartizip, .präsenspartizip, .zuInfinitiv, .perfektInfinitiv, .passivInfinitiv, .perfektPassivInfinitiv: return 1
        default: return 6
        }
    }

    /// `group.persons[k]`, without the array.
    @inline(__always)
    static func person(_ group: Conjugationgroup, _ k: Int) -> Person? {
        switch group {
        case .imperativ: return k == 0 ? .du : k == 1 ? .wir : k == 2 ? .ihr : .formal
        case .perfektpartizip, .präsenspartizip, .zuInfinitiv, .perfektInfinitiv, .passivInfinitiv, .perfektPassivInfinitiv: return nil
        default: return Person(rawValue: k)
        }
    }

    /// Each group's slot id as bytes, at `tag(group)`.
    static let groupNames: [[UInt8]] = {
        var names = [[UInt8]](repeating: [], count: 256)
        for group in Conjugationgroup.allCases { names[tag(group)] = Array(group.rawValue.utf8) }
        return names
    }()

    /// A number for each group, below 256, without building its raw value: the case's
    /// one-byte tag.
    @inline(__always)
    static func tag(_ group: Conjugationgroup) -> Int {
        Int(unsafeBitCast(group, to: UInt8.self))
    }

    static let formsKey: [UInt8] = Array(",\"forms\":".utf8)
    static let markedKey: [UInt8] = Array(",\"marked\":".utf8)
    static let reflexiveFormsKey: [UInt8] = Array(",\"reflexiveForms\":".utf8)
    static let quoteNull: [UInt8] = Array("\":null".utf8)
    static let quoteColonBracket: [UInt8] = Array("\":[".utf8)
    static let null: [UInt8] = Array("null".utf8)
}

/// A growing block of bytes written through a pointer: room is made (`ensure`) before a
/// run of writes, which then copy without a check each.
struct ByteWriter: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `extra` more bytes.
    @inline(__always)
    mutating func ensure(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        let larger = max(needed, capacity * 2)
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        fresh.update(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = larger
    }

    @inline(__always)
    mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let from = bytes.baseAddress { Verb.FormWriter.copy(from, to: base + count, count: bytes.count) }
        count += bytes.count
    }

    @inline(__always)
    mutating func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { put($0) }
    }

    /// `put` with room made first.
    mutating func append(_ bytes: [UInt8]) {
        ensure(bytes.count)
        put(bytes)
    }
}
