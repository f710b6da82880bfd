// swift-tools-version: 6.0
// The table of a verb as every front end shows it: one model built from the engine, the
// lexicon and the reader's choices, and its text and HTML renderers.
import PackageDescription

let package = Package(
    name: "Paradigm",
    products: [.library(name: "Paradigm", targets: ["Paradigm"])],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../VerbData"),
        .package(path: "../Localization"),
        .package(path: "../RichText"),
    ],
    targets: [
        .target(
            name: "Paradigm",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "RichText", package: "RichText"),
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
