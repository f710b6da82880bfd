extension Language {
    /// A whole number with its thousands grouped as the language writes them, the one
    /// number format of every count the user reads (`L.grouped`, `FormatArgument.count`):
    ///
    /// ```swift
    /// Language.en.grouped(10245)  // "10,245"
    /// Language.de.grouped(10245)  // "10.245"
    /// Language.de.grouped(999)    // "999"
    /// ```
    public func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += self == .de ? "." : "," }
            out.append(digit)
        }
        return (number < 0 ? "-" : "") + out
    }
}
