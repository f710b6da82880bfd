// swift-tools-version: 6.0
// The rules of German verb conjugation. Standard library only: this is the hot path.
import PackageDescription

let package = Package(
    name: "ConjugationEngine",
    products: [.library(name: "ConjugationEngine", targets: ["ConjugationEngine"])],
    targets: [
        .target(name: "ConjugationEngine"),
        .testTarget(name: "ConjugationEngineTests", dependencies: ["ConjugationEngine"]),
    ]
)
