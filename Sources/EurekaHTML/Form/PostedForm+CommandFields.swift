// The page's own fields that say what a post asks for. A browser sends each at most once, so a
// post carrying one twice with different values was made by hand, and which value counts would
// be a guess. The same value twice says one thing and is taken.
extension PostedForm {
    /// The fields of the page (and of its script's live requests) that carry a command or
    /// describe one; each is read once, and a post may not carry two different values of one.
    /// The lists of multivalued sections (`_mv.` and a section's key) count too.
    public static let commandFieldNames: Set<String> = [
        "_do", "_action", "_alert", "_alertChoice", "_insert", "_delete", "_up", "_down", "_swipe",
        "_row", "_seq", "_event", "_fields", "_blurred",
    ]

    /// The first command field (see ``commandFieldNames``) this post carries with two different
    /// values, in the order posted; nil for anything a browser sends.
    ///
    /// ```swift
    /// PostedForm(fields: [.init(name: "_do", value: "update"), .init(name: "_do", value: "submit")])
    ///     .conflictingCommandField   // "_do"
    /// ```
    public var conflictingCommandField: String? {
        var seen: [String: String] = [:]
        for field in fields where field.name.hasPrefix("_") {
            guard Self.commandFieldNames.contains(field.name) || field.name.hasPrefix("_mv.") else { continue }
            if let earlier = seen.updateValue(field.value, forKey: field.name), earlier != field.value { return field.name }
        }
        return nil
    }

    /// The first list of a multivalued section's rows (`_mv.<section>`) that is not one a page
    /// writes: distinct row keys (1 to 12 ASCII letters and digits, see
    /// `MultivaluedRowKeys.isValid(_:)`) between single spaces, or nothing. Read as it stands,
    /// such a list names no row (every row of the section would go), or other rows than it says.
    /// (A list longer than the section may hold is `WebFormSession.overlongRowList(in:)`'s to
    /// find: the limit depends on the definition.)
    ///
    /// ```swift
    /// PostedForm(fields: [.init(name: "_mv.s0", value: "0\tk1")]).malformedRowList   // "_mv.s0"
    /// ```
    public var malformedRowList: String? {
        for field in fields where field.name.hasPrefix("_mv.") && !field.value.isEmpty {
            let keys = field.value.split(separator: " ", omittingEmptySubsequences: false)
            if keys.contains(where: { !MultivaluedRowKeys.isValid($0) }) || Set(keys).count != keys.count {
                return field.name
            }
        }
        return nil
    }
}
