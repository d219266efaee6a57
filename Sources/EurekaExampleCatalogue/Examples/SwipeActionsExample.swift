import Eureka

/// Swipe actions: what iOS shows when a row is swiped left (trailing) or right (leading). Other
/// renderers list a row's actions on demand (Ctrl-X in a terminal, a menu beside the row on a
/// page). A destructive action whose handler completes with `true` removes the row.
public final class SwipeActionsExample: FormViewController {
    /// Builds the inbox, each message with its actions.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Swipe Actions"

        let inbox = Section(header: "Inbox", footer: "Open a message's actions to flag it, mark it read, or delete it.")
        form +++ inbox
        for (tag, subject) in [("invoice", "Your invoice"), ("meeting", "Meeting moved to 3pm"), ("lunch", "Lunch on Friday?")] {
            inbox
                <<< LabelRow(tag) {
                    $0.title = subject
                    $0.value = "unread"
                    $0.leadingSwipe.actions = [Self.flagAction()]
                    $0.trailingSwipe.actions = [Self.deleteAction(), Self.markReadAction()]
                    $0.trailingSwipe.performsFirstActionWithFullSwipe = true
                }
        }
    }

    private static func flagAction() -> SwipeAction {
        let flag = SwipeAction(style: .normal, title: "Flag") { _, row, completion in
            row.title = row.title.map { $0.hasPrefix("⚑ ") ? String($0.dropFirst(2)) : "⚑ " + $0 }
            row.updateCell()
            completion?(true)
        }
        flag.actionBackgroundColor = .systemOrange
        return flag
    }

    private static func markReadAction() -> SwipeAction {
        let markRead = SwipeAction(style: .normal, title: "Mark as read") { _, row, completion in
            (row as? LabelRow)?.value = "read"
            completion?(true)
        }
        markRead.actionBackgroundColor = .systemBlue
        return markRead
    }

    /// Destructive: completing with `true` lets the form remove the row.
    private static func deleteAction() -> SwipeAction {
        SwipeAction(style: .destructive, title: "Delete") { _, _, completion in completion?(true) }
    }
}
