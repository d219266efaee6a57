/// A message the page shows above the form, before anything else: why the form came back
/// when no row is to blame (a submission refused for its expired security token, say).
///
/// Announced like the error summary (`role="alert"`), and, like it, given focus when the page
/// loads, so a screen reader reads it first.
///
/// ```swift
/// var options = HTMLFormOptions(action: "/signup")
/// options.notice = HTMLFormNotice(
///     headline: "The form was not submitted",
///     message: "The form had expired. What you typed is below: check it and send the form again.")
/// ```
public struct HTMLFormNotice: Sendable, Hashable {
    /// The notice's heading.
    public var headline: String
    /// What happened and what to do next.
    public var message: String

    /// A notice with a heading and a message, both written escaped.
    ///
    /// ```swift
    /// HTMLFormNotice(headline: "The form was not submitted", message: "Send the form again.")
    /// ```
    public init(headline: String, message: String) {
        self.headline = headline
        self.message = message
    }
}
