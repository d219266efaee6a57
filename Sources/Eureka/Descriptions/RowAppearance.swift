/// How a row's cell asks to look: colours, fonts, accessory and symbol, as `cellSetup` and
/// `cellUpdate` left them. Renderers map these to what they can show (terminal colours, CSS
/// classes); none of them decides what a row *is* from its appearance.
///
/// ```swift
/// row.describe().appearance.titleColor   // .systemRed after cell.textLabel?.textColor = .systemRed
/// ```
public struct RowAppearance: Hashable, Sendable {
    /// Colour of the title; nil lets the renderer choose.
    public var titleColor: Color?
    /// Font of the title; nil lets the renderer choose.
    public var titleFont: Font?
    /// Alignment of the title.
    public var titleAlignment: TextAlignment
    /// Colour of the value; nil lets the renderer choose.
    public var valueColor: Color?
    /// Font of the value; nil lets the renderer choose.
    public var valueFont: Font?
    /// Background of the row; nil lets the renderer choose.
    public var backgroundColor: Color?
    /// Accent colour of controls; nil lets the renderer choose.
    public var tintColor: Color?
    /// The accessory at the row's trailing edge.
    public var accessory: CellAccessoryType
    /// A symbol or emoji shown before the title.
    public var imageSymbol: String?
    /// Colour of the placeholder of a text entry; nil lets the renderer choose.
    public var placeholderColor: Color?

    /// The default appearance: every choice left to the renderer.
    ///
    /// ```swift
    /// RowAppearance()
    /// ```
    public init(
        titleColor: Color? = nil,
        titleFont: Font? = nil,
        titleAlignment: TextAlignment = .natural,
        valueColor: Color? = nil,
        valueFont: Font? = nil,
        backgroundColor: Color? = nil,
        tintColor: Color? = nil,
        accessory: CellAccessoryType = .none,
        imageSymbol: String? = nil,
        placeholderColor: Color? = nil
    ) {
        self.titleColor = titleColor
        self.titleFont = titleFont
        self.titleAlignment = titleAlignment
        self.valueColor = valueColor
        self.valueFont = valueFont
        self.backgroundColor = backgroundColor
        self.tintColor = tintColor
        self.accessory = accessory
        self.imageSymbol = imageSymbol
        self.placeholderColor = placeholderColor
    }
}
