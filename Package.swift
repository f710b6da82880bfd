// swift-tools-version: 6.0
// Composes the local packages, the thin executables in Apps/ and every test target.
// Each package under Packages/ also builds and tests alone by path; the root re-hosts
// their test targets so that `swift test` here runs all of them.
import Foundation
import PackageDescription

// A release build of the CLI carries the Swift runtime and Foundation inside it: a process then
// resolves none of their symbols at start, which was a third of the instructions of
// `konjugieren conjugate singen` (README, Speed). The CLI links no networking for the same
// reason: its web requests (`--server`) are made by the `konjugieren-fetch` helper.
let staticRuntimeModulesInRelease: [SwiftSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
]
let staticRuntimeInRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
]
// konjugieren-fetch carries them too where it can: its URLSession links libcurl by its
// development name (libcurl.so, Debian's libcurl4-openssl-dev); without it, it stays dynamic.
let curlForStaticLink = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    .contains { FileManager.default.fileExists(atPath: $0 + "/libcurl.so") }
let fetchStaticFlags = curlForStaticLink ? ["-static-stdlib"] : []

let package = Package(
    name: "Konjugieren",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "konjugieren", targets: ["konjugieren"]),
        .executable(name: "konjugieren-dashboard", targets: ["konjugieren-dashboard"]),
        .executable(name: "konjugieren-bench", targets: ["konjugieren-bench"]),
        .executable(name: "konjugieren-server", targets: ["konjugieren-server"]),
        .executable(name: "konjugieren-fetch", targets: ["konjugieren-fetch"]),
    ],
    dependencies: [
        .package(path: "Packages/ConjugationEngine"),
        .package(path: "Packages/VerbData"),
        .package(path: "Packages/QuizKit"),
        .package(path: "Packages/RichText"),
        .package(path: "Packages/Localization"),
        .package(path: "Packages/Persistence"),
        .package(path: "Packages/Articles"),
        .package(path: "Packages/Practice"),
        .package(path: "Packages/Dashboard"),
        .package(path: "Packages/Paradigm"),
        .package(path: "Packages/Terminal"),
        .package(path: "Packages/Installation"),
        .package(path: "Packages/Wire"),
        .package(path: "Packages/CommandLineText"),
        .package(path: "Packages/PracticeText"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only for the Persistence tests and EndToEndTests, which open raw databases with it (to hold
        // a store's lock as another process would); the same requirement as Persistence's.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // Only for the web server: the CLI and the dashboard never link them (nor postgres-nio,
        // which only Persistence's PersistencePostgreSQL product uses).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Only for PersistencePostgreSQLTests, which make an older board's tables with it.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // SHA-256 of the players' tokens; postgres-nio builds it anyway.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "konjugieren",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Articles", package: "Articles"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Paradigm", package: "Paradigm"),
                .product(name: "Terminal", package: "Terminal"),
                .product(name: "Wire", package: "Wire"),
                .product(name: "WireExchange", package: "Wire"),
                .product(name: "CommandLineText", package: "CommandLineText"),
                .product(name: "PracticeText", package: "PracticeText"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/konjugieren",
            swiftSettings: staticRuntimeModulesInRelease,
            linkerSettings: staticRuntimeInRelease
        ),
        // The CLI's web requests, in a process of their own (Apps/konjugieren-fetch).
        .executableTarget(
            name: "konjugieren-fetch",
            dependencies: [.product(name: "WireExchange", package: "Wire")],
            path: "Apps/konjugieren-fetch",
            swiftSettings: [.unsafeFlags(fetchStaticFlags, .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(fetchStaticFlags, .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(
            name: "konjugieren-dashboard",
            dependencies: [
                .product(name: "Dashboard", package: "Dashboard"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Articles", package: "Articles"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Terminal", package: "Terminal"),
                .product(name: "Wire", package: "Wire"),
            ],
            path: "Apps/konjugieren-dashboard"
        ),
        .executableTarget(
            name: "konjugieren-bench",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/konjugieren-bench"
        ),
        .executableTarget(
            name: "konjugieren-server",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Articles", package: "Articles"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistencePostgreSQL", package: "Persistence"),
                .product(name: "Paradigm", package: "Paradigm"),
                .product(name: "Wire", package: "Wire"),
                .product(name: "PracticeText", package: "PracticeText"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Apps/konjugieren-server"
        ),
        .testTarget(
            name: "ConjugationEngineTests",
            dependencies: [.product(name: "ConjugationEngine", package: "ConjugationEngine")],
            path: "Packages/ConjugationEngine/Tests/ConjugationEngineTests"
        ),
        .testTarget(
            name: "VerbDataTests",
            dependencies: [
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
            ],
            path: "Packages/VerbData/Tests/VerbDataTests",
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "QuizKitTests",
            dependencies: [
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
            ],
            path: "Packages/QuizKit/Tests/QuizKitTests"
        ),
        .testTarget(
            name: "PracticeTests",
            dependencies: [
                .product(name: "Practice", package: "Practice"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistenceTestSupport", package: "Persistence"),
            ],
            path: "Packages/Practice/Tests/PracticeTests"
        ),
        .testTarget(
            name: "RichTextTests",
            dependencies: [
                .product(name: "RichText", package: "RichText"),
                .product(name: "RichTextTestSupport", package: "RichText"),
            ],
            path: "Packages/RichText/Tests/RichTextTests"
        ),
        .testTarget(
            name: "ParadigmTests",
            dependencies: [
                .product(name: "Paradigm", package: "Paradigm"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "RichText", package: "RichText"),
            ],
            path: "Packages/Paradigm/Tests/ParadigmTests"
        ),
        .testTarget(
            name: "InstallationTests",
            dependencies: [.product(name: "Installation", package: "Installation")],
            path: "Packages/Installation/Tests/InstallationTests"
        ),
        .testTarget(
            name: "TerminalTests",
            dependencies: [.product(name: "Terminal", package: "Terminal")],
            path: "Packages/Terminal/Tests/TerminalTests"
        ),
        .testTarget(
            name: "LocalizationTests",
            dependencies: [.product(name: "Localization", package: "Localization")],
            path: "Packages/Localization/Tests/LocalizationTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistenceTestSupport", package: "Persistence"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Packages/Persistence/Tests/PersistenceTests"
        ),
        .testTarget(
            name: "PersistencePostgreSQLTests",
            dependencies: [
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistencePostgreSQL", package: "Persistence"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Packages/Persistence/Tests/PersistencePostgreSQLTests"
        ),
        .testTarget(
            name: "DashboardTests",
            dependencies: [
                .product(name: "Dashboard", package: "Dashboard"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "RichTextTestSupport", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistenceTestSupport", package: "Persistence"),
            ],
            path: "Packages/Dashboard/Tests/DashboardTests",
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "ArticlesTests",
            dependencies: [
                .product(name: "Articles", package: "Articles"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Packages/Articles/Tests/ArticlesTests"
        ),
        // Every form an article cites, checked against the engine: a test across packages,
        // so that Articles itself needs neither VerbData nor ConjugationEngine.
        .testTarget(
            name: "ArticleFormTests",
            dependencies: [
                .product(name: "Articles", package: "Articles"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
            ],
            path: "Tests/ArticleFormTests"
        ),
        .testTarget(
            name: "WireTests",
            dependencies: [
                .product(name: "Wire", package: "Wire"),
                .product(name: "WireExchange", package: "Wire"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Packages/Wire/Tests/WireTests"
        ),
        .testTarget(
            name: "CommandLineTextTests",
            dependencies: [
                .product(name: "CommandLineText", package: "CommandLineText"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Packages/CommandLineText/Tests/CommandLineTextTests"
        ),
        .testTarget(
            name: "PracticeTextTests",
            dependencies: [
                .product(name: "PracticeText", package: "PracticeText"),
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Wire", package: "Wire"),
            ],
            path: "Packages/PracticeText/Tests/PracticeTextTests"
        ),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "konjugieren-server",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Articles", package: "Articles"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Wire", package: "Wire"),
                // The seed test plays the same plan in the dashboard (and runs the CLI's binary).
                .product(name: "Dashboard", package: "Dashboard"),
                .product(name: "QuizKit", package: "QuizKit"),
            ],
            path: "Tests/ServerTests"
        ),
        .testTarget(
            name: "EndToEndTests",
            // The tests run both binaries: the CLI and, in tmux, the dashboard.
            dependencies: [
                "konjugieren", "konjugieren-dashboard",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "RichTextTestSupport", package: "RichText"),
                .product(name: "Terminal", package: "Terminal"),
                // The scripted server answers Wire's requests.
                .product(name: "Wire", package: "Wire"),
                .product(name: "WireExchange", package: "Wire"),
            ],
            path: "Tests/EndToEndTests",
            exclude: ["Snapshots"]
        ),
    ]
)
