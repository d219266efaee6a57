// The pieces of the email and URL patterns, kept in one place so `RuleEmail`, `RuleURL` and
// `RegExprPattern` cannot drift apart. ICU syntax as `LinearRegex` reads it; every piece is
// matched as part of a whole-string match, so none of them needs anchors.
enum PatternPieces {
    // Non-ASCII letters are allowed in labels and local parts: internationalised domain names
    // and addresses (RFC 6531) are real, and rejecting "josé@exämple.de" helps nobody.
    static let label = #"[A-Za-z0-9\p{L}](?:[A-Za-z0-9\p{L}-]{0,61}[A-Za-z0-9\p{L}])?"#

    // A top-level domain is letters (never digits, which is what tells "1.2.3.400" from a
    // name) or an ASCII-encoded IDN ("xn--p1ai").
    static let topLevelDomain = #"(?:[A-Za-z\p{L}]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})"#

    // At least two labels: single-label hosts ("intranet") are not addresses you can mail or
    // link to from outside; `localhost` is allowed for URLs only, below.
    static let domain = #"(?:"# + label + #"\.)+"# + topLevelDomain

    // RFC 5322 "atext": letters, digits and !#$%&'*+-/=?^_`{|}~ (quoted local parts are not
    // supported: nobody types them into forms, and they hide mistakes such as spaces).
    static let localAtom = #"[A-Za-z0-9\p{L}!#$%&'*+/=?^_`{|}~-]+"#

    // Dots only between atoms (no leading, trailing or doubled dot); at most 64 characters
    // before the "@" and 254 in all, the limits mail servers enforce. The two length checks are
    // leading lookaheads, the one place the automaton engine accepts them: each is a separate
    // check on the whole input, so they cost no backtracking.
    static let email = #"(?=.{1,254}\z)(?=[^@]{1,64}@)"# + localAtom + #"(?:\."# + localAtom + #")*@"# + domain

    static let ipv4Octet = #"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"#
    static let ipv4 = ipv4Octet + #"(?:\."# + ipv4Octet + #"){3}"#
    // Loose on purpose: hex groups and colons in brackets, with an optional dotted IPv4 tail.
    static let ipv6 = #"\[(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f.]*\]"#
    static let host = "(?:" + ipv4 + "|" + ipv6 + "|(?i:localhost)|" + domain + ")"
    static let port = #"(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?"#
    static let userInfo = #"(?:[A-Za-z0-9\p{L}._~!$&'()*+,;=:%-]+@)?"#
    // Path, query and fragment: anything but whitespace and control characters.
    static let pathQueryFragment = #"(?:[/?#][^\s\p{Cc}]*)?"#
    static let anyScheme = #"[A-Za-z][A-Za-z0-9+.-]*"#

    /// A URL with a scheme matching `scheme`, then "://", optional user info, host, port and
    /// path. Without a scheme (`schemeRequired == false`) user info is not accepted, so
    /// "mailto:someone@example.com" does not pass as user "mailto:someone" at example.com.
    static func url(scheme: String = anyScheme, schemeRequired: Bool = true) -> String {
        let authority = host + port + pathQueryFragment
        let withScheme = "(?:" + scheme + ")://" + userInfo + authority
        return schemeRequired ? withScheme : "(?:" + withScheme + "|" + authority + ")"
    }
}
