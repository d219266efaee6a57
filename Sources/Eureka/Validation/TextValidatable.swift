import Foundation

/// A value that text rules such as `RuleURL` read as text, so the same rule serves rows that
/// hold a `URL` and rows that hold a `String`.
///
/// ```swift
/// URLRow("site") { $0.add(rule: RuleURL()) }     // value: URL
/// TextRow("site") { $0.add(rule: RuleURL()) }    // value: String
/// ```
public protocol TextValidatable {
    /// The text the rule checks.
    var validationText: String { get }
}

extension String: TextValidatable {
    /// The string itself.
    public var validationText: String { self }
}

extension URL: TextValidatable {
    /// The URL as written (`absoluteString`).
    public var validationText: String { absoluteString }
}
