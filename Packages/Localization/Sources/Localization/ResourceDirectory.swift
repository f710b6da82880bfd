// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// This module's resources (`Localization_Localization.resources`) beside the running
/// executable, where SwiftPM puts them, found with one `readlink` instead of Foundation's
/// `Bundle.main`, whose set-up costs a short command about a fifth of its start-up. Nil
/// where they are not there; `Bundle.module` then looks in the build directory as before.
enum ResourceDirectory {
    static let path: String? = beside(named: "Localization_Localization.resources")

    static func beside(named name: String) -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let executable = buffer[0..<n].map { UInt8(bitPattern: $0) }
        guard let slash = executable.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let directory = String(decoding: executable[0..<slash], as: UTF8.self) + "/" + name
        return access(directory, F_OK) == 0 ? directory : nil
        #else
        return nil
        #endif
    }

    /// The file `name` of the resources, or nil.
    static func file(_ name: String) -> URL? {
        guard let path else { return nil }
        let file = path + "/" + name
        return access(file, R_OK) == 0 ? URL(fileURLWithPath: file) : nil
    }
}
