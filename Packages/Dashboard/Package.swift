// swift-tools-version: 6.0
// The full-screen dashboard as values: State, reduce (returning effects), render, and the
// Runtime that carries the effects out. The terminal itself belongs to the app.
import PackageDescription

let package = Package(
    name: "Dashboard",
    products: [.library(name: "Dashboard", targets: ["Dashboard"])],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../VerbData"),
        .package(path: "../QuizKit"),
        .package(path: "../Practice"),
        .package(path: "../Persistence"),
        .package(path: "../RichText"),
        .package(path: "../Articles"),
        .package(path: "../Localization"),
        .package(path: "../Paradigm"),
        .package(path: "../Wire"),
        .package(path: "../PracticeText"),
    ],
    targets: [
        .target(
            name: "Dashboard",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Articles", package: "Articles"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Paradigm", package: "Paradigm"),
                .product(name: "Wire", package: "Wire"),
                .product(name: "PracticeText", package: "PracticeText"),
            ]
        ),
        .testTarget(
            name: "DashboardTests",
            dependencies: [
                "Dashboard",
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistenceTestSupport", package: "Persistence"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "RichTextTestSupport", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
            ],
            exclude: ["Snapshots"]
        ),
    ]
)
