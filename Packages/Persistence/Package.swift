// swift-tools-version: 6.0
// Settings, quiz history, leaderboards and error log in one SQLite file (GRDB), typed by the
// engine's conjugationgroups and persons and QuizKit's difficulty; the shared
// leaderboard of a server also in PostgreSQL, as a product of its own (PersistencePostgreSQL),
// so that a front end without a server never builds postgres-nio.
import PackageDescription

let package = Package(
    name: "Persistence",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Persistence", targets: ["Persistence"]),
        .library(name: "PersistencePostgreSQL", targets: ["PersistencePostgreSQL"]),
        // For tests: rows an older or a newer version could have written, which the API refuses.
        .library(name: "PersistenceTestSupport", targets: ["PersistenceTestSupport"]),
    ],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../QuizKit"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        // The conjugationgroups and persons of the engine and QuizKit's difficulty are what
        // the store keeps: a stored value that does not parse is an error, not a default.
        .target(
            name: "Persistence",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "PersistencePostgreSQL",
            dependencies: [
                "Persistence", .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .target(name: "PersistenceTestSupport", dependencies: ["Persistence", .product(name: "GRDB", package: "GRDB.swift")]),
        // The tests open raw databases (a foreign or newer schema) with GRDB itself.
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Persistence", "PersistenceTestSupport", .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "QuizKit", package: "QuizKit"), .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The boards, SQLite and PostgreSQL, held to the same tests (PostgreSQL where
        // KONJUGIEREN_TEST_DATABASE names a database; CI always does). GRDB and PostgresNIO
        // make the tables of an older board, to upgrade.
        .testTarget(
            name: "PersistencePostgreSQLTests",
            dependencies: [
                "Persistence", "PersistencePostgreSQL",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
    ]
)
