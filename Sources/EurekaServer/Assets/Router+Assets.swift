import HTTPTypes
import Hummingbird

extension Router {
    /// Serves `registry`'s assets at `pathPrefix` + hashed name (GET and HEAD) with a year of
    /// immutable caching, their content type and `ETag` (answering `If-None-Match` with 304).
    /// An unknown name or a stale hash is a 404 that is never cached.
    ///
    /// ```swift
    /// router.addAssetRoutes(AssetRegistry.defaults)
    /// // GET /assets/eureka.1a2b3c4d5e6f7a8b.css → 200, Cache-Control: public, max-age=31536000, immutable
    /// ```
    @discardableResult
    public func addAssetRoutes(_ registry: AssetRegistry) -> Self {
        let path = RouterPath(stringLiteral: registry.pathPrefix + "{file}")
        let respond: @Sendable (Request, Context) async throws -> Response = { request, context in
            guard let file = context.parameters.get("file"), let asset = registry.resolve(fileName: file) else {
                throw EurekaHTTPError(
                    .notFound, title: "File not found",
                    message: "There is no such file. If you followed a link from an old page, reload the page.",
                    backLink: "/"
                )
            }
            var headers: HTTPFields = [
                .contentType: asset.contentType,
                .cacheControl: "public, max-age=31536000, immutable",
                .eTag: asset.eTag,
            ]
            if Self.matches(request.headers[values: .ifNoneMatch], eTag: asset.eTag) {
                return Response(status: .notModified, headers: headers)
            }
            if request.method == .head {
                headers[.contentLength] = "\(asset.bytes.count)"
                return Response(status: .ok, headers: headers)
            }
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes)))
        }
        on(path, method: .get, use: respond)
        on(path, method: .head, use: respond)
        return self
    }

    /// Whether `If-None-Match` values name `eTag`: by weak comparison (`W/"x"` matches `"x"`),
    /// over every tag of every comma-separated list, or `*` (RFC 9110, section 13.1.2).
    ///
    /// ```swift
    /// matches([#"W/"a1", "b2""#], eTag: #""b2""#)   // true
    /// ```
    static func matches(_ values: [String], eTag: String) -> Bool {
        func opaque(_ tag: Substring) -> Substring {
            var tag = tag
            while tag.first == " " || tag.first == "\t" { tag.removeFirst() }
            while tag.last == " " || tag.last == "\t" { tag.removeLast() }
            return tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
        }
        let wanted = opaque(eTag[...])
        return values.contains { value in
            value.split(separator: ",").contains { opaque($0) == wanted || opaque($0) == "*" }
        }
    }
}
