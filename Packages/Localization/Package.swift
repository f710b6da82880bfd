// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Localization",
    products: [.library(name: "Localization", targets: ["Localization"])],
    dependencies: [.package(path: "../Installation")],
    targets: [
        .target(
            name: "Localization",
            dependencies: [.product(name: "Installation", package: "Installation")],
            // `.copy`, not `.process`: SwiftPM on Linux has no string-catalog compiler;
            // the catalog ships as the JSON file it is and `Catalog` parses it.
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    ]
)
