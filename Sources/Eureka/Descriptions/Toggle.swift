/// An on/off control.
///
/// ```swift
/// if case .toggle(let toggle) = row.control, toggle.style == .switch { drawSwitch(toggle.isOn) }
/// ```
public struct Toggle: Hashable, Sendable {
    /// How the state is shown.
    public enum Style: Hashable, Sendable {
        /// A switch (`SwitchRow`): on the web, a checkbox with switch semantics.
        case `switch`
        /// A checkmark (`CheckRow`).
        case check
    }

    /// Whether it is on (nil counts as off).
    public var isOn: Bool
    /// How it is shown.
    public var style: Style
    /// Colour of the on state, from the cell; nil lets the renderer choose.
    public var onTintColor: Color?
    /// Whether the row holds a value: false while it is nil (never answered), which shows as
    /// off yet submits as nil, where off submits false.
    public var hasValue: Bool

    /// A toggle.
    ///
    /// ```swift
    /// Toggle(isOn: true, style: .switch)
    /// ```
    public init(isOn: Bool, style: Style, onTintColor: Color? = nil, hasValue: Bool = true) {
        self.isOn = isOn
        self.style = style
        self.onTintColor = onTintColor
        self.hasValue = hasValue
    }
}
