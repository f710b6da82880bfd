// SPDX-License-Identifier: GPL-3.0-or-later
import Hummingbird
import NIOCore
import Wire

extension Response {
    /// A reply of the protocol (Wire's types), written by its one JSON writer with `<` and
    /// the line separators escaped, so that no reply can close a script element if a page
    /// ever embeds it.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONWriter(escapingMarkup: true).bytes(value))))
    }
}
