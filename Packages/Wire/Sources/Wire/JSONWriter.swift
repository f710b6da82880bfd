// SPDX-License-Identifier: GPL-3.0-or-later
import VerbData

/// The one JSON writer of the protocol: any `Encodable` value as JSON text with its keys in
/// the order the value encodes them (a synthesized `Encodable` in declaration order), so
/// that every reply and every line of `quiz --format json` reads the same each time.
/// Strings go through VerbData's escaper (`JSONLines.quote`), the one the conjugation
/// lines use.
///
/// ```swift
/// let line = JSONWriter().text(LeaderboardRow(player: "Anna", score: 290, difficulty: "regular",
///                                             finishedAt: "2026-11-27T20:00:00Z"))
/// // {"player":"Anna","score":290,"difficulty":"regular","finishedAt":"2026-11-27T20:00:00Z"}
/// ```
///
/// An optional written with `encodeIfPresent` (what synthesized code does) is left out when
/// nil; one written with `encode` is `null`.
public struct JSONWriter: Sendable {
    /// Whether `<` and U+2028/U+2029 are escaped too, as in the web server's replies.
    public var escapingMarkup: Bool

    /// A writer; `escapingMarkup` for replies a page might embed.
    public init(escapingMarkup: Bool = false) {
        self.escapingMarkup = escapingMarkup
    }

    /// `value` as UTF-8 JSON bytes.
    public func bytes(_ value: some Encodable) -> [UInt8] {
        let root = Node()
        do {
            try value.encode(to: NodeEncoder(node: root, codingPath: []))
        } catch {
            // The protocol's types throw nothing while encoding; a foreign one that does
            // is written as far as it came, its unset values as null.
        }
        var out: [UInt8] = []
        out.reserveCapacity(256)
        root.write(into: &out, escapingMarkup: escapingMarkup)
        return out
    }

    /// `value` as JSON text.
    public func text(_ value: some Encodable) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }
}

/// A value being encoded: filled by the containers, written out at the end.
final class Node {
    enum Content {
        case null
        case literal(String)          // a number, true or false
        case string(String)
        case object([(String, Node)])
        case array([Node])
    }

    var content: Content = .null

    func write(into out: inout [UInt8], escapingMarkup: Bool) {
        switch content {
        case .null: out.append(contentsOf: "null".utf8)
        case .literal(let text): out.append(contentsOf: text.utf8)
        case .string(let text): JSONLines.quote(text, into: &out, escapingMarkup: escapingMarkup)
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONLines.quote(key, into: &out, escapingMarkup: escapingMarkup)
                out.append(UInt8(ascii: ":"))
                value.write(into: &out, escapingMarkup: escapingMarkup)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (i, value) in values.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                value.write(into: &out, escapingMarkup: escapingMarkup)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    /// The child under `key`, made when missing; a key encoded again keeps its first place.
    func child(_ key: String) -> Node {
        var pairs: [(String, Node)]
        if case .object(let existing) = content { pairs = existing } else { pairs = [] }
        if let found = pairs.first(where: { $0.0 == key }) { return found.1 }
        let node = Node()
        pairs.append((key, node))
        content = .object(pairs)
        return node
    }

    func append() -> Node {
        var values: [Node]
        if case .array(let existing) = content { values = existing } else { values = [] }
        let node = Node()
        values.append(node)
        content = .array(values)
        return node
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var count: Int {
        if case .array(let values) = content { return values.count }
        return 0
    }
}

struct NodeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(node: node, codingPath: codingPath)
    }
}

/// Puts one value into `node`: the primitives directly, anything else through its `encode(to:)`.
func put<T: Encodable>(_ value: T, in node: Node, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: node.content = .string(text)
    case let flag as Bool: node.content = .literal(flag ? "true" : "false")
    case let number as Int: node.content = .literal(String(number))
    case let number as Int64: node.content = .literal(String(number))
    case let number as Int32: node.content = .literal(String(number))
    case let number as UInt64: node.content = .literal(String(number))
    case let number as UInt32: node.content = .literal(String(number))
    case let number as Double: node.content = number.isFinite ? .literal(String(describing: number)) : .null
    default: try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
    }
}

struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.child(key.stringValue).content = .null }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try put(value, in: node.child(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.child(key.stringValue)
        child.makeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.child(key.stringValue)
        child.makeArray()
        return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.child("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
    }
}

struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.append().content = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try put(value, in: node.append(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = node.append()
        child.makeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = node.append()
        child.makeArray()
        return UnkeyedContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.append(), codingPath: codingPath) }
}

struct SingleContainer: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try put(value, in: node, codingPath: codingPath)
    }
}
