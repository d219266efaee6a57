import TerminalKit
import Testing

@Suite("Key labels")
struct KeyLabelTests {
    /// A key and how a help bar writes it.
    struct LabelCase: CustomTestStringConvertible, Sendable {
        var event: KeyEvent
        var label: String
        init(_ key: Key, _ label: String) { self.init(key, [], label) }
        init(_ key: Key, _ modifiers: KeyModifiers, _ label: String) {
            event = KeyEvent(key, modifiers: modifiers)
            self.label = label
        }
        var testDescription: String { "\(event) → \(label)" }
    }

    @Test(
        "a key is labelled as the help bar writes keys, never as its debug description",
        arguments: [
            LabelCase(.character("n"), .control, "^N"), LabelCase(.character("7"), "7"), LabelCase(.character("x"), "x"),
            LabelCase(.character("X"), "X"), LabelCase(.character("中"), "中"), LabelCase(.character("\""), "\""),
            LabelCase(.character(" "), "Space"), LabelCase(.character(" "), .control, "^Space"),
            LabelCase(.character("\\"), .control, "^\\"), LabelCase(.character("x"), .alt, "Alt-x"),
            LabelCase(.character("a"), [.alt, .control], "Alt-^A"), LabelCase(.up, .alt, "Alt-↑"), LabelCase(.down, "↓"),
            LabelCase(.left, .control, "^←"), LabelCase(.right, [.shift, .control], "^⇧→"), LabelCase(.tab, .shift, "⇧Tab"),
            LabelCase(.enter, "Enter"), LabelCase(.escape, "Esc"), LabelCase(.backspace, .alt, "Alt-Backspace"),
            LabelCase(.delete, "Del"), LabelCase(.insert, "Ins"), LabelCase(.home, "Home"), LabelCase(.end, .control, "^End"),
            LabelCase(.pageUp, "PgUp"), LabelCase(.pageDown, "PgDn"), LabelCase(.function(5), "F5"),
            LabelCase(.function(12), .shift, "⇧F12"), LabelCase(.left, .meta, "Meta-←"),
        ])
    func label(_ testCase: LabelCase) {
        #expect(testCase.event.label == testCase.label)
    }
}
