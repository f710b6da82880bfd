/// Why the lexicon could not be loaded. Every problem in a data file names the file and line.
public enum VerbDataError: Error, Sendable, Hashable, CustomStringConvertible {
    case missingResource(name: String)
    /// The program runs without its resource directory (copied without the `*.resources`
    /// directories beside it); the path is where the directory should be.
    case missingResourceDirectory(String)
    case malformedLine(file: String, line: Int, text: String, reason: String)

    /// The error as one sentence, naming the file and line.
    public var description: String {
        switch self {
        case .missingResource(let name):
            return "the lexicon resource '\(name)' is missing from the installation"
        case .missingResourceDirectory(let path):
            return "the directory \(path) is missing (copy the program with the *.resources directories beside it)"
        case .malformedLine(let file, let line, let text, let reason):
            let shown = text.count > 80 ? String(text.prefix(77)) + "..." : text
            return "\(file):\(line): \(reason): \(shown)"
        }
    }
}
