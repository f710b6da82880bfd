// swift-tools-version: 6.0
// The protocol every front end speaks with another: the Codable requests and replies of a
// konjugieren-server's API and of `quiz --format json`, the one JSON writer for them, the
// OpenAPI document that describes them, and the words the front ends share for what
// Practice returns (errors, explanations, hints), in English or German; and the client of
// that API over a transport the front end provides. `WireExchange`, a product with no
// dependencies, is the request `konjugieren-fetch` reads, so that the helper links nothing else.
import PackageDescription

let package = Package(
    name: "Wire",
    products: [
        .library(name: "Wire", targets: ["Wire"]),
        .library(name: "WireExchange", targets: ["WireExchange"]),
    ],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../VerbData"),
        .package(path: "../QuizKit"),
        .package(path: "../Persistence"),
        .package(path: "../Practice"),
        .package(path: "../Localization"),
    ],
    targets: [
        .target(name: "WireExchange"),
        .target(
            name: "Wire",
            dependencies: [
                "WireExchange",
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
        .testTarget(
            name: "WireTests",
            dependencies: [
                "Wire",
                "WireExchange",
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "Practice", package: "Practice"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ]
)
