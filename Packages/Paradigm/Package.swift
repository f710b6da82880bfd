// swift-tools-version: 6.0
// What every front end shows for verbs: the table of a verb (one model built from the engine,
// the lexicon and the reader's choices) with its text and HTML renderers, the listing table,
// the grouped result of a form lookup, and the sentences of a filter the lexicon does not know.
import PackageDescription

let package = Package(
    name: "Paradigm",
    products: [.library(name: "Paradigm", targets: ["Paradigm"])],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../VerbData"),
        .package(path: "../Localization"),
        .package(path: "../RichText"),
        .package(path: "../QuizKit"),
    ],
    targets: [
        .target(
            name: "Paradigm",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "RichText", package: "RichText"),
                .product(name: "QuizKit", package: "QuizKit"),
            ]
        ),
        .testTarget(
            name: "ParadigmTests",
            dependencies: [
                "Paradigm",
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "RichText", package: "RichText"),
            ]
        ),
    ]
)
