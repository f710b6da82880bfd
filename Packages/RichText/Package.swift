// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RichText",
    products: [
        .library(name: "RichText", targets: ["RichText"]),
        // Text snapshots for the tests of the packages and apps that print text; test
        // targets only, never a dependency of a product.
        .library(name: "RichTextTestSupport", targets: ["RichTextTestSupport"]),
    ],
    targets: [
        .target(name: "RichText"),
        .target(name: "RichTextTestSupport"),
        .testTarget(name: "RichTextTests", dependencies: ["RichText", "RichTextTestSupport"]),
    ]
)
