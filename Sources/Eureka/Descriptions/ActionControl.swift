/// A button.
///
/// ```swift
/// if case .action(let action) = row.control, action.presents != nil { drawDisclosure() }
/// ```
public struct ActionControl: Hashable, Sendable {
    /// How pressing it presents a controller, when it does (`ButtonRow.presentationMode`).
    public var presents: PresentationStyle?

    /// A button.
    ///
    /// ```swift
    /// ActionControl(presents: .push)
    /// ```
    public init(presents: PresentationStyle? = nil) {
        self.presents = presents
    }
}
