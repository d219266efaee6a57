/// An action revealed by swiping a row (terminal: through an actions key; web: a menu).
///
/// ```swift
/// let delete = SwipeAction(style: .destructive, title: "Delete") { action, row, completion in
///     completion?(true)          // a completed destructive action removes the row
/// }
/// row.trailingSwipe.actions = [delete]
/// row.trailingSwipe.performsFirstActionWithFullSwipe = true
/// ```
public final class SwipeAction {
    /// Whether an action is ordinary or removes the row.
    public enum Style: Hashable, Sendable {
        case normal
        case destructive
    }

    /// Runs the action; call the completion with `true` when it is done (`false` cancels).
    public typealias Handler = (SwipeAction, BaseRow, ((Bool) -> Void)?) -> Void

    /// Ordinary or destructive.
    public let style: Style
    /// The action's label.
    public var title: String?
    /// A symbol or emoji shown with the title.
    public var imageSymbol: String?
    /// Background colour; nil lets the renderer choose (red for destructive).
    public var actionBackgroundColor: Color?
    let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The swipe actions on one edge of a row.
///
/// ```swift
/// row.leadingSwipe.actions = [infoAction]
/// ```
public struct SwipeConfiguration {
    /// Actions, nearest the edge first.
    public var actions: [SwipeAction] = []
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = false

    /// An empty configuration.
    public init() {}
}

/// The edge a swipe comes from.
public enum SwipeEdge: Hashable, Sendable {
    case leading, trailing
}

extension BaseRow {
    /// Actions revealed from the leading edge.
    public var leadingSwipe: SwipeConfiguration {
        get { callbackStorage?.leadingSwipe ?? SwipeConfiguration() }
        set { callbacks.leadingSwipe = newValue }
    }

    /// Actions revealed from the trailing edge.
    public var trailingSwipe: SwipeConfiguration {
        get { callbackStorage?.trailingSwipe ?? SwipeConfiguration() }
        set { callbacks.trailingSwipe = newValue }
    }
}
