// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Localization",
    products: [.library(name: "Localization", targets: ["Localization"])],
    targets: [
        .target(name: "Localization"),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    ]
)
