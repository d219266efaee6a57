import Eureka

/// How line mode asks about one row, made from the row's description.
enum LinePrompt {
    /// Show the row's text and move on (read-only rows).
    case show(String)
    /// Ask for text; the answer becomes an action. A secret one (a password) is typed without
    /// being shown, where the input is a terminal.
    case text(question: String, current: String?, isSecret: Bool = false, action: (String) -> LineAnswer)
    /// Ask to pick one of numbered options.
    case choice(question: String, options: [String], current: Int?, action: (Int) -> LineAnswer)
    /// Ask to pick any of numbered options (comma-separated numbers).
    case multipleChoice(question: String, options: [String], current: Set<Int>, action: (Set<Int>) -> LineAnswer)
    /// Ask yes or no.
    case yesNo(question: String, current: Bool?, action: (Bool) -> LineAnswer)
    /// Offer an action (buttons): answering "y" performs it.
    case press(question: String)
}

/// What an answer does: perform an action on the row, keep its value as it is (the value a
/// choice holds that is none of its options, chosen again), or report a problem with the answer.
enum LineAnswer {
    case perform(RowAction)
    case keep
    case problem(String)
}
