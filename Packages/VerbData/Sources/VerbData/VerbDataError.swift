/// Why the lexicon could not be loaded. Every problem in a data file names the file and line.
public enum VerbDataError: Error, Sendable, Hashable, CustomStringConvertible {
    case missingResource(name: String)
    case malformedLine(file: String, line: Int, text: String, reason: String)

    /// The error as one sentence, naming the file and line.
    public var description: String {
        switch self {
        case .missingResource(let name):
            return "the lexicon resource '\(name)' is missing from the installation"
        case .malformedLine(let file, let line, let text, let reason):
            let shown = text.count > 80 ? String(text.prefix(77)) + "..." : text
            return "\(file):\(line): \(reason): \(shown)"
        }
    }
}
