import Crypto
import Foundation

/// A static file served with a content-hashed name (`eureka.3f2a9c1d0e4b5a6c.css`), so it can
/// be cached for a year: a change of content is a change of URL.
///
/// ```swift
/// let css = try Asset(name: "eureka.css", text: ".eureka-row { margin: 0 }")
/// css.hashedName  // "eureka.<16 hex digits>.css"
/// ```
public struct Asset: Sendable, Hashable {
    /// The logical name pages ask for, e.g. `eureka.css`.
    public let name: String
    /// The `Content-Type` it is served with.
    public let contentType: String
    /// The content.
    public let bytes: [UInt8]
    /// The first 64 bits of the content's SHA-256, in hex.
    public let hash: String

    /// An asset from bytes; the content type follows the name's extension unless given.
    ///
    /// ```swift
    /// let logo = try Asset(name: "logo.svg", bytes: svgBytes)
    /// ```
    public init(name: String, contentType: String? = nil, bytes: [UInt8]) throws(AssetError) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let stem = parts.first, let ext = parts.last, !stem.isEmpty, !ext.isEmpty,
            name.utf8.allSatisfy(Self.isNameByte)
        else {
            throw AssetError(message: "Asset name \"\(name)\" must be one stem and one extension of letters, digits, '-' and '_' (e.g. \"eureka.css\").")
        }
        guard let type = contentType ?? Self.contentType(forExtension: String(ext)) else {
            throw AssetError(message: "No content type is known for \".\(ext)\"; pass contentType: explicitly.")
        }
        self.name = name
        self.contentType = type
        self.bytes = bytes
        self.hash = SHA256.hash(data: bytes).prefix(8).map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }.joined()
    }

    /// An asset from text, such as a Swift string constant.
    ///
    /// ```swift
    /// let js = try Asset(name: "eureka.js", text: "document.documentElement.classList.add('js')")
    /// ```
    public init(name: String, contentType: String? = nil, text: String) throws(AssetError) {
        try self.init(name: name, contentType: contentType, bytes: Array(text.utf8))
    }

    /// An asset read from a file, for SwiftPM resources (`Bundle.module.url(forResource:…)`).
    ///
    /// ```swift
    /// let css = try Asset(name: "site.css", contentsOf: Bundle.module.url(forResource: "site", withExtension: "css")!)
    /// ```
    public init(name: String, contentType: String? = nil, contentsOf url: URL) throws {
        try self.init(name: name, contentType: contentType, bytes: Array(Data(contentsOf: url)))
    }

    /// The file name it is served under: stem, hash, extension.
    public var hashedName: String {
        let parts = name.split(separator: ".")
        return "\(parts[0]).\(hash).\(parts[1])"
    }

    /// The strong `ETag` it is served with.
    public var eTag: String { "\"\(hash)\"" }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// Content types for the extensions a form site serves.
    static func contentType(forExtension ext: String) -> String? {
        switch ext.lowercased() {
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json", "map": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "txt": "text/plain; charset=utf-8"
        default: nil
        }
    }
}

/// Why an asset could not be made.
///
/// ```swift
/// do { _ = try Asset(name: "no-extension", text: "") } catch { print(error.message) }
/// ```
public struct AssetError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The message.
    public var description: String { message }
}
