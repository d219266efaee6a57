/// The on/off attributes of a `TextStyle`.
///
/// ```swift
/// let emphasis: TextAttributes = [.bold, .underline]
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The bits; one per attribute.
    ///
    /// ```swift
    /// let bits = value.rawValue
    /// ```
    public var rawValue: UInt8

    /// Creates attributes from their bits.
    ///
    /// ```swift
    /// TextAttributes(rawValue: 1)  // [.bold]
    /// ```
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// SGR 1.
    ///
    /// ```swift
    /// style.attributes.insert(.bold)
    /// ```
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// SGR 2.
    ///
    /// ```swift
    /// style.attributes.insert(.dim)
    /// ```
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// SGR 3.
    ///
    /// ```swift
    /// style.attributes.insert(.italic)
    /// ```
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// SGR 4.
    ///
    /// ```swift
    /// style.attributes.insert(.underline)
    /// ```
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// SGR 7.
    ///
    /// ```swift
    /// style.attributes.insert(.inverse)
    /// ```
    public static let inverse = TextAttributes(rawValue: 1 << 4)
    /// SGR 9.
    ///
    /// ```swift
    /// style.attributes.insert(.strikethrough)
    /// ```
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    mutating func set(_ member: TextAttributes, _ on: Bool) {
        if on { insert(member) } else { remove(member) }
    }
}
