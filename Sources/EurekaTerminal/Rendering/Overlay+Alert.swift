import Eureka

extension Overlay {
    /// An overlay for an alert or action sheet: its actions as choices, cancel last.
    init(alert: AlertController) {
        let ordinary = alert.actions.filter { $0.style != .cancel }
        var choices = ordinary.map { action in
            Choice(title: action.title ?? "OK", isDestructive: action.style == .destructive, isEnabled: action.isEnabled) { [weak alert] in
                alert?.choose(action)
            }
        }
        if let cancel = alert.cancelAction {
            choices.append(Choice(title: cancel.title ?? "Cancel", isCancel: true) { [weak alert] in alert?.cancel() })
        } else {
            // Esc always has a way out, even when the alert offers no cancel action.
            choices.append(Choice(title: "Cancel", isCancel: true) { [weak alert] in alert?.cancel() })
        }
        self.init(title: alert.title, message: alert.message.map { [$0] } ?? [], choices: choices)
        selected = ordinary.isEmpty ? 0 : ordinary.firstIndex { $0.isEnabled } ?? 0
    }
}
