import Foundation
import Testing

@testable import Eureka

/// Limits that contradict each other, set in a row's definition: a slider whose minimum is above
/// its maximum, a stepper whose step is zero, dates whose earliest is after their latest. Each
/// renderer made something different of them without a word; they are definition errors now.
@Suite("Forms: contradictory limits are definition errors")
struct ContradictoryBoundsTests {
    private static let day = Date(timeIntervalSince1970: 1_795_000_000)

    private static func errors(of row: BaseRow) -> [FormDefinitionError] {
        let form = Form()
        var reported: [FormDefinitionError] = []
        form.onDefinitionError = { reported.append($0) }
        form +++ Section() <<< row
        return reported
    }

    /// A row for each case: rows are not `Sendable`, so the arguments name them.
    private static func row(_ name: String) -> BaseRow {
        switch name {
        case "slider above":
            SliderRow("s") {
                $0.minimumValue = 10; $0.maximumValue = 0
            }
        case "slider nan": SliderRow("s") { $0.minimumValue = .nan }
        case "stepper above":
            StepperRow("s") {
                $0.minimumValue = 5; $0.maximumValue = 1
            }
        case "step zero": StepperRow("s") { $0.stepValue = 0 }
        case "step negative": StepperRow("s") { $0.stepValue = -1 }
        case "dates":
            DateRow("s") {
                $0.minimumDate = day; $0.maximumDate = day.addingTimeInterval(-60)
            }
        case "interval 7": TimeRow("s") { $0.minuteInterval = 7 }
        case "interval 0": CountDownRow("s") { $0.minuteInterval = 0 }
        case "slider fine":
            SliderRow("s") {
                $0.minimumValue = -5; $0.maximumValue = 5
            }
        case "stepper fine":
            StepperRow("s") {
                $0.minimumValue = 3; $0.maximumValue = 3; $0.stepValue = 0.5
            }
        case "dates fine":
            DateRow("s") {
                $0.minimumDate = day; $0.maximumDate = day
            }
        default: TimeRow("s") { $0.minuteInterval = 15 }
        }
    }

    @Test(arguments: [
        ("slider above", "minimumValue 10.0 is not below maximumValue 0.0"),
        ("slider nan", "minimumValue nan and maximumValue 10.0 must be finite"),
        ("stepper above", "minimumValue 5.0 is above maximumValue 1.0"),
        ("step zero", "stepValue 0.0 is not a step above zero"),
        ("step negative", "stepValue -1.0 is not a step above zero"),
        ("dates", "minimumDate 2026-11-18T11:06:40Z is after maximumDate 2026-11-18T11:05:40Z"),
        ("interval 7", "minuteInterval 7 does not divide an hour (1 to 30 minutes); 1 is used"),
        ("interval 0", "minuteInterval 0 does not divide an hour (1 to 30 minutes); 1 is used"),
    ])
    func contradictoryLimitsAreReported(name: String, problem: String) throws {
        let errors = Self.errors(of: Self.row(name))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.code == .contradictoryBounds)
        #expect(error.reason == .contradictoryBounds(problem))
        #expect(error.message.hasSuffix("contradict each other: \(problem)"), "\(error.message)")
    }

    @Test(arguments: ["slider fine", "stepper fine", "dates fine", "interval 15"])
    func agreeingLimitsAreNot(name: String) {
        #expect(Self.errors(of: Self.row(name)).isEmpty)
    }
}
