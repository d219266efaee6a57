import Synchronization
import TerminalKit

/// The terminal events forwarded to the session and not handled yet, counted as they cross
/// from the reading task to the session's loop.
///
/// A paste without bracketed-paste markers arrives as thousands of key events at once. Drawing
/// after each made a 10 KB paste take 40 s, with Ctrl-C waiting behind it: the session draws
/// once the backlog is empty (or every `framesEvery` events, so a long burst still shows
/// progress), and an interrupt in the backlog ends the form at once, since it cancels whatever
/// the keys before it would have done.
///
/// ```swift
/// backlog.arrived(event)            // the forwarding task
/// if backlog.interruptWaiting { … } // the loop, before each event
/// if backlog.handledOne() { draw() }
/// ```
final class InputBacklog: Sendable {
    /// A frame is drawn at least once per this many events handled in a burst.
    static let framesEvery = 256

    private struct State {
        var waiting = 0
        var interrupted = false
        var handledSinceFrame = 0
    }

    private let state = Mutex(State())

    /// Notes one event about to be handed to the loop.
    func arrived(_ event: TerminalEvent) {
        state.withLock {
            $0.waiting += 1
            if Self.endsTheForm(event) { $0.interrupted = true }
        }
    }

    /// Whether Ctrl-C, SIGINT or SIGTERM is among the events waiting.
    var interruptWaiting: Bool { state.withLock { $0.interrupted } }

    /// Notes one event handled; whether to draw now: nothing else is waiting, or the burst has
    /// gone `framesEvery` events without a frame.
    func handledOne() -> Bool {
        state.withLock {
            $0.waiting -= 1
            $0.handledSinceFrame += 1
            guard $0.waiting <= 0 || $0.handledSinceFrame >= Self.framesEvery else { return false }
            $0.handledSinceFrame = 0
            return true
        }
    }

    /// Ctrl-C (in raw mode only a key), SIGINT and SIGTERM cancel the form wherever it is.
    static func endsTheForm(_ event: TerminalEvent) -> Bool {
        switch event {
        case .interrupt, .terminate: true
        case .key(let key): key.modifiers == .control && key.key == .character("c")
        default: false
        }
    }
}
