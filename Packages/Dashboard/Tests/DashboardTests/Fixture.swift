// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Testing
import VerbData

/// A small, fixed world for the dashboard: a dozen verbs (the bundled principal parts,
/// so the engine conjugates them as in the app), two articles, a fresh in-memory
/// store, a stopped clock and a fixed seed. Nothing in it changes when the real
/// lexicon or articles are edited, so the snapshots only change when the screens do.
enum Fixture {
    static let lexiconTSV = """
    ankommen\tan|kommen\tstrong\tsein\t298\t-\tto arrive; to depend (on)
    bringen\tbringen\tmixed\thaben\t20\t-\tto bring, to take
    fahren\tfahren\tstrong\tsein,haben\t52\t-\tto drive, to go (by vehicle), to ride
    freuen\tfreuen\tweak\thaben\t129\trefl\tto be glad, to be pleased
    haben\thaben\tirregular\thaben\t1\t-\tto have
    können\tkönnen\tirregular\thaben\t4\t-\tcan, to be able to
    lernen\tlernen\tweak\thaben\t98\t-\tto learn
    sein\tsein\tirregular\tsein\t2\t-\tto be
    singen\tsingen\tstrong\thaben\t283\t-\tto sing
    studieren\tstudieren\tieren\thaben\t228\t-\tto study (at university)
    umfahren\tum|fahren\tstrong\thaben\t5000\t-\tto knock down
    umfahren\tum+fahren\tstrong\thaben\t5001\t-\tto drive around
    verstehen\tver+stehen\tstrong\thaben\t49\t-\tto understand

    """

    static let lexicon: Lexicon = {
        let parts = (try? Lexicon.bundled().principalParts) ?? []
        let entries = (try? Lexicon.parse(lexiconTSV, principalParts: parts, name: "fixture.tsv")) ?? []
        return Lexicon(entries: entries, principalParts: parts)
    }()

    static let verbs = lexicon.searchIndex()

    static let articleSources: [String: (title: String, markup: String)] = [
        "ablaut": ("Ablaut", """
        `Ablaut`

        Strong verbs change their stem vowel: $sAng$, $gesUngen$. See %konjugieren://verb/singen% and %konjugieren://info/haben-or-sein%.

        🇩🇪 ~singen~ – $sAng$ – $gesUngen$
        🇩🇪 ~fahren~ – $fUhr$ – $gefahren$
        """),
        "haben-or-sein": ("Haben or sein", """
        `Haben or sein`

        Verbs of motion take ~sein~: $ist gefahren$. More at %https://example.org/aux%.
        """),
    ]

    static let articles = ArticleClient(
        entries: { ["ablaut", "haben-or-sein"].map { ArticleClient.Entry(slug: $0, title: articleSources[$0]?.title ?? $0) } },
        document: { slug in
            guard let source = articleSources[slug] else { return .failure(.article(slug: slug, reason: "no such article")) }
            do {
                return .success(try Document(parsing: source.markup))
            } catch {
                return .failure(.article(slug: slug, reason: "\(error)"))
            }
        }
    )

    /// 2026-11-23 10:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_428_000)

    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
        return c
    }

    static func environment(color: Bool = false, language: Language = .en,
                            clock: QuizClock = QuizClock { Fixture.now }) -> DashboardEnvironment {
        DashboardEnvironment(verbs: verbs, articles: articles, clock: clock, calendar: calendar, seed: 42,
                             l: L(language), color: color)
    }

    /// The runtime over `store`, with the stopped clock.
    static func runtime(_ store: Store) -> Runtime {
        Runtime(practice: Practice(store: store, source: .lexicon(lexicon)), clock: QuizClock { Fixture.now })
    }

    /// A launched dashboard over a fresh in-memory store.
    static func state(size: Size = Size(columns: 80, rows: 24), color: Bool = false,
                      language: Language = .en) throws -> (Session, Store) {
        let store = try Store.inMemory()
        return (Session(environment(color: color, language: language), store: store, size: size), store)
    }
}

/// A dashboard as `main` runs it: the state, and the runtime that carries out the
/// effects `reduce` returns. It reads like the state it holds (`session.screen`).
@dynamicMemberLookup
struct Session {
    var state: State
    let runtime: Runtime

    /// Launched: settings and review queue loaded from `store`.
    init(_ environment: DashboardEnvironment, store: Store, size: Size) {
        runtime = Fixture.runtime(store)
        state = runtime.send(.launch, to: State(environment: environment, size: size))
    }

    init(_ state: State, runtime: Runtime) {
        self.state = state
        self.runtime = runtime
    }

    subscript<T>(dynamicMember path: WritableKeyPath<State, T>) -> T {
        get { state[keyPath: path] }
        set { state[keyPath: path] = newValue }
    }

    /// The next session after `event`, its effects carried out.
    func sending(_ event: Event) -> Session { Session(runtime.send(event, to: state), runtime: runtime) }

    mutating func openVerb(_ infinitive: String, meaning: Int = 1) { state.openVerb(infinitive, meaning: meaning) }
}

/// Feeds keys to the dashboard: `send(session, "/sing", .enter)`.
func send(_ session: Session, _ keys: KeyInput...) -> Session {
    var s = session
    for input in keys {
        switch input {
        case .text(let text): for c in text { s = s.sending(.key(.character(c))) }
        case .key(let key): s = s.sending(.key(key))
        }
    }
    return s
}

enum KeyInput: ExpressibleByStringLiteral {
    case text(String)
    case key(Key)
    init(stringLiteral value: String) { self = .text(value) }
    static let enter = KeyInput.key(.enter)
    static let escape = KeyInput.key(.escape)
    static let tab = KeyInput.key(.tab)
    static let backTab = KeyInput.key(.backTab)
    static let up = KeyInput.key(.up)
    static let down = KeyInput.key(.down)
    static let left = KeyInput.key(.left)
    static let right = KeyInput.key(.right)
    static let backspace = KeyInput.key(.backspace)
}

/// The screen as text, one string.
func screenText(_ session: Session) -> String {
    render(session.state, size: session.state.size).joined(separator: "\n")
}
