/// When an expanded inline row collapses without being asked to (`form.inlineRowHideOptions`).
///
/// ```swift
/// form.inlineRowHideOptions = InlineRowHideOptions.AnotherInlineRowIsShown.union(.FirstResponderChanges)
/// form.inlineRowHideOptions = .Never
/// ```
public struct InlineRowHideOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int

    /// Options from bits.
    ///
    /// ```swift
    /// InlineRowHideOptions(rawValue: 0b11)
    /// ```
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Inline rows stay until collapsed explicitly.
    public static let Never = InlineRowHideOptions([])
    /// Expanding an inline row collapses the others in the form.
    public static let AnotherInlineRowIsShown = InlineRowHideOptions(rawValue: 1 << 0)
    /// Focus moving to another row collapses inline rows (the interaction layer calls
    /// `form.collapseInlineRows(except:)` when this is set).
    public static let FirstResponderChanges = InlineRowHideOptions(rawValue: 1 << 1)

    /// What a new form uses: both of the above.
    public static let defaultOptions: InlineRowHideOptions = [.AnotherInlineRowIsShown, .FirstResponderChanges]
}
