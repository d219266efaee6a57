import Foundation

extension Condition {
    /// Eureka's `Condition.predicate(NSPredicate(format: …))` does not exist here: Foundation on
    /// Linux cannot parse predicate strings, so this overload only turns the call into a clear
    /// compile-time message. Write the predicate as a string instead; Eureka's syntax is parsed
    /// by this library's own predicate language.
    ///
    /// ```swift
    /// // Eureka:  $0.hidden = Condition.predicate(NSPredicate(format: "$switchTag == false"))
    /// $0.hidden = "$switchTag == false"
    /// $0.hidden = .predicate(FormPredicate(format: "$switchTag == false"))
    /// ```
    @available(
        *, unavailable,
        message: "NSPredicate is not available on Linux; write the condition as a string: $0.hidden = \"$switchTag == false\""
    )
    public static func predicate(_ predicate: NSPredicate) -> Condition {
        fatalError("unavailable")
    }
}
