// SPDX-License-Identifier: GPL-3.0-or-later
import RichText
import Testing

/// Links another program hands over, percent-encoded: split first, then decoded.
struct HandedOverLinkTests {
    @Test(arguments: [
        ("konjugieren://verb/singen", LinkTarget.verb("singen")),
        ("konjugieren://verb/sich%20freuen", .verb("sich freuen")),
        ("konjugieren://verb/f%C3%BChren", .verb("führen")),
        ("konjugieren://verb/h%C3%A4ngen?meaning=2", .verb("hängen", meaning: 2)),
        // An encoded "/" belongs to the name; it makes no new part.
        ("konjugieren://verb/a%2Fb", .verb("a/b")),
        ("konjugieren://info/ablaut-series", .info("ablaut-series")),
        ("konjugieren://family/str%6Fng", .family("strong")),
        ("konjugieren://quiz/start", .quiz("start")),
        ("https://de.wiktionary.org/wiki/s%C3%BC%C3%9F", .web("https://de.wiktionary.org/wiki/s%C3%BC%C3%9F")),
    ] as [(String, LinkTarget)])
    func aLinkIsDecodedAfterItIsSplit(_ url: String, _ target: LinkTarget) {
        #expect(LinkTarget(percentEncoded: url) == target)
    }

    @Test(arguments: [
        "konjugieren://verb/%zz", "konjugieren://verb/%C3", "konjugieren://verb/", "konjugieren://verb/a?b",
        "konjugieren://verb/a/b", "konjugieren://verb/h%C3%A4ngen?meaning=0", "konjugieren://quiz/stop",
        "konjugieren://family/sehr", "konjugieren://nothing/singen", "gibt es nicht",
    ])
    func aMalformedLinkLeadsNowhere(_ url: String) {
        #expect(LinkTarget(percentEncoded: url) == nil)
    }
}
