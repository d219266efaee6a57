import Foundation

/// The accessory shown at a cell's trailing edge.
public enum CellAccessoryType: Hashable, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

/// How a cell shows that it is selected.
public enum CellSelectionStyle: Hashable, Sendable {
    case none, `default`
}

/// The neutral view model of a row: what it shows, not how. Renderers draw it.
///
/// Subclasses override `setup()` (once) and `update()` (each refresh) to fill it from the row.
///
/// ```swift
/// final class BadgeCell: Cell<Int>, CellType {
///     override func update() {
///         super.update()
///         detailTextLabel?.text = row.value.map { "● \($0)" }
///     }
/// }
/// ```
open class BaseCell {
    /// The row this cell shows. Unowned: the row owns its cell, and a cell is not used after
    /// its row is gone (a weak reference would slow every retain and release of the row).
    public unowned var baseRow: BaseRow?
    /// The title text element.
    public var textLabel: CellLabel? {
        get { titleSlot.label() }
        set { titleSlot.setLabel(newValue) }
    }
    /// The value text element.
    public var detailTextLabel: CellLabel? {
        get { detailSlot.label() }
        set { detailSlot.setLabel(newValue) }
    }
    // The labels' content, kept inline until the label objects are asked for (see CellLabelSlot).
    private var titleSlot = CellLabelSlot()
    private var detailSlot = CellLabelSlot()
    /// Background colour; nil lets the renderer choose.
    public var backgroundColor: Color?
    /// Accent colour for controls (switches, checkmarks, sliders).
    public var tintColor: Color?
    /// Trailing accessory.
    public var accessoryType: CellAccessoryType = .none
    /// Trailing accessory in editing mode (multivalued sections).
    public var editingAccessoryType: CellAccessoryType = .none
    /// Whether selection is shown.
    public var selectionStyle: CellSelectionStyle = .default
    /// A symbol or emoji shown before the title (renderers without images show the text).
    public var imageSymbol: String?
    /// Height in points; nil lets the renderer choose (terminal: one line per 44 points, at least one).
    public var height: (() -> CGFloat)?
    /// Whether the user can interact with the cell at all.
    public var isUserInteractionEnabled = true

    /// Creates an empty cell; rows create their cells through their `cellProvider`.
    public required init() {}

    /// The cell's text field, if it has one (`TextFieldCell`), for its row's appearance. Field
    /// cells answer directly (in this module): a protocol cast asks the runtime's conformance
    /// cache, for every row of every page described.
    var appearanceTextField: CellTextField? { (self as? any TextFieldCell)?.textField }

    /// The title's content, without making the label object (nil when the label was removed).
    var titleContent: CellLabel.Content? { titleSlot.content }

    /// The value text's content, without making the label object (nil when it was removed).
    var detailContent: CellLabel.Content? { detailSlot.content }

    /// Changes the title's content without making the label object (nothing when removed).
    func editTitle(_ body: (inout CellLabel.Content) -> Void) { titleSlot.edit(body) }

    /// Changes the value text's content without making the label object (nothing when removed).
    func editDetail(_ body: (inout CellLabel.Content) -> Void) { detailSlot.edit(body) }

    /// Called once, when the cell is created for its row.
    open func setup() {}

    /// Called on every refresh; fill the view model from the row here.
    open func update() {}

    /// Called when the row is selected (and not disabled).
    open func didSelect() {}

    /// Whether the cell can take keyboard focus (fields, pickers); navigation may skip others.
    open func cellCanBecomeFirstResponder() -> Bool { false }

    /// The form controller showing this cell's row, or nil when the row's form is not shown by
    /// one (Eureka's `cell.formViewController()`, found here through the form, not the views).
    ///
    /// ```swift
    /// if let presenter = cell.formViewController() { presenter.present(controller, style: .push) }
    /// ```
    public func formViewController() -> FormViewController? {
        baseRow?.form?.selectionHost as? FormViewController
    }
}
