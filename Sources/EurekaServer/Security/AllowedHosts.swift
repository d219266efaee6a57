#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names a request's `Host` may give, so that a page on another site cannot reach this
/// server by pointing its own name at this server's address (DNS rebinding).
///
/// A browser's same-origin rules trust names, not addresses: a page at `attacker.example`
/// whose name is made to resolve to `127.0.0.1` is, to the browser, the same origin as a form
/// served there, and could read its pages and post them with their tokens. Checking `Host`
/// closes that: the rebound requests carry the attacker's name.
///
/// - ``automatic`` (the default): when the server listens on a loopback address only loopback
///   names (`localhost` and names under it) and addresses (`127.1`, `[::1]`, any written as an
///   address: no page owns one) are taken; listening on other addresses, any name is, since
///   only the deployment knows its names.
/// - ``any``: every name.
/// - ``only(_:)``: the names given; a name starting with a dot also takes every name under it.
///
/// ```swift
/// configuration.allowedHosts = .only(["forms.example.com", ".intranet.example"])
/// ```
public struct AllowedHosts: Sendable, Hashable, CustomStringConvertible {
    private enum Rule: Sendable, Hashable {
        case automatic
        case any
        case names(Set<String>)
        /// What ``automatic`` becomes on a loopback address (see `resolved(boundHost:)`).
        case loopback
    }

    private let rule: Rule

    /// Loopback names when listening on a loopback address, any name otherwise.
    public static let automatic = AllowedHosts(rule: .automatic)
    /// Any name at all.
    public static let any = AllowedHosts(rule: .any)

    /// Exactly `names` (any port), case aside; `.example.com` takes `example.com` and every
    /// name under it; `*` takes any name.
    ///
    /// ```swift
    /// AllowedHosts.only(["forms.example.com"])
    /// ```
    public static func only(_ names: [String]) -> AllowedHosts {
        // `*.example.com` is read as `.example.com`, the way people write it elsewhere.
        let lowered = names.map { Self.normalized($0.lowercased()) }.map { $0.hasPrefix("*.") ? String($0.dropFirst()) : $0 }
        return AllowedHosts(rule: lowered.contains("*") ? .any : .names(Set(lowered)))
    }

    /// Reads a comma-separated list (`EUREKA_ALLOWED_HOSTS`), empty items skipped.
    ///
    /// ```swift
    /// AllowedHosts(list: "forms.example.com, .intranet.example")
    /// ```
    public init(list: String) {
        self = .only(Self.items(ofList: list))
    }

    /// Like ``only(_:)``, but refuses a list that could never take a request: no names at all,
    /// or a name no `Host` can carry (`forms.example.com:8080`, `https://forms.example.com`, an
    /// empty name), so that a typo is told at startup rather than as a refusal page for every
    /// request.
    ///
    /// ```swift
    /// try AllowedHosts.validated(["forms.example.com"])   // .only(["forms.example.com"])
    /// try AllowedHosts.validated([""])                    // throws AllowedHostsError
    /// ```
    public static func validated(_ names: [String]) throws(AllowedHostsError) -> AllowedHosts {
        guard !names.isEmpty else { throw AllowedHostsError(message: "no name is given, so every request would be refused") }
        if names.contains("") { throw AllowedHostsError(message: "an empty name is given") }
        for name in names where !isPattern(name) {
            throw AllowedHostsError(
                message: "\(name.debugDescription) is not a host name (give names like forms.example.com, .example.com or *, without scheme, port or path; "
                    + "a name in another script in its punycode form, xn--…)")
        }
        return only(names)
    }

    /// Like ``init(list:)``, refusing what ``validated(_:)`` refuses.
    ///
    /// ```swift
    /// try AllowedHosts.validated(list: "forms.example.com, .intranet.example")
    /// ```
    public static func validated(list: String) throws(AllowedHostsError) -> AllowedHosts {
        try validated(items(ofList: list))
    }

    /// Whether this rule, for a server listening on `boundHost`, takes every name: what a
    /// server on a public address should be told at startup.
    ///
    /// ```swift
    /// AllowedHosts.automatic.takesAnyName(boundHost: "0.0.0.0")    // true
    /// AllowedHosts.automatic.takesAnyName(boundHost: "127.0.0.1")  // false
    /// ```
    public func takesAnyName(boundHost: String) -> Bool {
        resolved(boundHost: boundHost).rule == .any
    }

