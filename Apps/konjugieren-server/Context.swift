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
        Language.reply(langParameter: uri.queryParameters.get("lang"), acceptLanguage: headers[.acceptLanguage])
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
