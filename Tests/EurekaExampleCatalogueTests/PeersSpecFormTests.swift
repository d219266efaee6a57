import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

/// The peers benchmark's form (Benchmarks/peers/fixtures/form-spec.json) built as Eureka rows:
/// the same fields, values, rules and messages as the Python peers build from the same file.
@Suite("peers benchmark spec form")
struct PeersSpecFormTests {
    static let specURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/peers/fixtures/form-spec.json")

    @Test func buildsEveryFieldWithItsRulesAndMessages() throws {
        let controller = try PeersSpecForm.controller(contentsOf: Self.specURL)
        let driver = TerminalFormDriver(showing: controller)
        #expect(controller.form.allRows.count == 1_000)
        #expect(driver.screen.contains("Peers benchmark form"))
        #expect(driver.screen.contains("Ada <b>&\" 0000"), "values are shown as typed")
        #expect(controller.form.validate(quietly: true).isEmpty, "the initial values are valid")

        let text: RowOf<String> = try #require(controller.form.rowBy(tag: "f0000"))
        text.value = ""
        #expect(text.validate(quietly: true).map(\.msg) == ["This field is required."])
        text.value = String(repeating: "x", count: 41)
        #expect(text.validate(quietly: true).map(\.msg) == ["Ensure this value has at most 40 characters."])
        let number: RowOf<Int> = try #require(controller.form.rowBy(tag: "f0001"))
        number.value = 1_000
        #expect(number.validate(quietly: true).map(\.msg) == ["Ensure this value is less than or equal to 999."])
        number.value = -1
        #expect(number.validate(quietly: true).map(\.msg) == ["Ensure this value is greater than or equal to 0."])
        let code: RowOf<String> = try #require(controller.form.rowBy(tag: "f0002"))
        code.value = "AB-12345"
        #expect(code.validate(quietly: true).map(\.msg) == ["Enter a valid value."], "the whole value must match")
        let choice: RowOf<String> = try #require(controller.form.rowBy(tag: "f0003"))
        #expect(choice.value == "c3")
        #expect(choice.displayValueFor?(choice.value) == "Option 3 <b>&\"")
    }

    @Test func aBadSpecIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peers-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("spec.json")
        let text = try String(contentsOf: Self.specURL, encoding: .utf8)
            .replacingOccurrences(of: #""name": "f0001", "kind": "integer""#, with: #""name": "f0001", "kind": "slider""#)
        try text.write(to: bad, atomically: true, encoding: .utf8)
        #expect {
            _ = try PeersSpecForm.controller(contentsOf: bad)
        } throws: { error in
            "\(error)".contains("field f0001") && "\(error)".contains("slider")
        }
        #expect {
            _ = try PeersSpecForm.controller(contentsOf: folder.appendingPathComponent("missing.json"))
        } throws: { error in
            "\(error)".contains("missing.json") && "\(error)".contains("cannot be read")
        }
    }
}
