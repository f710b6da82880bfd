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
        if let flag = uri.queryParameters.get("lang"), let language = Language(code: flag) { return language }
        guard let header = headers[.acceptLanguage] else { return .en }
        var best: (Language, Double)?
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, let language = Language(code: String(tag)) else { continue }
            var weight = 1.0
            for p in pieces.dropFirst() where p.hasPrefix("q=") { weight = Double(p.dropFirst(2)) ?? 0 }
            if weight > (best?.1 ?? 0) { best = (language, weight) }
        }
        return best?.0 ?? .en
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
