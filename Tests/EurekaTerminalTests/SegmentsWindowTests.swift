import Eureka
import EurekaTerminalTesting
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Segments wider than their row")
struct SegmentsWindowTests {
    static let options = ["Default", "Other row opens", "Focus moves", "Never"]
    static let wide = ["日本語の設定", "中文字幕", "한국어 자막", "Ελληνικά", "なし"]

    /// The segmented row's line, and the text drawn in the selected segment's style.
    private func draw(_ options: [String], selected: Int, title: String?, columns: Int) -> (line: String, selected: String) {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< SegmentedRow<String>("segments") {
                $0.title = title
                $0.options = options
                $0.value = options[selected]
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: columns, rows: 10))
        let grid = driver.frame
        let style = TerminalTheme.standard.selectedOption.merging(TextStyle(inverse: true))
        for row in 0..<grid.rows {
            let cells = (0..<grid.columns).map { grid[row, $0] }
            guard cells.contains(where: { $0.style == style }) else { continue }
            let text = { (cells: [GridCell]) in String(cells.filter { !$0.isContinuation }.map(\.character)) }
            return (text(cells), text(cells.filter { $0.style == style }).trimmingCharacters(in: .whitespaces))
        }
        return ("", "")
    }

    @Test(
        "the selected segment is always shown, the cut ones marked",
        arguments: [24, 30, 40, 80], [nil, "Collapse when"])
    func selectedStaysInView(columns: Int, title: String?) {
        for selected in Self.options.indices {
            let (line, shown) = draw(Self.options, selected: selected, title: title, columns: columns)
            let option = Self.options[selected]
            #expect(shown == option || (shown.hasSuffix("…") && option.hasPrefix(shown.dropLast())), "\(option) at \(columns):\n\(line)")
            let all = Self.options.allSatisfy { line.contains($0) }
            #expect(all == !(line.contains("‹") || line.contains("›")), "cut segments are marked, and only those:\n\(line)")
            if columns == 80 { #expect(all, "\(line)") }
        }
    }

    /// A value that is none of the options (loaded by the app) is the last segment, selected:
    /// no segment was selected, as if the row held nothing.
    @Test func aValueThatIsNoneOfTheOptionsIsTheSelectedLastSegment() {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< SegmentedRow<String>("segments") {
                $0.title = "Tone"; $0.options = ["Dry", "Warm"]; $0.value = "Loud"
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 40, rows: 10))
        #expect(driver.screen.contains("Dry │ Warm │ Loud"), "\(driver.screen)")
        let grid = driver.frame
        let style = TerminalTheme.standard.selectedOption.merging(TextStyle(inverse: true))
        let selected = (0..<grid.rows).flatMap { row in (0..<grid.columns).map { grid[row, $0] } }.filter { $0.style == style }
        #expect(String(selected.map(\.character)).trimmingCharacters(in: .whitespaces) == "Loud")
    }

    @Test("wide characters are measured in columns", arguments: [16, 20, 28, 36])
    func wideCharacters(columns: Int) {
        for selected in Self.wide.indices {
            let (line, shown) = draw(Self.wide, selected: selected, title: "字幕", columns: columns)
            let option = Self.wide[selected]
            #expect(shown == option || (shown.hasSuffix("…") && option.hasPrefix(shown.dropLast())), "\(option) at \(columns):\n\(line)")
            #expect(DisplayWidth.of(line) <= columns)
        }
    }

    @Test(
        "the window holds the selected segment and as many neighbours as fit",
        arguments: [
            ([5, 5, 5, 5], 3, 100, 0..<4), ([5, 5, 5, 5], 3, 13, 2..<4), ([5, 5, 5, 5], 0, 13, 0..<2),
            ([5, 5, 5, 5], 1, 19, 0..<3), ([5, 5, 5, 5], 2, 7, 2..<3), ([5, 5, 5, 5], 2, 3, 2..<3), ([12], 0, 4, 0..<1),
        ])
    func window(widths: [Int], selected: Int, room: Int, expected: Range<Int>) {
        #expect(SegmentsAdapter.window(widths: widths, selected: selected, room: room) == expected)
    }
}
