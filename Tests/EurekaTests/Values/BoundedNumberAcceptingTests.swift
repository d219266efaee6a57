import Foundation
import Testing

@testable import Eureka

@Suite("Numbers from outside: a page or a JSON body, held to the bounds and the step the schema states")
struct BoundedNumberAcceptingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var number: BoundedNumber
        var amount: Double
        var accepted: Bool
        var testDescription: String { name }
    }

    static let stepper = BoundedNumber(value: nil, minimum: 0, maximum: 10, step: 1, style: .stepper)
    static let tenths = BoundedNumber(value: nil, minimum: 0, maximum: 1, step: 0.1, style: .slider)
    static let continuous = BoundedNumber(value: nil, minimum: 0, maximum: 10, step: nil, style: .slider)
    static let offset = BoundedNumber(value: nil, minimum: 0.5, maximum: 10, step: 1, style: .stepper)

    static let cases: [Case] = [
        Case(name: "a whole step", number: stepper, amount: 2, accepted: true),
        Case(name: "between steps", number: stepper, amount: 2.5, accepted: false),
        Case(name: "below the minimum", number: stepper, amount: -1, accepted: false),
        Case(name: "above the maximum", number: stepper, amount: 11, accepted: false),
        Case(name: "infinity", number: stepper, amount: .infinity, accepted: false),
        Case(name: "three tenths, inexact in binary", number: tenths, amount: 0.3, accepted: true),
        Case(name: "between tenths", number: tenths, amount: 0.35, accepted: false),
        Case(name: "seven tenths, a unit in the last place short", number: tenths, amount: 0.7, accepted: true),
        Case(name: "a tenth of a billionth off a whole step", number: stepper, amount: 3.000_000_000_1, accepted: false),
        Case(name: "a tenth of a billionth off a tenth", number: tenths, amount: 0.300_000_000_1, accepted: false),
        Case(name: "a tiny number is not zero steps", number: stepper, amount: 1e-300, accepted: false),
        Case(name: "the smallest double is not zero steps", number: stepper, amount: .leastNonzeroMagnitude, accepted: false),
        Case(name: "zero", number: stepper, amount: 0, accepted: true),
        Case(name: "negative zero", number: stepper, amount: -0.0, accepted: true),
        Case(name: "anywhere on a continuous slider", number: continuous, amount: 3.7, accepted: true),
        Case(name: "a step that does not line up with the minimum states none", number: offset, amount: 2.25, accepted: true),
    ]

    @Test(arguments: cases)
    func valuesAreHeldToTheBoundsAndTheStep(_ test: Case) {
        #expect((test.number.expectation(unmetBy: test.amount) == nil) == test.accepted, "\(test.number.expectation(unmetBy: test.amount) ?? "accepted")")
    }

    /// Every decimal multiple of a decimal step is a whole number of steps, however it rounds.
    @Test(arguments: [0.1, 0.01, 0.05, 0.25, 0.3, 0.001, 1.1, 2.5])
    func decimalMultiplesOfADecimalStepAreWholeSteps(_ step: Double) {
        let number = BoundedNumber(value: nil, minimum: 0, maximum: 100_000, step: step, style: .slider)
        #expect(number.multipleOf == step)
        let refused = (0...4_000).compactMap { count -> String? in
            let amount = Double("\(Decimal(count) * Decimal(string: "\(step)")!)")!
            return number.expectation(unmetBy: amount) == nil ? nil : "\(amount)"
        }
        #expect(refused.isEmpty, "\(refused.prefix(5))")
    }

    @Test func theSchemaAndTheCheckStateTheSameStep() {
        #expect(Self.stepper.multipleOf == 1)
        #expect(Self.continuous.multipleOf == nil)
        #expect(Self.offset.multipleOf == nil)
        #expect(Self.stepper.expectation(unmetBy: 2.5) == "a number from 0 to 10 in steps of 1")
    }

    @Test func aJSONListNamingAnOptionTwiceOrANumberOffItsStepIsRefused() {
        let form = Form()
        form +++ Section()
            <<< StepperRow("guests") {
                $0.minimumValue = 0; $0.maximumValue = 10; $0.stepValue = 1
            }
            <<< MultipleSelectorRow<String>("tags") { $0.options = ["a", "b"] }
        let interaction = FormInteraction(form: form)
        let problems = interaction.apply(FormValues(["guests": .double(2.5), "tags": .array([.string("a"), .string("a")])]))
        #expect(problems.map(\.key).sorted() == ["guests", "tags"], "\(problems)")
        #expect(problems.first { $0.key == "guests" }?.code == .outOfRange)
        #expect(form.rowBy(tag: "guests")?.baseValue as? Double == nil, "nothing stored")
        #expect(interaction.apply(FormValues(["guests": .int(3), "tags": .array([.string("b"), .string("a")])])).isEmpty)
    }
    @Test func aWholeNumberWrittenWithAFractionNamesItsOption() {
        let form = Form()
        form +++ Section() <<< PushRow<Int>("servings") { $0.options = [1, 2, 4] }
        let interaction = FormInteraction(form: form)
        #expect(interaction.apply(FormValues(["servings": .double(2.0)])).isEmpty)
        #expect(form.rowBy(tag: "servings")?.baseValue as? Int == 2)
        #expect(interaction.apply(FormValues(["servings": .double(2.5)])).map(\.code) == [.notAnOption])
    }
}
