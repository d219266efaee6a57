import Foundation

/// How tall a text area is.
///
/// ```swift
/// TextAreaRow { $0.textAreaHeight = .dynamic(initialTextViewHeight: 66) }
/// ```
public enum TextAreaHeight: Hashable, Sendable {
    /// Always `cellHeight` points.
    case fixed(cellHeight: CGFloat)
    /// Starts at `initialTextViewHeight` points and grows with the text.
    case dynamic(initialTextViewHeight: CGFloat)
}

/// Whether a text area can be edited.
///
/// ```swift
/// TextAreaRow { $0.textAreaMode = .readOnly; $0.value = termsText }
/// ```
public enum TextAreaMode: Hashable, Sendable {
    /// Editable.
    case normal
    /// Shown, not editable.
    case readOnly
}

/// The cell of `TextAreaRow`: an optional title above a multi-line text view.
///
/// Heights are in points, a line of text counting as `TextAreaCell.lineHeight`;
/// `preferredLineCount` gives renderers that think in lines the same answer.
///
/// ```swift
/// TextAreaRow().cellSetup { cell, _ in cell.textView.font = .systemFont(ofSize: 15) }
/// ```
public final class TextAreaCell: FieldCell<String>, CellType {
    /// Points per line of text, for converting between heights and lines.
    public static let lineHeight: CGFloat = 22

    /// The text view's view model (the same object as `textField`).
    public var textView: CellTextField { textField }

    /// How many lines of text the cell wants to show.
    public private(set) var preferredLineCount = 5

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// A multi-line field that accepts newlines.
    public override func setup() {
        super.setup()
        textField.isMultiline = true
        textField.keyboardType = .default
        textField.autocapitalizationType = .sentences
        textField.clearButtonMode = .never
        height = { [weak self] in CGFloat(self?.preferredLineCount ?? 1) * Self.lineHeight }
    }

    /// Fills the text view and works out the height from the row's `textAreaHeight`.
    public override func update() {
        super.update()
        guard let row = row as? TextAreaRow else { return }
        textField.isEnabled = row.isTextInputEnabled
        let minimumLines = max(1, Int((row.textAreaHeight.points / Self.lineHeight).rounded(.down)))
        switch row.textAreaHeight {
        case .fixed:
            preferredLineCount = minimumLines
        case .dynamic:
            let textLines = (textField.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
            preferredLineCount = max(minimumLines, textLines)
        }
    }

    /// Read-only text areas cannot take focus for editing.
    public override func cellCanBecomeFirstResponder() -> Bool {
        (row as? TextAreaRow)?.isTextInputEnabled ?? false
    }
}

/// A row for several lines of text.
///
/// ```swift
/// TextAreaRow("notes") {
///     $0.placeholder = "Notes"
///     $0.textAreaHeight = .dynamic(initialTextViewHeight: 110)
/// }
/// ```
public final class TextAreaRow: FieldRow<TextAreaCell>, RowType {
    /// How tall the text area is.
    public var textAreaHeight: TextAreaHeight = .fixed(cellHeight: 110)
    /// Whether the text can be edited.
    public var textAreaMode: TextAreaMode = .normal

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// False when disabled or read-only.
    public override var isTextInputEnabled: Bool {
        super.isTextInputEnabled && textAreaMode == .normal
    }

    /// A multi-line entry as tall as the cell wants.
    public override var control: RowControl {
        var entry = textEntry
        entry.isMultiline = true
        entry.lineCount = cellIfCreated?.preferredLineCount ?? max(1, Int((textAreaHeight.points / TextAreaCell.lineHeight).rounded(.down)))
        return .text(entry)
    }
}

extension TextAreaHeight {
    /// The fixed or initial height in points.
    var points: CGFloat {
        switch self {
        case .fixed(let height), .dynamic(let height): height
        }
    }
}
