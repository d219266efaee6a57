/// Where next/previous navigation goes from each visible row of a form, worked out in one pass:
/// the same answers as `FormInteraction.nextRow(for:withDirection:)` gives row by row, for a
/// renderer that writes every row's navigation at once.
///
/// ```swift
/// let targets = interaction.navigationTargets()
/// targets.next(after: nameRow)        // the row Tab goes to, if any
/// targets.previous(before: nameRow)   // the row Shift-Tab goes to, if any
/// ```
public struct RowNavigationTargets {
    private let positions: [ObjectIdentifier: Int]
    private let nextRows: [BaseRow?]
    private let previousRows: [BaseRow?]

    init(rows: [BaseRow], options: RowNavigationOptions, canTakeFocus: (BaseRow) -> Bool) {
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() { positions[ObjectIdentifier(row)] = index }
        self.positions = positions
        guard options.contains(.Enabled), !rows.isEmpty else {
            nextRows = Array(repeating: nil, count: rows.count)
            previousRows = nextRows
            return
        }
        // Where navigation ends when it reaches `row` having come from `further` (the answer
        // for the row beyond it in the same direction): each row's answer follows from its
        // neighbour's, so one pass per direction answers every row.
        func target(arrivingAt row: BaseRow, beyond further: BaseRow?) -> BaseRow? {
            if row.isDisabled { return options.contains(.StopDisabledRow) ? nil : further }
            if canTakeFocus(row) { return row }
            return options.contains(.SkipCanNotBecomeFirstResponderRow) ? further : nil
        }
        var next = [BaseRow?](repeating: nil, count: rows.count)
        var arriving: BaseRow? = nil
        for index in rows.indices.reversed() {
            next[index] = arriving
            arriving = target(arrivingAt: rows[index], beyond: arriving)
        }
        var previous = [BaseRow?](repeating: nil, count: rows.count)
        arriving = nil
        for index in rows.indices {
            previous[index] = arriving
            arriving = target(arrivingAt: rows[index], beyond: arriving)
        }
        nextRows = next
        previousRows = previous
    }

    /// The row next navigation (Tab) goes to from `row`; nil when it goes nowhere or `row`
    /// was not visible when the targets were worked out.
    ///
    /// ```swift
    /// targets.next(after: row).map(\.tag)
    /// ```
    public func next(after row: BaseRow) -> BaseRow? {
        positions[ObjectIdentifier(row)].flatMap { nextRows[$0] }
    }

    /// The row previous navigation (Shift-Tab) goes to from `row`; nil when it goes nowhere or
    /// `row` was not visible when the targets were worked out.
    ///
    /// ```swift
    /// targets.previous(before: row).map(\.tag)
    /// ```
    public func previous(before row: BaseRow) -> BaseRow? {
        positions[ObjectIdentifier(row)].flatMap { previousRows[$0] }
    }
}

extension FormInteraction {
    /// Next/previous navigation for every visible row, in one pass over the form. The answers
    /// hold until the form or a row's state changes.
    ///
    /// ```swift
    /// let targets = interaction.navigationTargets()
    /// for row in form.rows { print(row.tag ?? "", targets.next(after: row)?.tag ?? "-") }
    /// ```
    public func navigationTargets() -> RowNavigationTargets {
        RowNavigationTargets(rows: form.rows, options: navigationOptions ?? .default, canTakeFocus: canTakeFocus)
    }
}
