// The page's own fields that say what a post asks for. A browser sends each at most once, so
// a post repeating one was made by hand, and which of its values counts would be a guess.
extension PostedForm {
    /// The fields of the page (and of its script's live requests) that carry a command or
    /// describe one; each is read once, and a post may carry each at most once. The lists of
    /// multivalued sections (`_mv.` and a section's key) count too.
    public static let commandFieldNames: Set<String> = [
        "_do", "_action", "_alert", "_alertChoice", "_insert", "_swipe", "_row", "_seq", "_event", "_fields", "_blurred",
    ]

    /// The first command field (see ``commandFieldNames``) this post carries more than once, in
    /// the order posted; nil for anything a browser sends.
    ///
    /// ```swift
    /// PostedForm(fields: [.init(name: "_do", value: "update"), .init(name: "_do", value: "submit")])
    ///     .repeatedCommandField   // "_do"
    /// ```
    public var repeatedCommandField: String? {
        var seen: Set<String> = []
        for field in fields where field.name.hasPrefix("_") {
            guard Self.commandFieldNames.contains(field.name) || field.name.hasPrefix("_mv.") else { continue }
            if !seen.insert(field.name).inserted { return field.name }
        }
        return nil
    }
}
