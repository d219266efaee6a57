// Describing a row for renderers: the parts every row shares (title, value text, errors, state,
// appearance, editing), around the control the row itself declares.
extension BaseRow {
    /// What a renderer needs to show the row now. Pure: it reads the row and its cell as they
    /// are (bring the cell up to date first with `updateCellIfNeeded()`), runs no callbacks and
    /// creates nothing.
    ///
    /// ```swift
    /// row.updateCellIfNeeded()
    /// let description = row.describe()
    /// ```
    public func describe() -> RowDescription {
        let cell = baseCellIfCreated
        var title = title
        var valueText: String?
        if let cell {
            if let label = cell.titleContent { title = label.isHidden ? nil : label.text }
            if let detail = cell.detailContent { valueText = detail.isHidden ? nil : detail.text }
        } else {
            valueText = (self as? any DisplayTextProviding)?.shownText
        }
        let section = section?.asMultivalued
        let canMove = section?.canMoveRow(self) ?? false
        return RowDescription(
            tag: tag,
            title: title,
            valueText: valueText,
            control: control,
            isDisabled: isDisabled,
            isFocused: isHighlighted,
            errors: errorMessages,
            isLoading: describedIsLoading,
            appearance: cell.map(RowAppearance.init(cell:)) ?? RowAppearance(),
            isInlineRow: inlineParentRow != nil,
            canDelete: section?.canDeleteRow(self) ?? false,
            canMove: canMove,
            canMoveUp: canMove && section?.canMoveRow(self, by: -1) == true,
            canMoveDown: canMove && section?.canMoveRow(self, by: 1) == true,
            swipeActions: isDisabled ? [] : swipeActionDescriptions,
            canTakeFocus: cell?.cellCanBecomeFirstResponder() ?? false,
            isRequired: hasRuleRefusingNoValue
        )
    }

    /// The messages shown under the row: text that did not parse, or else validation errors
    /// (which judged the value kept, not the text refused, so they would be about a value
    /// nobody typed).
    ///
    /// ```swift
    /// row.errorMessages   // ["“12a” is not a whole number"]
    /// ```
    public var errorMessages: [String] {
        if let input = describedInputError { return [input.message] }
        // Errors of an earlier value, which a row validated on demand keeps until asked again.
        if validationStorage?.errorsPredateValue == true { return [] }
        return validationErrors.map(\.msg)
    }

    private var swipeActionDescriptions: [SwipeActionDescription] {
        guard let callbacks = callbackStorage, callbacks.leadingSwipe != nil || callbacks.trailingSwipe != nil else { return [] }
        var descriptions: [SwipeActionDescription] = []
        for (edge, actions) in [(SwipeEdge.leading, leadingSwipe.actions), (.trailing, trailingSwipe.actions)] {
            for (index, action) in actions.enumerated() {
                descriptions.append(
                    SwipeActionDescription(
                        edge: edge, index: index, title: action.title ?? "Action",
                        imageSymbol: action.imageSymbol, isDestructive: action.style == .destructive))
            }
        }
        return descriptions
    }
}

extension RowAppearance {
    /// The appearance a cell asks for.
    init(cell: BaseCell) {
        let field = cell.appearanceTextField
        // Each label read once: every read of a class's public property is checked for
        // exclusive access at run time, and this runs for every row of every page.
        let title = cell.titleContent
        let detail = cell.detailContent
        self.init(
            titleColor: title?.textColor,
            titleFont: title?.font,
            titleAlignment: title?.textAlignment ?? .natural,
            valueColor: field?.textColor ?? detail?.textColor,
            valueFont: field?.font ?? detail?.font,
            backgroundColor: cell.backgroundColor,
            tintColor: cell.tintColor,
            accessory: cell.accessoryType,
            imageSymbol: cell.imageSymbol,
            placeholderColor: field?.placeholderColor
        )
    }
}

/// Rows that can say how their value reads as text without knowing their value type.
protocol DisplayTextProviding {
    /// The value as shown (`displayText`).
    var shownText: String? { get }
}

extension RowOf: DisplayTextProviding {
    var shownText: String? { displayText }
}
