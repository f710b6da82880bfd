// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Hummingbird
import Localization
import NIOCore

/// The request context: the client's address, for the rate limit.
struct ServerContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

extension Request {
    /// The language of the reply: `?lang=de|en`, else the first of Accept-Language's
    /// languages that is English or German by weight, else English.
    var language: Language {
        Language.reply(langParameter: form.get("lang"), acceptLanguage: headers[.acceptLanguage])
    }

    /// The localizer of the reply's language.
    var l: L { L(language) }

    /// A path parameter as text: "h%C3%A4ngen" → "hängen".
    static func parameter(_ context: ServerContext, _ name: String) throws -> String {
        let raw = try context.parameters.require(name)
        return raw.removingPercentEncoding ?? raw
    }

    /// Whether errors should be JSON: the API's paths.
    var wantsJSON: Bool { uri.path.hasPrefix("/api/") }
}

extension Request {
    /// The query as a browser's GET form sends it: `+` is a space, and names and values are
    /// percent-decoded ("group=Pr%C3%A4sens+Indikativ" → "Präsens Indikativ"). A value that
    /// does not decode is kept as sent, and refused where it is read.
    var form: Parameters {
        guard let query = uri.query, !query.isEmpty else { return Parameters() }
        var pairs: [(key: Substring, value: Substring)] = []
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            pairs.append((key: Request.formDecoded(parts[0]), value: parts.count > 1 ? Request.formDecoded(parts[1]) : ""))
        }
        return Parameters(pairs)
    }

    private static func formDecoded(_ text: Substring) -> Substring {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return Substring(spaced.removingPercentEncoding ?? spaced)
    }
}
