/// What can go wrong while choosing a language or reading a string catalog.
public enum LocalizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--lang fr`: only `en` and `de` exist.
    case unknownLanguage(String)
    /// The catalog resource is not in the module's resource directory.
    case catalogNotFound
    /// The program runs without this module's resource directory (copied without the
    /// `*.resources` directories beside it); the path is where the directory should be.
    case missingResourceDirectory(String)
    /// The catalog is not valid `.xcstrings` JSON; the payload is the decoder's reason.
    case malformedCatalog(String)

    /// The error as one sentence, in English: it may have to be said without a catalog.
    public var description: String {
        switch self {
        case .unknownLanguage(let flag): return "unknown language \(flag); use en or de"
        case .catalogNotFound: return "the program's messages (Localizable.xcstrings) are missing from its installation"
        case .missingResourceDirectory(let path):
            return "the program's messages cannot be read: the directory \(path) is missing"
                + " (copy the program with the *.resources directories beside it)"
        case .malformedCatalog(let reason): return "the program's messages cannot be read: \(reason)"
        }
    }
}
