// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A module's resources beside the running executable, where SwiftPM puts them
/// (`VerbData_VerbData.resources` on Linux), found with one `readlink` instead of
/// Foundation's `Bundle.main`, whose set-up costs a short command about a fifth of its
/// start-up, and without the generated `Bundle.module`, which stops the program with a
/// trap when the directory is missing. A program copied without its `*.resources`
/// directories finds `exists` false, and the module throws its own error naming `path`.
///
/// ```swift
/// let resources = ResourceDirectory(module: "Articles")
/// resources.exists   // false in a program copied without Articles_Articles.resources
/// resources.path     // "/usr/local/bin/Articles_Articles.resources"
/// ```
public struct ResourceDirectory: Sendable, Equatable {
    /// Where the directory is, or would have to be.
    public let path: String
    /// Whether it is there.
    public let exists: Bool

    /// The directory at `path`, as it is.
    public init(path: String) {
        self.path = path
        exists = access(path, F_OK) == 0
    }

    /// The resources of the SwiftPM target `module` of the package of the same name.
    public init(module: String) {
        let name = module + "_" + module + ".resources"
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = n > 0 ? buffer[0..<n].map { UInt8(bitPattern: $0) } : []
        let slash = executable.lastIndex(of: UInt8(ascii: "/")) ?? 0
        path = String(decoding: executable[0..<slash], as: UTF8.self) + "/" + name
        exists = access(path, F_OK) == 0
        #else
        let bundle = Bundle.main.bundleURL.appendingPathComponent(module + "_" + module + ".bundle")
        path = Bundle(url: bundle)?.resourcePath ?? bundle.path
        exists = Bundle(url: bundle) != nil
        #endif
    }

    /// The readable file `name` of the resources, or nil.
    public func file(_ name: String) -> URL? {
        let file = path + "/" + name
        return exists && access(file, R_OK) == 0 ? URL(fileURLWithPath: file) : nil
    }
}
