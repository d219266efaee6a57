/// The callbacks (and other rarely set extras) a row holds, boxed so a row without any pays one
/// pointer for them.
///
/// The closures capture their row `unowned`: the row owns this box, so it outlives them.
final class RowCallbacks {
    var onChange: (() -> Void)?
    var onCellSelection: (() -> Void)?
    var cellSetup: (() -> Void)?
    var cellUpdate: (() -> Void)?
    var onCellHighlightChanged: (() -> Void)?
    var onRowValidationChanged: (() -> Void)?
    var leadingSwipe: SwipeConfiguration?
    var trailingSwipe: SwipeConfiguration?
    /// Row-kind specific callbacks (inline expand/collapse, present), keyed by name.
    var extra: [String: () -> Void] = [:]
    /// Row-kind specific typed callbacks that take arguments, keyed by name.
    var extraTyped: [String: Any] = [:]
}
