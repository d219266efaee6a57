/// How a cell's text is drawn: colours plus attributes.
///
/// ```swift
/// let heading = TextStyle(foreground: .ansi16(.cyan), bold: true)
/// var selected = TextStyle.plain
/// selected.inverse = true
/// ```
public struct TextStyle: Hashable, Sendable {
    // Colours are stored packed so a style is nine bytes of plain integers: the writer compares
    // two styles for every cell of every frame, and enum-payload comparison is several times
    // slower.
    private var foregroundCode: UInt32
    private var backgroundCode: UInt32
    /// Attributes packed in one byte so cells stay small and compare fast.
    ///
    /// ```swift
    /// style.attributes = [.bold, .underline]
    /// ```
    public var attributes: TextAttributes

    /// Text colour.
    ///
    /// ```swift
    /// style.foreground = .ansi16(.red)
    /// ```
    public var foreground: TerminalColor {
        get { TerminalColor(packed: foregroundCode) }
        set { foregroundCode = newValue.packed }
    }

    /// Cell background colour.
    ///
    /// ```swift
    /// style.background = .palette256(236)
    /// ```
    public var background: TerminalColor {
        get { TerminalColor(packed: backgroundCode) }
        set { backgroundCode = newValue.packed }
    }

    /// The terminal's default look: default colours, no attributes.
    ///
    /// ```swift
    /// grid.write("plain", row: 0, column: 0, style: .plain)
    /// ```
    public static let plain = TextStyle()

    /// Creates a style; every parameter defaults to the terminal's default look.
    ///
    /// ```swift
    /// let error = TextStyle(foreground: .ansi16(.red), bold: true, underline: true)
    /// ```
    public init(
        foreground: TerminalColor = .default,
        background: TerminalColor = .default,
        bold: Bool = false,
        dim: Bool = false,
        italic: Bool = false,
        underline: Bool = false,
        inverse: Bool = false,
        strikethrough: Bool = false
    ) {
        self.foregroundCode = foreground.packed
        self.backgroundCode = background.packed
        var attributes = TextAttributes()
        if bold { attributes.insert(.bold) }
        if dim { attributes.insert(.dim) }
        if italic { attributes.insert(.italic) }
        if underline { attributes.insert(.underline) }
        if inverse { attributes.insert(.inverse) }
        if strikethrough { attributes.insert(.strikethrough) }
        self.attributes = attributes
    }

    /// Heavier text (SGR 1).
    ///
    /// ```swift
    /// style.bold = true
    /// ```
    public var bold: Bool {
        get { attributes.contains(.bold) }
        set { attributes.set(.bold, newValue) }
    }

    /// Fainter text (SGR 2).
    ///
    /// ```swift
    /// style.dim = true
    /// ```
    public var dim: Bool {
        get { attributes.contains(.dim) }
        set { attributes.set(.dim, newValue) }
    }

    /// Slanted text (SGR 3).
    ///
    /// ```swift
    /// style.italic = true
    /// ```
    public var italic: Bool {
        get { attributes.contains(.italic) }
        set { attributes.set(.italic, newValue) }
    }

    /// Underlined text (SGR 4).
    ///
    /// ```swift
    /// style.underline = true
    /// ```
    public var underline: Bool {
        get { attributes.contains(.underline) }
        set { attributes.set(.underline, newValue) }
    }

    /// Swapped foreground and background (SGR 7).
    ///
    /// ```swift
    /// style.inverse = true
    /// ```
    public var inverse: Bool {
        get { attributes.contains(.inverse) }
        set { attributes.set(.inverse, newValue) }
    }

    /// Struck-through text (SGR 9).
    ///
    /// ```swift
    /// style.strikethrough = true
    /// ```
    public var strikethrough: Bool {
        get { attributes.contains(.strikethrough) }
        set { attributes.set(.strikethrough, newValue) }
    }

    /// This style with its colours downgraded to `depth`.
    ///
    /// ```swift
    /// TextStyle(foreground: .palette256(196)).downgraded(to: .ansi16).foreground  // .ansi16(.brightRed)
    /// ```
    public func downgraded(to depth: ColorDepth) -> TextStyle {
        if depth == .trueColor { return self }
        var copy = self
        copy.foreground = foreground.downgraded(to: depth)
        copy.background = background.downgraded(to: depth)
        return copy
    }
}
