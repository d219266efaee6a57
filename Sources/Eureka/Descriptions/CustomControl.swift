/// A control no generic kind fits. Renderers show the row's value text, and draw more when the
/// row gives them a renderer-specific drawing.
///
/// ```swift
/// override var control: RowControl { .custom(CustomControl(identifier: "signature")) }
/// ```
public struct CustomControl: Hashable, Sendable {
    /// A name renderer-specific drawings can recognise.
    public var identifier: String

    /// A custom control.
    ///
    /// ```swift
    /// CustomControl(identifier: "map")
    /// ```
    public init(identifier: String) {
        self.identifier = identifier
    }
}
