import Foundation
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Overlays: alerts, action sheets and the key list")
struct OverlayTests {
    private func lines(_ overlay: inout Overlay, columns: Int, rows: Int) -> [String] {
        var grid = CellGrid(columns: columns, rows: rows)
        overlay.draw(into: &grid, theme: .standard)
        return grid.textDump.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aLongMessageWrapsBetweenWordsInsteadOfBeingCut() {
        let message = "Deleting this event also removes its 12 reminders and cannot be undone"
        var overlay = Overlay(title: "Delete?", message: [message], choices: [.init(title: "Cancel", isCancel: true) {}])
        let shown = lines(&overlay, columns: 34, rows: 14)
        let words = shown.flatMap { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")).split(separator: " ") }
        for word in message.split(separator: " ") { #expect(words.contains(word), "“\(word)” is shown whole:\n\(shown.joined(separator: "\n"))") }
        #expect(overlay.messagePage == nil, "it all fits")
    }

    @Test func aMessageTallerThanTheScreenScrollsAndTheChoicesStayInView() throws {
        let message = (1...30).map { "line \($0)" }
        var overlay = Overlay(title: "Keys", message: message, choices: [.init(title: "Close", isCancel: true) {}])
        var shown = lines(&overlay, columns: 40, rows: 12).joined(separator: "\n")
        #expect(shown.contains("Keys") && shown.contains("Close"), "\(shown)")
        #expect(shown.contains("line 1") && !shown.contains("line 7"), "\(shown)")
        let page = try #require(overlay.messagePage)
        #expect(shown.contains("1–\(page)/30 PgUp PgDn"), "\(shown)")
        for _ in 0..<10 { _ = overlay.handle(KeyEvent(.pageDown)) }
        shown = lines(&overlay, columns: 40, rows: 12).joined(separator: "\n")
        #expect(shown.contains("line 30") && shown.contains("Close"), "the end, clamped:\n\(shown)")
        #expect(shown.contains("/30 PgUp PgDn"))
        _ = overlay.handle(KeyEvent(.pageUp))
        shown = lines(&overlay, columns: 40, rows: 12).joined(separator: "\n")
        #expect(!shown.contains("line 30"), "one page back:\n\(shown)")
    }

    /// The session's two common boxes: the "Discard changes?" alert and the key list.
    private static func box(_ kind: String) -> Overlay {
        kind == "alert"
            ? Overlay(
                title: "Discard changes?", message: ["Your changes to this form will be lost."],
                choices: [.init(title: "Keep editing", isCancel: true) {}, .init(title: "Discard", isDestructive: true) {}])
            : Overlay(title: "Keys", message: (1...14).map { "key \($0)  does a thing" }, choices: [.init(title: "Close", isCancel: true) {}])
    }

    @Test(
        "in a short window the title and the choices stay, and the page line shows only when there is more to see",
        arguments: ["alert", "keys"], [(30, 8), (60, 8), (40, 8), (40, 9), (40, 10), (80, 24), (30, 7), (30, 6), (24, 5)])
    func shortWindows(kind: String, size: (columns: Int, rows: Int)) {
        var overlay = Self.box(kind)
        overlay.fit(to: TerminalSize(columns: size.columns, rows: size.rows))
        let fitted = overlay.messagePage
        let shown = lines(&overlay, columns: size.columns, rows: size.rows)
        let screen = shown.joined(separator: "\n")
        #expect(overlay.messagePage == fitted, "fit(to:) and draw agree")
        for choice in overlay.choices.map(\.title) { #expect(screen.contains(choice), "\(choice) shown:\n\(screen)") }
        #expect(screen.contains(overlay.title ?? ""), "the title shown:\n\(screen)")
        #expect(shown.contains { $0.hasPrefix("└") }, "the box is whole:\n\(screen)")
        let indicator = shown.first { $0.contains("PgUp PgDn") }
        if let page = overlay.messagePage {
            let counts = indicator?.split(separator: "/").last?.split(separator: " ").first.flatMap { Int($0) }
            #expect(indicator?.contains("1–\(page)/") == true, "\(screen)")
            #expect(counts.map { $0 > page } == true, "a page line only when the message does not fit:\n\(screen)")
        } else {
            #expect(indicator == nil, "nothing to scroll, no page line:\n\(screen)")
        }
    }

    @Test("with no row to spare for the message, it is left out and the blank line goes before the choices do")
    func noRoomForTheMessage() {
        var overlay = Self.box("alert")
        let roomy = lines(&overlay, columns: 30, rows: 8).filter { $0.hasPrefix("│") }
        #expect(roomy.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) } == ["Discard changes?", "", "▸ Keep editing", "Discard"])
        let tight = lines(&overlay, columns: 30, rows: 5).filter { $0.hasPrefix("│") }
        #expect(tight.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) } == ["Discard changes?", "▸ Keep editing", "Discard"])
        let keys = Self.box("keys")
        overlay = keys
        let oneLine = lines(&overlay, columns: 40, rows: 8).filter { $0.hasPrefix("│") }
        #expect(
            oneLine.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) } == ["Keys", "key 1  does a thing", "1–1/14 PgUp PgDn", "▸ Close"],
            "a one-line page takes the blank line's row")
        _ = overlay.handle(KeyEvent(.pageDown))
        #expect(lines(&overlay, columns: 40, rows: 8).contains { $0.contains("key 2  does a thing") })
    }

    @Test("more choices than rows: a window follows the selection, saying how many more lie each way", arguments: [5, 6, 9])
    func moreChoicesThanRows(rows: Int) {
        let titles = (1...12).map { "Choice \($0)" }
        var overlay = Overlay(title: "Pick one", message: [], choices: titles.map { title in .init(title: title) {} })
        for selected in 0..<titles.count {
            let inside = lines(&overlay, columns: 40, rows: rows).filter { $0.hasPrefix("│") }.map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
            }
            #expect(inside.contains("▸ " + titles[selected]), "the selection is shown (\(rows) rows, \(selected)):\n\(inside.joined(separator: "\n"))")
            let shown = inside.filter { $0.hasPrefix("Choice") || $0.hasPrefix("▸ Choice") }.count
            let above = inside.first.flatMap { $0.hasPrefix("↑ ") ? Int($0.dropFirst(2).prefix { $0.isNumber }) : nil } ?? 0
            let below = inside.last.flatMap { $0.hasPrefix("↓ ") ? Int($0.dropFirst(2).prefix { $0.isNumber }) : nil } ?? 0
            #expect(above + shown + below == titles.count, "every choice is shown or counted:\n\(inside.joined(separator: "\n"))")
            _ = overlay.handle(KeyEvent(.down))
        }
        #expect(overlay.selected == 0, "down from the last wraps to the first")
        let first = lines(&overlay, columns: 40, rows: rows).filter { $0.hasPrefix("│") }
        #expect(first.contains { $0.contains("▸ Choice 1") } && !first.contains { $0.contains("↑") })
    }
}
