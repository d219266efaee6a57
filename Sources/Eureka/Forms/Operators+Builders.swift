// Eureka 5.5's result-builder operators: a builder block on the right of `+++` is a new
// section holding the block's rows.

/// Makes a form of `left` followed by a new section holding the rows of a builder block,
/// as Eureka's `@SectionBuilder` operator does.
///
/// ```swift
/// let form = Section("A") +++ {
///     URLRow("UrlRow_f1") { $0.title = "Url" }
///     if something {
///         TwitterRow("TwitterRow_f2") { $0.title = "Twitter" }
///     } else {
///         TwitterRow("TwitterRow_f1") { $0.title = "Twitter" }
///     }
///     AccountRow("AccountRow_f1") { $0.title = "Account" }
/// }
/// ```
@discardableResult
public func +++ (left: Section, @SectionBuilder right: () -> [BaseRow]) -> Form {
    left +++ Section(right())
}

/// Appends a new section holding the rows of a builder block to a form.
///
/// ```swift
/// form +++ {
///     PhoneRow("PhoneRow_f1") { $0.title = "Phone" }
///     PasswordRow("PasswordRow_f1") { $0.title = "Password" }
/// }
/// ```
@discardableResult
public func +++ (left: Form, @SectionBuilder right: () -> [BaseRow]) -> Form {
    left +++ Section(right())
}
