/// When a row validates itself, as in Eureka. Combine options with set syntax.
///
/// - `.validatesOnChange`: whenever the value changes.
/// - `.validatesOnBlur` (the default): when the row loses focus (`isHighlighted` becomes false).
/// - `.validatesOnChangeAfterBlurred`: on every change once the row has lost focus once; also on
///   blur when the value has changed.
/// - `.validatesOnDemand`: only when `row.validate()` or `form.validate()` is called.
/// - `.validatesAlways`: on change and on blur.
///
/// Whatever the options (except exactly `.validatesOnDemand`), a row that is currently invalid
/// re-validates on every change, so an error goes away as soon as it is fixed.
///
/// ```swift
/// EmailRow("email") {
///     $0.add(rule: RuleEmail())
///     $0.validationOptions = .validatesOnChangeAfterBlurred
/// }
/// ```
public struct ValidationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Creates options from their bits.
    ///
    /// ```swift
    /// ValidationOptions(rawValue: 1)   // .validatesOnChange
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Validate whenever the value changes.
    public static let validatesOnChange = ValidationOptions(rawValue: 1 << 0)
    /// Validate when the row loses focus; the default.
    public static let validatesOnBlur = ValidationOptions(rawValue: 1 << 1)
    /// Validate on every change after the row has lost focus once.
    public static let validatesOnChangeAfterBlurred = ValidationOptions(rawValue: 1 << 2)
    /// Validate only when asked to.
    public static let validatesOnDemand = ValidationOptions(rawValue: 1 << 3)
    /// Validate on change and on blur.
    public static let validatesAlways: ValidationOptions = [.validatesOnChange, .validatesOnBlur]
}
