// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Articles",
    products: [.library(name: "Articles", targets: ["Articles"])],
    dependencies: [
        .package(path: "../RichText"),
        .package(path: "../Localization"),
        .package(path: "../Installation"),
    ],
    targets: [
        .target(
            name: "Articles",
            dependencies: [
                .product(name: "RichText", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Installation", package: "Installation"),
            ],
            // One markup file per article and language under en/ and de/, plus index.json.
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "ArticlesTests",
            dependencies: [
                "Articles",
                .product(name: "RichText", package: "RichText"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ]
)
