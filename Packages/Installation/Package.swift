// swift-tools-version: 6.0
// Where the running program's resources are: the directories SwiftPM puts beside an
// executable, found without Foundation's Bundle, so that a missing one is a value to report.
import PackageDescription

let package = Package(
    name: "Installation",
    products: [.library(name: "Installation", targets: ["Installation"])],
    targets: [
        .target(name: "Installation"),
        .testTarget(name: "InstallationTests", dependencies: ["Installation"]),
    ]
)
