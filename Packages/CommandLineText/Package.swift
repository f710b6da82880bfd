// swift-tools-version: 6.0
// What a command-line front end says about its command line, whatever parses it: the
// argument parser's messages in the user's language, its usage lines wrapped to the
// terminal, and the arguments put in the order the commands take them. Plain text in,
// plain text out: no argument parser is linked here.
import PackageDescription

let package = Package(
    name: "CommandLineText",
    products: [.library(name: "CommandLineText", targets: ["CommandLineText"])],
    dependencies: [
        .package(path: "../Localization"),
        .package(path: "../RichText"),
    ],
    targets: [
        .target(
            name: "CommandLineText",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
                .product(name: "RichText", package: "RichText"),
            ]
        ),
        .testTarget(
            name: "CommandLineTextTests",
            dependencies: [
                "CommandLineText",
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ]
)
