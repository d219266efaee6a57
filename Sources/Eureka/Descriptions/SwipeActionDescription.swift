/// A swipe action offered on a row, as a renderer lists it (terminal: an actions menu; web: a
/// row's actions menu). `.performSwipeAction(edge:index:)` runs it.
///
/// ```swift
/// for action in row.describe().swipeActions { print(action.title, action.isDestructive) }
/// ```
public struct SwipeActionDescription: Hashable, Sendable {
    /// Which edge it is revealed from.
    public var edge: SwipeEdge
    /// Its place among that edge's actions.
    public var index: Int
    /// Its label ("Action" when it has none).
    public var title: String
    /// A symbol or emoji shown with the title.
    public var imageSymbol: String?
    /// Whether it removes the row when completed.
    public var isDestructive: Bool

    /// A swipe action description.
    ///
    /// ```swift
    /// SwipeActionDescription(edge: .trailing, index: 0, title: "Delete", isDestructive: true)
    /// ```
    public init(edge: SwipeEdge, index: Int, title: String, imageSymbol: String? = nil, isDestructive: Bool) {
        self.edge = edge
        self.index = index
        self.title = title
        self.imageSymbol = imageSymbol
        self.isDestructive = isDestructive
    }
}
