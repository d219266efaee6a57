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
}
