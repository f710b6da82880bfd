// swift-tools-version: 6.0
// What the command line and the dashboard need from a terminal: checked standard streams,
// a line reader, the ANSI sequences, the colour rule, the size, raw mode on the alternate
// screen, and the bell. Standard library and the C library only.
import PackageDescription

let package = Package(
    name: "Terminal",
    products: [.library(name: "Terminal", targets: ["Terminal"])],
    targets: [
        .target(name: "Terminal"),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
    ]
)
