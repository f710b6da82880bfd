// swift-tools-version: 6.0
// What a text front end shows of Practice's values, in the learner's language: the
// question's rows, the verdict and correction with its explanation, the results, the
// history table, a past quiz reopened, the progress facts. Styled by the caller, so that
// the command line (ANSI or plain) and the dashboard (its own style) print the same words.
import PackageDescription

let package = Package(
    name: "PracticeText",
    products: [.library(name: "PracticeText", targets: ["PracticeText"])],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../QuizKit"),
        .package(path: "../Persistence"),
        .package(path: "../Practice"),
        .package(path: "../Localization"),
        .package(path: "../RichText"),
        .package(path: "../Articles"),
        .package(path: "../Wire"),
    ],
    targets: [
        .target(
            name: "PracticeText",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "Articles", package: "Articles"),
                .product(name: "Wire", package: "Wire"),
            ]
        ),
        .testTarget(
            name: "PracticeTextTests",
            dependencies: [
                "PracticeText",
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Wire", package: "Wire"),
            ]
        ),
    ]
)
