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
        // Written in this buffer's memory, kept from line to line (its own, not a copy's).
        if !isKnownUniquelyReferenced(&scratch) { scratch = Scratch() }
        var out = ByteWriter(lending: scratch)
        defer { out.giveBack(to: scratch) }
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
            let names = JSONLines.groupNames
            out.ensure(1)
            out.put(UInt8(ascii: "{"))
            for (g, group) in groups.enumerated() {
                let persons = JSONLines.personCount(group)
                // Room for the whole group at once (no form has more than eight spellings),
                // then written through a pointer and a local position.
                out.ensure(64 + persons * (8 * bound + 8))
                var base = out.base
                var n = out.count
                @inline(__always) func put(_ byte: UInt8) {
                    base[n] = byte
                    n += 1
                }
                @inline(__always) func put(_ text: StaticString) {
                    Verb.FormWriter.copy(text.utf8Start, to: base + n, count: text.utf8CodeUnitCount)
                    n += text.utf8CodeUnitCount
                }
                if g > 0 { put(UInt8(ascii: ",")) }
                put(UInt8(ascii: "\""))
                let t = JSONLines.tag(group), start = names.starts.buffer[t], length = names.starts.buffer[t + 1] - start
                if let from = names.bytes.buffer.baseAddress { Verb.FormWriter.copy(from + start, to: base + n, count: length) }
                n += length
                guard forms.hasGroup(group) else {
                    put(JSONLines.quoteNull)
                    out.count = n
                    continue
                }
                put(JSONLines.quoteColonBracket)
                // Most groups at once (one spelling each); the rest form by form.
                if let written = forms.writeQuotedList(group, to: base + n, marks: &marks, at: n) {
                    n += written
                    put(UInt8(ascii: "]"))
                    out.count = n
                    continue
                }
                for k in 0..<persons {
                    let person = JSONLines.person(group, k)
                    if k > 0 { put(UInt8(ascii: ",")) }
                    let count = forms.count(group, person)
                    if count == 0 {
                        put(JSONLines.null)
                        continue
                    }
                    if count > 8 {
                        // (No form has as many spellings; room is made all the same.)
                        out.count = n
                        out.ensure(2 + count * (bound + 1) + (persons - k) * (8 * bound + 8))
                        base = out.base
                    }
                    if count > 1 { put(UInt8(ascii: "[")) }
                    for v in 0..<count {
                        if v > 0 { put(UInt8(ascii: ",")) }
                        put(UInt8(ascii: "\""))
                        n += forms.write(group, person, variant: v, to: base + n, marks: &marks, at: n)
                        put(UInt8(ascii: "\""))
                    }
                    if count > 1 { put(UInt8(ascii: "]")) }
                }
                put(UInt8(ascii: "]"))
                out.count = n
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

    /// Each group's slot id as bytes: `bytes[starts[t]..<starts[t + 1]]` for `t = tag(group)`;
    /// held where no reference is counted, as every thread of a batch reads it.
    static let groupNames: (bytes: Fixed<UInt8>, starts: Fixed<Int>) = {
        var names = [[UInt8]](repeating: [], count: 256)
        for group in Conjugationgroup.allCases { names[tag(group)] = Array(group.rawValue.utf8) }
        var starts = [0]
        for name in names { starts.append(starts[starts.count - 1] + name.count) }
        return (Fixed(names.flatMap { $0 }), Fixed(starts))
    }()

    /// A number for each group, below 256, without building its raw value: the case's
    /// one-byte tag.
    @inline(__always)
    static func tag(_ group: Conjugationgroup) -> Int {
        Int(unsafeBitCast(group, to: UInt8.self))
    }

    static let formsKey: StaticString = ",\"forms\":"
    static let markedKey: StaticString = ",\"marked\":"
    static let reflexiveFormsKey: StaticString = ",\"reflexiveForms\":"
    static let quoteNull: StaticString = "\":null"
    static let quoteColonBracket: StaticString = "\":["
    static let null: StaticString = "null"
}

extension JSONLines {
    /// Memory a line's forms are written in before they join the buffer, kept from line
    /// to line so that it is not requested (and faulted in) for every line.
    final class Scratch: @unchecked Sendable {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int

        init() {
            capacity = 16 << 10
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }
}

/// A growing block of bytes written through a pointer: room is made (`ensure`) before a
/// run of writes, which then copy without a check each.
struct ByteWriter: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    var count = 0
    private var capacity: Int
    /// Whether `base` is this writer's to free (it grew past memory it was lent).
    private var owned: Bool

    /// A writer into `scratch`'s memory; `giveBack` hands the memory (maybe grown) back.
    init(lending scratch: JSONLines.Scratch) {
        base = scratch.base
        capacity = scratch.capacity
        owned = false
    }

    mutating func giveBack(to scratch: JSONLines.Scratch) {
        guard owned else { return }
        scratch.base.deallocate()
        scratch.base = base
        scratch.capacity = capacity
        owned = false
    }

    deinit { if owned { base.deallocate() } }

    /// Room for `extra` more bytes.
    @inline(__always)
    mutating func ensure(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        let larger = max(needed, capacity * 2)
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        fresh.update(from: base, count: count)
        if owned { base.deallocate() }
        base = fresh
        capacity = larger
        owned = true
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
    mutating func put(_ text: StaticString) {
        put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `put` with room made first.
    mutating func append(_ text: StaticString) {
        ensure(text.utf8CodeUnitCount)
        put(text)
    }
}
