// swift-tools-version: 6.0
// Settings, quiz history, leaderboard and error log in one SQLite file (GRDB).
import PackageDescription

let package = Package(
    name: "Persistence",
    products: [.library(name: "Persistence", targets: ["Persistence"])],
    dependencies: [.package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0")],
    targets: [
        .target(name: "Persistence", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        // The tests open raw databases (a foreign or newer schema) with GRDB itself.
        .testTarget(name: "PersistenceTests", dependencies: ["Persistence", .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)
