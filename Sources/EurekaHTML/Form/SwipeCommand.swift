import Eureka

/// The swipe action a page's `_swipe` field names: "<row key> leading|trailing <index>".
/// Anything else names no action (a made-up edge must not fall through to the trailing Delete).
///
/// ```swift
/// SwipeCommand("t-invoice trailing 0")?.edge   // .trailing
/// ```
struct SwipeCommand {
    /// The row's field key.
    let rowKey: String
    /// The edge the action is revealed from.
    let edge: SwipeEdge
    /// Its place among that edge's actions.
    let index: Int

    /// Reads `text`; nil when it is not in that shape.
    init?(_ text: String) {
        let parts = text.split(separator: " ")
        let edges: [Substring: SwipeEdge] = ["leading": .leading, "trailing": .trailing]
        guard parts.count == 3, let edge = edges[parts[1]], let index = Int(parts[2]), index >= 0 else { return nil }
        (rowKey, self.edge, self.index) = (String(parts[0]), edge, index)
    }
}
