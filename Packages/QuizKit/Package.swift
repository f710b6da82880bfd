// swift-tools-version: 6.0
// The quiz model: question generation, grading, scoring, timer and review scheduling.
import PackageDescription

let package = Package(
    name: "QuizKit",
    products: [.library(name: "QuizKit", targets: ["QuizKit"])],
    dependencies: [.package(path: "../ConjugationEngine")],
    targets: [
        .target(
            name: "QuizKit",
            dependencies: [.product(name: "ConjugationEngine", package: "ConjugationEngine")]
        ),
        .testTarget(
            name: "QuizKitTests",
            dependencies: ["QuizKit", .product(name: "ConjugationEngine", package: "ConjugationEngine")]
        ),
    ]
)
