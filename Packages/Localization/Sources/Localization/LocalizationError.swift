/// What can go wrong while choosing a language or reading a string catalog.
public enum LocalizationError: Error, Equatable, Sendable {
    /// `--lang fr`: only `en` and `de` exist.
    case unknownLanguage(String)
    /// The catalog resource is not where the bundle says it is.
    case catalogNotFound
    /// The catalog is not valid `.xcstrings` JSON; the payload is the decoder's reason.
    case malformedCatalog(String)
}
