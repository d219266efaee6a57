import Eureka
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("The terminal renders descriptions only")
struct RendererBoundaryTests {
    /// The package root, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func swiftFiles(under folder: String) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    /// Every row and cell class the core declares (plain string scanning: Regex is slow in debug).
    private static func coreRowAndCellTypes() throws -> Set<String> {
        var names = Set<String>()
        for file in try swiftFiles(under: "Sources/Eureka") {
            let words = try String(contentsOf: file, encoding: .utf8).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            for (word, next) in zip(words, words.dropFirst()) where word == "class" {
                let name = String(next)
                if name.first?.isUppercase == true, name.hasSuffix("Row") || name.hasSuffix("Cell") || name.hasSuffix("Of") || name.hasSuffix("Base") {
                    names.insert(name)
                }
            }
        }
        return names
    }

    @Test func noConcreteRowTypesAndNoGuessingFromCellStyling() throws {
        let types = try Self.coreRowAndCellTypes()
        #expect(types.contains("SwitchRow") && types.contains("FieldCell"), "the scan finds the core's types")
        let forbidden = ["accessoryType", "textAlignment", "baseCell", "textLabel", "detailTextLabel", ".cell."]
        var offences: [String] = []
        for file in try Self.swiftFiles(under: "Sources/EurekaTerminal") {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                // `is X`, `as? X`, `as! X`, `is any X`: a cast or check naming a core row or cell type.
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { $0 != "any" }
                for (word, next) in zip(words, words.dropFirst()) where (word == "is" || word == "as") && types.contains(String(next)) {
                    offences.append("\(file.lastPathComponent):\(number + 1): \(next)")
                }
                for word in forbidden where line.contains(word) {
                    offences.append("\(file.lastPathComponent):\(number + 1): \(word)")
                }
            }
        }
        #expect(offences.isEmpty, "EurekaTerminal must render descriptions, not row types or cell styling:\n\(offences.joined(separator: "\n"))")
    }

    @Test func drawingRunsNoCellUpdatesForUnchangedRows() {
        var updates = 0
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextRow("name") { $0.title = "Name" }.cellUpdate { _, _ in updates += 1 }
            <<< SwitchRow("news") { $0.title = "News" }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 10))
        let afterFirstFrame = updates
        for width in 51...60 { driver.send(.resize(TerminalSize(columns: width, rows: 10))) }
        #expect(updates == afterFirstFrame, "redrawing unchanged rows runs no cellUpdate")
        driver.press(.character("A"))
        #expect(updates > afterFirstFrame, "a change updates the cell once before the next frame")
    }

    @Test func aSelectorFilterKeepsOptionsOwnConditions() {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("colour") {
                $0.title = "Colour"
                $0.options = ["Red", "Green", "Grey"]
            }.onPresent { _, selector in
                selector.selectableRowSetup = { option in
                    if option.selectableValue == "Grey" { option.hidden = "$nothing == nil" }
                }
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 12))
        driver.press(.enter)
        #expect(driver.screen.contains("Green") && !driver.screen.contains("Grey"))
        driver.press(.character("/"))
        driver.type("gr")
        #expect(driver.screen.contains("Green") && !driver.screen.contains("Grey") && !driver.screen.contains("Red"))
        driver.press(.escape)
        #expect(driver.screen.contains("Red") && driver.screen.contains("Green") && !driver.screen.contains("Grey"), "\(driver.screen)")
    }
}
