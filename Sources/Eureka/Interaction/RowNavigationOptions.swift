/// How next/previous navigation (Tab / Shift-Tab, the keyboard accessory) moves between rows.
///
/// ```swift
/// controller.navigationOptions = RowNavigationOptions.Enabled.union(.StopDisabledRow)
/// ```
public struct RowNavigationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No next/previous navigation.
    public static let Disabled = RowNavigationOptions([])
    /// Next/previous navigation is available.
    public static let Enabled = RowNavigationOptions(rawValue: 1 << 0)
    /// Navigation stops at a disabled row instead of skipping it.
    public static let StopDisabledRow = RowNavigationOptions(rawValue: 1 << 1)
    /// Rows that cannot take focus (labels, buttons) are skipped instead of stopping navigation.
    public static let SkipCanNotBecomeFirstResponderRow = RowNavigationOptions(rawValue: 1 << 2)

    /// Eureka's default: enabled, skipping rows that cannot take focus.
    public static let `default`: RowNavigationOptions = [.Enabled, .SkipCanNotBecomeFirstResponderRow]
}

/// A direction to move focus in.
public enum NavigationDirection: Hashable, Sendable {
    case up, down
}
