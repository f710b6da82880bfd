// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RichText",
    products: [.library(name: "RichText", targets: ["RichText"])],
    targets: [
        .target(name: "RichText"),
        .testTarget(name: "RichTextTests", dependencies: ["RichText"]),
    ]
)