    private static func items(ofList list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// Whether `name` is something ``only(_:)`` can match: `*`, or a host name (an IPv6
    /// literal in brackets) with an optional leading `.` or `*.`, and no port.
    private static func isPattern(_ name: String) -> Bool {
        if name == "*" { return true }
        var bare = Substring(name)
        if bare.hasPrefix("*.") { bare = bare.dropFirst(2) } else if bare.hasPrefix(".") { bare = bare.dropFirst() }
        // A port (`name:80`, `[::1]:80`) is refused: the names match whatever the port.
        guard !bare.isEmpty, !bare.hasPrefix("."), bare.hasPrefix("[") ? bare.hasSuffix("]") : !bare.contains(":") else { return false }
        return Self.name(ofAuthority: String(bare)) != nil
    }

    private init(rule: Rule) {
        self.rule = rule
    }

    /// The rule in a few words, for logs and error pages.
    public var description: String {
        switch rule {
        case .automatic: "automatic"
        case .loopback: "loopback names and addresses"
        case .any: "any"
        case .names(let names): names.sorted().joined(separator: ", ")
        }
    }

    /// Whether a request whose `Host` is `authority` (`name[:port]`) is taken by a server
    /// listening on `boundHost`.
    ///
    /// ```swift
    /// AllowedHosts.automatic.allows(authority: "localhost:8080", boundHost: "127.0.0.1")     // true
    /// AllowedHosts.automatic.allows(authority: "attacker.example", boundHost: "127.0.0.1")  // false
    /// ```
    public func allows(authority: String, boundHost: String) -> Bool {
        resolved(boundHost: boundHost).allows(authority: authority)
    }

    /// The rule for a server listening on `boundHost`, ``automatic`` decided once.
    func resolved(boundHost: String) -> AllowedHosts {
        guard rule == .automatic else { return self }
        return AllowedHosts(rule: Self.isLoopbackAddress(boundHost) ? .loopback : .any)
    }

    /// Whether `authority` is taken, by a rule already resolved.
    func allows(authority: String) -> Bool {
        switch rule {
        case .any, .automatic:
            return true
        case .loopback:
            return Self.name(ofAuthority: authority).map { Self.isLocalhost($0) || Self.isAddress($0) } ?? false
        case .names(let names):
            guard let name = Self.name(ofAuthority: authority) else { return false }
            return names.contains(name) || names.contains { $0.hasPrefix(".") && (name == $0.dropFirst() || name.hasSuffix($0)) }
        }
    }

    /// The name of `name[:port]` (an IPv6 literal keeps its brackets), lowercased without a
    /// trailing dot; nil when the authority is not of that shape.
    static func name(ofAuthority authority: String) -> String? {
        let lowered = authority.lowercased()
        var name = Substring(lowered)
        var port: Substring = ""
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return nil }
            name = lowered[...close]
            port = lowered[lowered.index(after: close)...]
            guard port.isEmpty || port.hasPrefix(":") else { return nil }
            port = port.dropFirst()
        } else if let colon = lowered.firstIndex(of: ":") {
            name = lowered[..<colon]
            port = lowered[lowered.index(after: colon)...]
        }
        guard port.allSatisfy(\.isASCIIDigit), port.isEmpty || Int(port).map({ $0 <= 65535 }) == true, !name.isEmpty,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._[]:".contains($0)) })
        else { return nil }
        return normalized(String(name))
    }

    /// Without the trailing dot a fully qualified name may carry.
    private static func normalized(_ name: String) -> String {
        name.count > 1 && name.hasSuffix(".") ? String(name.dropLast()) : name
    }

    /// Whether the server listening on `host` listens on loopback only: `localhost`, or an
    /// address the system reads as one in 127.0.0.0/8 or `::1` (however it is spelt: `127.1`,
    /// `0:0:0:0:0:0:0:1`, `::ffff:127.0.0.1`).
    static func isLoopbackAddress(_ host: String) -> Bool {
        var bare = host.lowercased()
        if bare.hasPrefix("["), bare.hasSuffix("]") { bare = String(bare.dropFirst().dropLast()) }
        if normalized(bare) == "localhost" { return true }
        var v4 = in_addr()
        if inet_aton(bare, &v4) != 0 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, bare, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        // An IPv4-mapped address: ::ffff:a.b.c.d.
        return bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
    }

    /// An IP address written as such (`[…]`, or labels of digits or `0x` hex: `127.1`,
    /// `2130706433`), which no rebinding page can own, since a page's name is what it rebinds.
    private static func isAddress(_ name: String) -> Bool {
        if name.hasPrefix("[") { return true }
        return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            let digits = label.hasPrefix("0x") ? label.dropFirst(2) : label
            return !digits.isEmpty && digits.allSatisfy { label.hasPrefix("0x") ? $0.isHexDigit : $0.isASCIIDigit }
        }
    }

    /// `localhost` and names under it, which browsers resolve to loopback themselves.
    private static func isLocalhost(_ name: String) -> Bool {
        name == "localhost" || name.hasSuffix(".localhost")
    }
}

/// Why a list of allowed hosts was refused (see ``AllowedHosts/validated(_:)``).
///
/// ```swift
/// do { _ = try AllowedHosts.validated([]) } catch { print(error.message) }
/// ```
public struct AllowedHostsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the list.
    public let message: String
    /// The message.
    public var description: String { message }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
