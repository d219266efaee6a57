import Eureka
import EurekaTerminal
import EurekaTerminalTesting
import Foundation
import TerminalKit
import TerminalKitTesting
import Testing

/// A custom row defined only here, in the test target: a thermostat that holds a whole number
/// of degrees between 16 and 28, in steps of 1. It declares its control once and writes no
/// terminal code.
final class ThermostatRow: Row<Eureka.Cell<Int>>, RowType {
    required init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = { $0.map { "\($0) °C" } }
    }

    override var control: RowControl {
        .number(BoundedNumber(value: value.map(Double.init), start: 20, minimum: 16, maximum: 28, step: 1, style: .stepper, valueText: displayText))
    }

    override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .step(let steps): value = min(max((value ?? 20) + steps, 16), 28)
        case .setNumber(let number): value = Int(min(max(number, 16), 28))
        default: try super.perform(action)
        }
    }
}

/// A custom option row: a choice among three moods, shown as segments everywhere.
final class MoodRow: Row<Eureka.Cell<String>>, RowType {
    static let moods = ["calm", "busy", "away"]
    required init(tag: String?) { super.init(tag: tag) }

    override var control: RowControl {
        .singleChoice(SingleChoice(options: Self.moods, selectedIndex: value.flatMap(Self.moods.firstIndex(of:)), presentation: .segments))
    }

    override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .choose(let index?) where Self.moods.indices.contains(index): value = Self.moods[index]
        case .step(let steps):
            let current = value.flatMap(Self.moods.firstIndex(of:)) ?? 0
            value = Self.moods[min(max(current + steps, 0), Self.moods.count - 1)]
        default: try super.perform(action)
        }
    }
}

private func climateForm() -> FormViewController {
    let controller = FormViewController()
    controller.title = "Climate"
    controller.form +++ Section("Home")
        <<< ThermostatRow("temperature") { $0.title = "Temperature" }
        <<< MoodRow("mood") { $0.title = "Mood" }
    return controller
}

@Suite("A custom row works in every terminal renderer with no terminal code")
struct CustomRowAcrossRenderersTests {
    @Test func filledAndSubmittedThroughTheInteractiveDriver() throws {
        let driver = TerminalFormDriver(controller: climateForm(), size: TerminalSize(columns: 60, rows: 12))
        #expect(driver.screen.contains("Temperature"))
        #expect(driver.screen.contains("− 20 °C +") == false, "no value yet: the stepper shows no number")
        driver.press(.right, times: 3)
        #expect(driver.screen.contains("23 °C"), "\(driver.screen)")
        driver.press(.down)
        driver.press(.right, times: 2)
        #expect(driver.screen.contains(" away "))
        driver.press(.character("s"), modifiers: .control)
        let values = try #require(driver.result?.values)
        #expect(values["temperature"] == .int(23))
        #expect(values["mood"] == .string("away"))
    }

    @Test func filledAndSubmittedThroughLineMode() async throws {
        let console = FakeLineConosoleFactory.make(["40", "27", "2", ""])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(climateForm(), console: console)
        #expect(result.outcome == .submitted)
        #expect(result.values["temperature"] == .int(27))
        #expect(result.values["mood"] == .string("busy"))
        #expect(console.output.contains("Temperature (16–28)"))
        #expect(console.output.contains("✗ choose between 16–28"), "40 is out of range and asked again")
        #expect(console.output.contains("3) away"))
    }
}

/// Makes fake consoles (kept apart so the test reads as a script of answers).
enum FakeLineConosoleFactory {
    static func make(_ answers: [String]) -> FakeLineConsole { FakeLineConsole(input: answers) }
}
