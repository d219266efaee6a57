/// How a form page is put together: where it posts, its CSRF token, and its buttons' words.
///
/// ```swift
/// var options = HTMLFormOptions(action: "/signup")
/// options.csrfToken = server.csrfTokens.issue(for: "/signup")
/// ```
public struct HTMLFormOptions: Sendable {
    /// The URL the form posts to.
    public var action: String
    /// The CSRF token to embed, if the server checks one.
    public var csrfToken: String?
    /// The field the token travels in.
    public var csrfFieldName = "_csrf"
    /// The label of the button that re-renders the form with conditions applied (no script).
    public var updateTitle = "Update"
    /// The label of the submit button; nil leaves submitting to the form's own buttons.
    public var submitTitle: String? = "Submit"
    /// A message shown above the form (and above any error summary), if there is one.
    public var notice: HTMLFormNotice?

    /// Options for a form posting to `action`.
    ///
    /// ```swift
    /// HTMLFormOptions(action: "/examples/new-event")
    /// ```
    public init(action: String) {
        self.action = action
    }
}
