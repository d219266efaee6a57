/// Horizontal alignment of text in a cell.
public enum TextAlignment: Hashable, Sendable {
    case natural, left, center, right
}

/// A text element of a cell (title or detail), as a view model.
///
/// A class, like the label it stands for, so `cell.textLabel?.textColor = .red` edits the cell.
///
/// ```swift
/// cell.textLabel?.text = "Name"
/// cell.detailTextLabel?.textColor = .secondaryLabel
/// ```
public final class CellLabel {
    /// The text; renderers strip control characters before drawing.
    public var text: String?
    /// Text colour; nil lets the renderer choose.
    public var textColor: Color?
    /// Font; nil lets the renderer choose.
    public var font: Font?
    /// Alignment within the label's space.
    public var textAlignment: TextAlignment = .natural
    /// Maximum number of lines (0 = no limit).
    public var numberOfLines = 1
    /// Whether the label is shown at all.
    public var isHidden = false

    /// Creates a label with optional text.
    public init(text: String? = nil) {
        self.text = text
    }

    /// A label made from content a cell kept inline until someone asked for the label.
    init(content: Content) {
        self.content = content
    }

    /// Everything a label holds, as a value.
    var content: Content {
        get { Content(text: text, textColor: textColor, font: font, textAlignment: textAlignment, numberOfLines: numberOfLines, isHidden: isHidden) }
        set {
            text = newValue.text
            textColor = newValue.textColor
            font = newValue.font
            textAlignment = newValue.textAlignment
            numberOfLines = newValue.numberOfLines
            isHidden = newValue.isHidden
        }
    }

    /// A label's properties as a value (the defaults are a new label's).
    struct Content {
        var text: String?
        var textColor: Color?
        var font: Font?
        var textAlignment: TextAlignment = .natural
        var numberOfLines = 1
        var isHidden = false
    }
}
