// swift-tools-version: 6.0
// The protocol every front end speaks with another: the Codable requests and replies of a
// konjugieren-server's API and of `quiz --format json`, the one JSON writer for them, and
// the OpenAPI document that describes them.
import PackageDescription

let package = Package(
    name: "Wire",
    products: [.library(name: "Wire", targets: ["Wire"])],
    dependencies: [
        .package(path: "../ConjugationEngine"),
        .package(path: "../VerbData"),
        .package(path: "../QuizKit"),
        .package(path: "../Localization"),
    ],
    targets: [
        .target(
            name: "Wire",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
        .testTarget(
            name: "WireTests",
            dependencies: [
                "Wire",
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "VerbData", package: "VerbData"),
                .product(name: "QuizKit", package: "QuizKit"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ]
)
