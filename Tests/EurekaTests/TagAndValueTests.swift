import Foundation
import Testing

@testable import Eureka

@Suite("Tags and values")
struct TagAndValueTests {
    private func makeForm() -> Form {
        let form = Form()
        form +++ Section { $0.tag = "main" }
            <<< StringRow("name") { $0.value = "Ada" }
            <<< IntegerRow("age") { $0.value = 36 }
            <<< ToggleRow("flag")
            <<< StringRow("secret") {
                $0.value = "x"; $0.hidden = true
            }
            <<< StringRow()
            +++ Section {
                $0.tag = "hiddenSection"; $0.hidden = true
            }
            <<< StringRow("inHidden") { $0.value = "y" }
        return form
    }

    @Test func rowByTagInItsThreeForms() {
        let form = makeForm()
        let typedValue: RowOf<String>? = form.rowBy(tag: "name")
        let concrete: StringRow? = form.rowBy(tag: "name")
        let base: BaseRow? = form.rowBy(tag: "name")
        #expect(typedValue?.value == "Ada")
        #expect(concrete === typedValue && base === concrete)
        let wrongType: RowOf<Int>? = form.rowBy(tag: "name")
        #expect(wrongType == nil)
        let wrongRow: ToggleRow? = form.rowBy(tag: "name")
        #expect(wrongRow == nil)
        #expect(form.rowBy(tag: "missing") == nil)
    }

    @Test func lookupsFindHiddenRowsAndSections() {
        let form = makeForm()
        #expect(form.rowBy(tag: "secret") != nil)
        #expect(form.rowBy(tag: "inHidden") != nil)
        #expect(form.sectionBy(tag: "hiddenSection")?.isHidden == true)
        #expect(form.sectionBy(tag: "main") === form[0])
    }

    @Test func duplicateTagIsACatchableErrorNamingTheTag() {
        let form = Form()
        var reported: [FormDefinitionError] = []
        form.onDefinitionError = { reported.append($0) }
        let first = StringRow("email"), second = StringRow("email")
        form +++ Section() <<< first <<< second
        #expect(reported.count == 1)
        #expect(reported.first?.reason == .duplicateTag("email"))
        #expect(reported.first?.description.contains("\"email\"") == true)
        #expect(form.rowBy(tag: "email") === first)
        #expect(form[0].count == 2, "the duplicate row is still shown; nothing is lost")
        #expect(throws: FormDefinitionError.self) { try form.checkDefinition() }
    }

    @Test func rowAndSectionTagsShareOneNamespace() {
        let form = Form()
        form.onDefinitionError = { _ in }
        form +++ Section { $0.tag = "same" } <<< StringRow("same")
        #expect(form.definitionErrors.map(\.reason) == [.duplicateTag("same")])
    }

    @Test func changingATagUpdatesTheIndex() {
        let form = makeForm()
        let row = form.rowBy(tag: "name")!
        row.tag = "fullName"
        #expect(form.rowBy(tag: "name") == nil)
        #expect(form.rowBy(tag: "fullName") === row)
    }

    @Test func valuesExcludeHiddenRowsAndSectionsUnlessAsked() {
        let form = makeForm()
        let visible = form.values()
        #expect(Set(visible.keys) == ["name", "age", "flag"])
        #expect(visible["name"] as? String == "Ada")
        #expect(visible["age"] as? Int == 36)
        #expect(visible.keys.contains("flag"), "rows without a value are listed with nil")
        #expect(visible["flag"]! == nil)
        let all = form.values(includeHidden: true)
        #expect(Set(all.keys) == ["name", "age", "flag", "secret", "inHidden"])
    }

