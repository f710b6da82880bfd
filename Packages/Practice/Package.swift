// swift-tools-version: 6.0
// The quiz and review lifecycle every front end shares: start, resume, answer, pause,
// finish, review drill, weights, and the mapping between questions and stored records.
import PackageDescription

let package = Package(
    name: "Practice",
    products: [.library(name: "Practice", targets: ["Practice"])],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../VerbData"),
        .package(path: "../QuizKit"),
        .package(path: "../Persistence"),
        .package(path: "../Localization"),
    ],
    targets: [
        .target(
            name: "Practice",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
        .testTarget(
            name: "PracticeTests",
            dependencies: [
                "Practice",
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistenceTestSupport", package: "Persistence"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ]
)
