/// The static assets a server serves, by logical name, and the URLs pages should use for them.
///
/// ```swift
/// var assets = AssetRegistry.defaults            // eureka.css, eureka.js
/// try assets.register(Asset(name: "site.css", text: siteCSS))
/// assets.url(for: "eureka.css")                  // "/assets/eureka.1a2b3c4d5e6f7a8b.css"
/// ```
public struct AssetRegistry: Sendable {
    /// The URL path assets live under, with leading and trailing `/`.
    public let pathPrefix: String
    private var byName: [String: Asset]

    /// An empty registry serving under `pathPrefix`.
    ///
    /// ```swift
    /// var assets = AssetRegistry(pathPrefix: "/static/")
    /// ```
    public init(pathPrefix: String = "/assets/") {
        var prefix = pathPrefix
        if !prefix.hasPrefix("/") { prefix = "/" + prefix }
        if !prefix.hasSuffix("/") { prefix += "/" }
        self.pathPrefix = prefix
        self.byName = [:]
    }

    /// The registry with the web renderer's stylesheet and script (``DefaultAssets``).
    ///
    /// ```swift
    /// let assets = AssetRegistry.defaults
    /// ```
    public static var defaults: AssetRegistry {
        var registry = AssetRegistry()
        registry.register(DefaultAssets.stylesheet)
        registry.register(DefaultAssets.script)
        return registry
    }

    /// Adds an asset, replacing one of the same name.
    ///
    /// ```swift
    /// assets.register(try Asset(name: "print.css", text: printCSS))
    /// ```
    public mutating func register(_ asset: Asset) {
        byName[asset.name] = asset
    }

    /// The asset called `name`, if registered.
    ///
    /// ```swift
    /// assets["eureka.js"]?.bytes.count
    /// ```
    public subscript(name: String) -> Asset? { byName[name] }

    /// Every registered asset, sorted by name.
    public var all: [Asset] { byName.values.sorted { $0.name < $1.name } }

    /// The current URL of the asset called `name`, for `<link href>` and `<script src>`.
    ///
    /// ```swift
    /// html.void(.link) { $0.attribute(.rel, "stylesheet"); $0.attribute(.href, assets.url(for: "eureka.css") ?? "") }
    /// ```
    public func url(for name: String) -> String? {
        byName[name].map { pathPrefix + $0.hashedName }
    }

    /// The asset a hashed file name designates, only when the hash is the current one: an
    /// old URL must not get new content under a year-long cache.
    ///
    /// ```swift
    /// assets.resolve(fileName: "eureka.0000000000000000.css")  // nil
    /// ```
    public func resolve(fileName: String) -> Asset? {
        let parts = fileName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let asset = byName["\(parts[0]).\(parts[2])"], asset.hash == parts[1] else { return nil }
        return asset
    }
}