    @Test func setValuesRunsThePipelineAndFollowsEurekaOnBadInput() {
        let form = makeForm()
        var changes: [String] = []
        (form.rowBy(tag: "age") as! IntegerRow).onChange { changes.append("age=\($0.value.map(String.init) ?? "nil")") }
        form.setValues(["age": 40, "unknown": 1, "name": 12])
        #expect(changes == ["age=40"])
        #expect((form.rowBy(tag: "name") as! StringRow).value == nil, "wrong type assigns nil, as in Eureka")
        form.setValues(["age": Optional<Int>.none])
        #expect(changes == ["age=40", "age=nil"])
    }

    @Test func assignValuesChecksEverythingFirstAndChangesNothingOnError() {
        let form = makeForm()
        #expect(throws: FormValueError.typeMismatch(tag: "age", expected: "Int", actual: "String")) {
            try form.assignValues(["name": "Grace", "age": "forty"])
        }
        #expect((form.rowBy(tag: "name") as! StringRow).value == "Ada")
        #expect(throws: FormValueError.unknownTag("nope")) { try form.assignValues(["nope": 1]) }
        try? form.assignValues(["name": "Grace", "age": 41, "flag": Optional<Bool>.none])
        #expect((form.rowBy(tag: "name") as! StringRow).value == "Grace")
        #expect((form.rowBy(tag: "age") as! IntegerRow).value == 41)
        let row = form.rowBy(tag: "age")!
        #expect(throws: FormValueError.self) { try row.setBaseValue("x") }
        #expect((row as! IntegerRow).value == 41)
    }

    @Test func resetRestoresTheValueFromWhenTheRowJoinedTheForm() {
        let form = makeForm()
        let name = form.rowBy(tag: "name") as! StringRow
        var changes = 0
        name.onChange { _ in changes += 1 }
        name.value = "Changed"
        #expect(name.wasChanged)
        name.resetRowValue()
        #expect(name.value == "Ada" && !name.wasChanged && changes == 2)
        name.resetValue = "Default"
        form.resetValues()
        #expect(name.value == "Default")
        #expect((form.rowBy(tag: "age") as! IntegerRow).value == 36)
    }

    @Test func exportIsTypedJSONAndDecodesIntoAppTypes() throws {
        struct Profile: Decodable, Equatable { var name: String; var age: Int; var flag: Bool? }
        let form = makeForm()
        let exported = form.exportValues()
        #expect(exported["name"] == .string("Ada"))
        #expect(exported["flag"] == .null)
        #expect(try exported.jsonString() == #"{"age":36,"flag":null,"name":"Ada"}"#)
        #expect(try exported.decode(Profile.self) == Profile(name: "Ada", age: 36, flag: nil))
        let roundTripped = try JSONDecoder().decode(FormValues.self, from: exported.jsonData())
        #expect(roundTripped == exported)
    }

    enum Plan: String { case free, pro }
    struct Point: FormValueConvertible { var x = 1; var formValue: FormValue { .object(["x": .int(x)]) } }

    @Test(
        arguments: [
            (true, FormValue.bool(true)),
            (3 as UInt8, .int(3)),
            (2.5, .double(2.5)),
            (Plan.pro, .string("pro")),
            (Set(["only"]), .array([.string("only")])),
            (Set(["b", "c", "a"]), .array([.string("a"), .string("b"), .string("c")])),
            (Set([3, 1, 2]), .array([.int(1), .int(2), .int(3)])),
            (Tuple(a: "Coffee", b: 2), .array([.string("Coffee"), .int(2)])),
            ([1, 2], .array([.int(1), .int(2)])),
            (["k": 1], .object(["k": .int(1)])),
            (URL(string: "https://example.com/a")!, .string("https://example.com/a")),
            (Point(), .object(["x": .int(1)])),
            (Optional<Int?>.some(.none), .null),
            (Date(timeIntervalSince1970: 0), .date(Date(timeIntervalSince1970: 0))),
        ] as [(any Sendable, FormValue)])
    func valueConversion(input: any Sendable, expected: FormValue) {
        #expect(FormValue(converting: input) == expected)
    }
}
