// swift-tools-version: 6.0
// The lexicon (the verb list with glosses,
// frequency, family, prefix structure and auxiliary) and its validating loader.
import PackageDescription

let package = Package(
    name: "VerbData",
    products: [.library(name: "VerbData", targets: ["VerbData"])],
    dependencies: [.package(path: "../ConjugationEngine"), .package(path: "../Installation")],
    targets: [
        .target(
            name: "VerbData",
            dependencies: [
                .product(name: "ConjugationEngine", package: "ConjugationEngine"),
                .product(name: "Installation", package: "Installation"),
            ],
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "VerbDataTests",
            dependencies: ["VerbData", .product(name: "ConjugationEngine", package: "ConjugationEngine")],
            exclude: ["Golden"]
        ),
    ]
)
