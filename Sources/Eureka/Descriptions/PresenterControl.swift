/// A row that opens a controller the renderer hosts (a custom presenter row).
///
/// ```swift
/// if case .presenter(let presenter) = row.control { print(presenter.style) }
/// ```
public struct PresenterControl: Hashable, Sendable {
    /// How the controller is shown.
    public var style: PresentationStyle

    /// A presenter.
    ///
    /// ```swift
    /// PresenterControl(style: .push)
    /// ```
    public init(style: PresentationStyle) {
        self.style = style
    }
}
