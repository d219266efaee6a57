import Foundation
import Testing

@testable import Eureka

@Suite("Values: applying exported values by tag (the JSON face)")
struct FormValueImportTests {
    private func makeForm() -> (Form, FormInteraction) {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") { $0.add(rule: RuleRequired()) }
            <<< IntRow("age")
            <<< SwitchRow("more") { $0.value = false }
            <<< TextRow("details") { $0.hidden = "$more == false" }
            <<< TextRow("locked") {
                $0.value = "kept"
                $0.disabled = true
            }
            <<< PushRow<String>("colour") { $0.options = ["Red", "Green"] }
            <<< MultipleSelectorRow<String>("tags") { $0.options = ["a", "b", "c"] }
            <<< SliderRow("volume") {
                $0.minimumValue = 0
                $0.maximumValue = 10
            }
            <<< DateRow("day")
        return (form, FormInteraction(form: form))
    }

    @Test func valuesReachTheirRowsThroughTheRowsActions() throws {
        let (form, interaction) = makeForm()
        let problems = interaction.apply(
            FormValues([
                "name": .string("Ada"), "age": .int(36), "more": .bool(true), "details": .string("shown once more is on"),
                "colour": .string("Green"), "tags": .array([.string("c"), .string("a")]), "volume": .int(7),
                "day": .string("2026-11-23T00:00:00Z"),
            ]))
        #expect(problems.isEmpty, "\(problems)")
        let values = form.exportValues()
        #expect(values.values["name"] == .string("Ada"))
        #expect(values.values["age"] == .int(36))
        #expect(values.values["details"] == .string("shown once more is on"), "a row an earlier value shows takes its own")
        #expect(values.values["colour"] == .string("Green"))
        #expect(values.values["tags"] == .array([.string("a"), .string("c")]))
        #expect(values.values["volume"] == .double(7))
        #expect(try #require(form.rowBy(tag: "day") as? DateRow).value == Date(timeIntervalSince1970: 1_795_392_000))
    }

    @Test(
        arguments: [
            ("age", FormValue.string("old"), FormValueProblem.Code.wrongType),
            ("age", .double(1.5), .wrongType),
            ("name", .int(5), .wrongType),
            ("more", .string("yes"), .wrongType),
            ("colour", .string("Blue"), .notAnOption),
            ("tags", .array([.string("z")]), .notAnOption),
            ("volume", .int(11), .outOfRange),
            ("volume", .string("7"), .wrongType),
            ("day", .string("next tuesday"), .wrongType),
            // Days and times that do not exist are refused, not rolled over into other dates.
            ("day", .string("2026-02-30"), .wrongType),
            ("day", .string("2025-02-29T00:00:00Z"), .wrongType),
            ("day", .string("2026-11-23T24:00:00Z"), .wrongType),
            ("day", .string("2026-11-23T09:60:00Z"), .wrongType),
            ("day", .string("2026-11-23T09:30:00+24:00"), .wrongType),
            // Foundation would read a leap second as the next day's midnight; `Date` cannot hold one.
            ("day", .string("2026-12-31T23:59:60Z"), .wrongType),
            ("day", .string("0000-01-01T00:00:00Z"), .wrongType),
            ("day", .string("275760-01-01"), .wrongType),
            ("age", .double(1e20), .outOfRange),
            ("volume", .double(.infinity), .outOfRange),
            ("nothing", .int(1), .unknownKey),
        ] as [(String, FormValue, FormValueProblem.Code)])
    func aValueARowCannotTakeIsAProblemOfItsKeyAndTheRowKeepsItsValue(key: String, value: FormValue, code: FormValueProblem.Code) {
        let (form, interaction) = makeForm()
        let before = form.exportValues()
        let problems = interaction.apply(FormValues([key: value]))
        #expect(problems.map(\.code) == [code])
        #expect(problems.first?.key == key)
        #expect(form.exportValues() == before)
    }

    @Test(arguments: [
        (FormValue.double(1.5), "Expected a whole number, not 1.5."),
        (.string("old"), "Expected a whole number, not text."),
        (.double(1e23), "1e+23 is larger than a whole number here can be (-9223372036854775808 to 9223372036854775807)."),
    ])
    func wholeNumberProblemsNameTheNumberGiven(value: FormValue, message: String) {
        let (_, interaction) = makeForm()
        #expect(interaction.apply(FormValues(["age": value])).map(\.message) == [message])
    }

    @Test(arguments: [(42.0, 42), (-0.0, 0), (-7.0, -7)])
    func aWholeNumberWrittenWithAPointIsTaken(given: Double, stored: Int) {
        let (form, interaction) = makeForm()
        #expect(interaction.apply(FormValues(["age": .double(given)])).isEmpty)
        #expect((form.rowBy(tag: "age") as? IntRow)?.value == stored)
    }

    /// A number is a value, not typed text: a formatter that reads typed digits as cents, a
    /// percentage or a locale's separators never changes it.
    @Test(arguments: [
        (FormValue.int(7), 7.0), (.double(0.5), 0.5), (.double(12.345), 12.345), (.int(100), 100), (.double(1e-5), 1e-5),
        (.double(-0.0), 0),
    ])
    func aNumberIsStoredAsThatNumberWhateverTheFormatter(given: FormValue, stored: Double) throws {
        for locale in ["en_US", "de_DE", "fr_FR"].map(Locale.init(identifier:)) {
            let percent = NumberFormatter()
            percent.numberStyle = .percent
            percent.locale = locale
            let form = Form()
            form +++ Section()
                <<< DecimalRow("till") {
                    $0.formatter = DecimalFormatter(locale: locale)
                    $0.useFormatterDuringInput = true
                }
                <<< DecimalRow("ratio") { $0.formatter = percent }
                <<< IntRow("count") { $0.formatter = percent }
            let interaction = FormInteraction(form: form)
            var keys = ["till": given, "ratio": given]
            if stored.rounded() == stored { keys["count"] = given }
            #expect(interaction.apply(FormValues(keys)).isEmpty)
            #expect(try #require(form.rowBy(tag: "till") as? DecimalRow).value == stored, "\(locale.identifier)")
            #expect(try #require(form.rowBy(tag: "ratio") as? DecimalRow).value == stored, "\(locale.identifier)")
            if stored.rounded() == stored { #expect(try #require(form.rowBy(tag: "count") as? IntRow).value == Int(stored)) }
            #expect(form.exportValues().values["till"]?.isJSONEqual(to: given) == true, "exports as sent")
        }
    }

    @Test func aNumberClearsTheTextARowCouldNotParse() throws {
        let (form, interaction) = makeForm()
        let age = try #require(form.rowBy(tag: "age") as? IntRow)
        try interaction.setText("forty", in: age)
        #expect(age.inputError != nil)
        #expect(interaction.apply(FormValues(["age": .int(40)])).isEmpty)
        #expect(age.inputError == nil && age.value == 40)
    }

    @Test func aNumberTheRowsFormatCannotShowIsRefusedAndChangesNothing() throws {
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        let form = Form()
        form +++ Section()
            <<< DecimalRow("ratio") {
                $0.formatter = percent
                $0.value = 0.5
            }
        let problems = FormInteraction(form: form).apply(FormValues(["ratio": .double(1e308)]))
        #expect(problems.map(\.message) == ["1e+308 is too large for this row's format."])
        #expect((form.rowBy(tag: "ratio") as? DecimalRow)?.value == 0.5)
    }

    @Test(arguments: [
        ("2026-02-30", "“2026-02-30” is not a date that can be kept: there is no such day."),
        ("2026-12-31T23:59:60Z", "“2026-12-31T23:59:60Z” is not a date that can be kept: leap seconds cannot be stored."),
        ("0000-01-01", "“0000-01-01” is not a date that can be kept: years run from 1 to 275759."),
        ("2026-11-23T25:00:00Z", "“2026-11-23T25:00:00Z” is not a date that can be kept: there is no such time of day."),
        // Stored and exported in UTC, so the offset decides the year: year 0 or 275760 would
        // be exported as a date nothing reads back.
        (
            "0001-01-01T00:00:00+01:00",
            "“0001-01-01T00:00:00+01:00” is not a date that can be kept: in UTC that is in year 0, and years run from 1 to 275759."
        ),
        (
            "275759-12-31T23:59:00-01:00",
            "“275759-12-31T23:59:00-01:00” is not a date that can be kept: in UTC that is in year 275760, and years run from 1 to 275759."
        ),
        ("23/11/2026", "Expected an ISO 8601 date like “2026-11-23T09:30:00Z”, not “23/11/2026”."),
        // Foundation's calendar has no such days (it is Julian before them): it would move them on.
        ("1582-10-10T12:00:00Z", "“1582-10-10T12:00:00Z” is not a date that can be kept: the calendar goes from 4 to 15 October 1582."),
        ("1582-10-05", "“1582-10-05” is not a date that can be kept: the calendar goes from 4 to 15 October 1582."),
        ("1582-10-14T23:00:00+02:00", "“1582-10-14T23:00:00+02:00” is not a date that can be kept: the calendar goes from 4 to 15 October 1582."),
    ])
    func aDateThatCannotBeKeptSaysWhy(text: String, message: String) {
        let (_, interaction) = makeForm()
        #expect(interaction.apply(FormValues(["day": .string(text)])).map(\.message) == [message])
    }

    @Test(arguments: [
        "10000-01-01T11:00:00Z", "275759-12-31", "0001-01-01T00:00:00Z", "0001-01-01T01:00:00+01:00", "275759-12-31T23:59:59Z",
        "275759-12-31T22:59:00-01:00", "0001-01-01T00:00:00-01:00", "1582-10-04T12:00:00Z", "1582-10-15T12:00:00Z", "1500-03-01",
    ])
    func datesAsFarAsAPageTakesThemRoundTrip(text: String) throws {
        let (form, interaction) = makeForm()
        #expect(interaction.apply(FormValues(["day": .string(text)])).isEmpty)
        let exported = try #require(form.exportValues().values["day"])
        let (again, reimport) = makeForm()
        #expect(reimport.apply(FormValues(["day": exported])).isEmpty, "\(exported) reads back")
        #expect(again.exportValues().values["day"] == exported)
        if text.hasSuffix("Z") { #expect(try FormValues(["day": exported]).jsonString().contains(text), "the same day and time, not moved") }
    }

    @Test func aRowShownOrEnabledByALaterValueTakesItsOwn() {
        let form = Form()
        form +++ Section()
            <<< TextRow("reason") { $0.hidden = "$declined != true" }
            <<< TextRow("note") { $0.disabled = "$declined != true" }
            <<< SwitchRow("declined") { $0.value = false }
        let problems = FormInteraction(form: form).apply(
            FormValues(["reason": .string("busy"), "note": .string("sorry"), "declined": .bool(true)]))
        #expect(problems.isEmpty, "\(problems)")
        #expect(form.rowBy(tag: "reason")?.baseValue as? String == "busy")
        #expect(form.rowBy(tag: "note")?.baseValue as? String == "sorry")
    }

    @Test func aDuplicatedTagReachesOnlyTheRowRegisteredUnderIt() {
        let form = Form()
        form.onDefinitionError = { _ in }
        form +++ Section()
            <<< TextRow("name")
            <<< TextRow("name")
        let rows = form.allRows
        let problems = FormInteraction(form: form).apply(FormValues(["name": .string("Ada")]))
        #expect(problems.isEmpty)
        #expect(rows[0].baseValue as? String == "Ada")
        #expect(rows[1].baseValue == nil, "the second row was refused the tag")
        #expect(form.exportValues().values["name"] == .string("Ada"))
    }

    @Test func hiddenDisabledAndUnknownKeysAsTheAppChooses() {
        let (form, interaction) = makeForm()
        let values = FormValues(["details": .string("crafted"), "locked": .string("crafted"), "extra": .bool(true)])
        #expect(interaction.apply(values, unknownKeys: .ignore).isEmpty)
        #expect(form.rowBy(tag: "details")?.baseValue == nil)
        #expect(form.rowBy(tag: "locked")?.baseValue as? String == "kept")
        #expect(interaction.apply(values).map(\.key) == ["extra"])
    }

    @Test func textARowCannotParseStaysAsItsInputErrorAndBlocksTheSubmit() {
        let form = Form()
        form +++ Section() <<< URLRow("site")
        let interaction = FormInteraction(form: form)
        #expect(interaction.apply(FormValues(["site": .string("not a url")])).isEmpty)
        #expect(!form.submission().isAccepted)
    }

    @Test func aMultivaluedSectionTakesAListOneRowPerElement() {
        let form = Form()
        form
            +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
                $0.tag = "phones"
                $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
            }
        let interaction = FormInteraction(form: form)
        #expect(interaction.apply(FormValues(["phones": .array([.string("123"), .string("456")])])).isEmpty)
        #expect(form.exportValues().values["phones"] == .array([.string("123"), .string("456")]))
        #expect(interaction.apply(FormValues(["phones": .array([.string("789")])])).isEmpty)
        #expect(form.exportValues().values["phones"] == .array([.string("789")]))
        #expect(interaction.apply(FormValues(["phones": .string("789")])).map(\.code) == [.wrongType])
        let tooLong = FormValues(["phones": .array((0..<4).map { .string("\($0)") })])
        let problems = interaction.apply(tooLong, maximumListLength: 3)
        #expect(problems == [FormValueProblem(key: "phones", code: .outOfRange, message: "The list takes at most 3 items, not 4.")])
        #expect(form.exportValues().values["phones"] == .array([.string("789")]), "a list over the limit changes nothing")
        #expect(interaction.apply(FormValues(["phones": .array((0..<3).map { .string("\($0)") })]), maximumListLength: 3).isEmpty)
    }
}

@Suite("Values: the form's JSON Schema")
struct FormJSONSchemaTests {
    private func property(_ schema: FormValue, _ tag: String) -> [String: FormValue] {
        guard case .object(let object) = schema, case .object(let properties)? = object["properties"], case .object(let property)? = properties[tag] else {
            return [:]
        }
        return property
    }

    @Test func typesComeFromTheControlsAndBoundsFromTheRules() {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") {
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleMaxLength(maxLength: 20))
            }
            <<< IntRow("age") {
                $0.add(rule: RuleGreaterOrEqualThan(min: 18))
                $0.add(rule: RuleSmallerThan(max: 100))
            }
            <<< EmailRow("email") { $0.add(rule: RuleEmail()) }
            <<< SwitchRow("news")
            <<< PushRow<String>("colour") { $0.options = ["Red", "Green"] }
            <<< MultipleSelectorRow<String>("tags") { $0.options = ["a", "b"] }
            <<< StepperRow("guests") {
                $0.minimumValue = 1
                $0.maximumValue = 8
            }
            <<< TextRow("code") { $0.add(rule: RuleRegExp(regExpr: "[A-Z]{3}")) }
            <<< TextRow("why") {
                $0.hidden = "$news == false"
                $0.add(rule: RuleClosure { _ in nil })
            }
        let schema = form.jsonSchema(title: "Sign up")
        guard case .object(let root) = schema else {
            Issue.record("not an object")
            return
        }
        #expect(root["required"] == .array([.string("name")]))
        #expect(root["title"] == .string("Sign up"))
        #expect(root["additionalProperties"] == .bool(false), "apply reports unknown keys by default, so the schema refuses them")
        guard case .object(let open) = form.jsonSchema(unknownKeys: .ignore) else { return }
        #expect(open["additionalProperties"] == nil)
        #expect(property(schema, "name")["type"] == .string("string"))
        #expect(property(schema, "name")["minLength"] == .int(1))
        #expect(property(schema, "name")["maxLength"] == .int(20))
        #expect(property(schema, "age")["type"] == .array([.string("integer"), .string("null")]))
        #expect(property(schema, "age")["minimum"] == .int(18))
        #expect(property(schema, "age")["exclusiveMaximum"] == .int(100))
        #expect(property(schema, "email")["anyOf"] == .array([.object(["const": .string("")]), .object(["format": .string("email")])]))
        #expect(property(schema, "news")["type"] == .array([.string("boolean"), .string("null")]))
        #expect(property(schema, "colour")["enum"] == .array([.string("Red"), .string("Green"), .null]))
        #expect(property(schema, "tags")["items"] == .object(["enum": .array([.string("a"), .string("b")])]))
        #expect(property(schema, "guests")["minimum"] == .int(1))
        #expect(property(schema, "guests")["maximum"] == .int(8))
        #expect(property(schema, "code")["anyOf"] == .array([.object(["const": .string("")]), .object(["pattern": .string("^(?:[A-Z]{3})$")])]))
        guard case .string(let notes)? = property(schema, "why")["description"] else {
            Issue.record("conditions and closure rules are described")
            return
        }
        #expect(notes.contains("RuleClosure") && notes.contains("$news == false"))
    }

    @Test func emptyTextIsNoValueInTheSchemaAsInTheRules() {
        let form = Form()
        form +++ Section()
            <<< TextRow("short") { $0.add(rule: RuleMinLength(minLength: 3)) }
            <<< TextRow("code") { $0.add(rule: RuleRegExp(regExpr: "[A-Z]{3}", allowsEmpty: false)) }
            <<< URLRow("site") { $0.add(rule: RuleURL(allowsEmpty: false)) }
            <<< TextRow("name") {
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleMinLength(minLength: 2))
            }
        let schema = form.jsonSchema()
        // The rules: "" and nil pass RuleMinLength; RuleRegExp and RuleURL without allowsEmpty refuse both.
        let interaction = FormInteraction(form: form)
        let problems = interaction.apply(FormValues(["short": .string(""), "code": .string(""), "site": .null, "name": .string("")]))
        #expect(problems.isEmpty)
        let failing = Set(form.validate().compactMap(\.rowTag))
        #expect(failing == ["code", "site", "name"])
        // The schema: "" is allowed where the rules allow it, refused (and null too) where they do not.
        #expect(property(schema, "short")["anyOf"] == .array([.object(["const": .string("")]), .object(["minLength": .int(3)])]))
        #expect(property(schema, "code")["type"] == .string("string"))
        #expect(property(schema, "code")["minLength"] == .int(1))
        #expect(property(schema, "code")["anyOf"] == nil)
        #expect(property(schema, "site")["type"] == .string("string"))
        #expect(property(schema, "site")["minLength"] == .int(1))
        #expect(property(schema, "name")["minLength"] == .int(2))
        guard case .object(let root) = schema else { return }
        #expect(root["required"] == .array(["code", "site", "name"].map(FormValue.string)))
    }

    /// A required row behind a switch that is off: hidden by its own condition, its section's,
    /// both, or neither (the text of each condition, nil for none).
    @Test(
        arguments: [
            (nil, nil, nil),
            ("$other == false", nil, "Read only while shown: hidden when “$other == false”. Required while shown."),
            (nil, "$more == false", "Read only while shown: hidden with its section when “$more == false”. Required while shown."),
            (
                "$other == false", "$more == false",
                "Read only while shown: hidden when “$other == false”, and with its section when “$more == false”. Required while shown."
            ),
        ] as [(String?, String?, String?)])
    func aSectionsConditionCountsAsTheRowsOwn(rowHidden: String?, sectionHidden: String?, note: String?) {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("more") { $0.value = false }
            <<< SwitchRow("other") { $0.value = false }
        form
            +++ Section("More") { $0.hidden = sectionHidden.map(Condition.init(stringLiteral:)) }
            <<< TextRow("extra") {
                $0.add(rule: RuleRequired())
                $0.hidden = rowHidden.map(Condition.init(stringLiteral:))
            }
        let schema = form.jsonSchema()
        let isConditional = rowHidden != nil || sectionHidden != nil
        guard case .object(let root) = schema else { return }
        #expect(root["required"] == .array(isConditional ? [] : [.string("extra")]))
        #expect(property(schema, "extra")["description"] == note.map(FormValue.string))
        // Null is what the server takes for the row while hidden: the schema allows it then.
        let type = property(schema, "extra")["type"]
        #expect(type == (isConditional ? .array([.string("string"), .string("null")]) : .string("string")))
        // The server's side: the body the schema allows is accepted.
        var body: [String: FormValue] = ["more": .bool(false)]
        if isConditional { body["extra"] = .null }
        FormInteraction(form: form).apply(FormValues(body))
        #expect(form.submission().isAccepted == isConditional)
    }

    /// A multivalued section holding `kind`'s rows, with the tag "list".
    private func listForm(_ kind: String) -> Form {
        let form = Form()
        switch kind {
        case "tags":
            form
                +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Tags") {
                    $0.tag = "list"
                    $0.multivaluedRowToInsertAt = { _ in NameRow { $0.placeholder = "Tag name" } }
                    $0 <<< NameRow { $0.value = "Swift" }
                }
        case "phones":
            form
                +++ GenericMultivaluedSection<LabelRow>(multivaluedOptions: .Insert, header: "Phones") {
                    $0.tag = "list"
                    $0.multivaluedRowToInsertAt = { index in PhoneRow { $0.title = "Phone \(index + 1)" } }
                }
        case "guests":
            form
                +++ MultivaluedSection(multivaluedOptions: .Delete, header: "Guests") {
                    $0.tag = "list"
                    for guest in ["Alan", "Barbara", "Claude"] { $0 <<< TextRow { $0.value = guest } }
                }
        case "podium":
            form
                +++ MultivaluedSection(multivaluedOptions: .Reorder, header: "Podium") {
                    $0.tag = "list"
                    for runner in ["Ada", "Grace", "Edsger"] { $0 <<< LabelRow { $0.value = runner } }
                }
        case "required":
            form
                +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Names") {
                    $0.tag = "list"
                    $0.multivaluedRowToInsertAt = { _ in TextRow { $0.add(rule: RuleRequired()) } }
                }
        default:
            // The section's own row reads the first element; inserted rows the rest.
            form
                +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Mixed") {
                    $0.tag = "list"
                    $0.multivaluedRowToInsertAt = { _ in TextRow() }
                    $0 <<< IntRow()
                }
        }
        return form
    }

    @Test(
        arguments: [
            ("tags", "Tags", [:], ["type": .array([.string("string"), .string("null")])], 500),
            ("phones", "Phones", [:], ["type": .array([.string("string"), .string("null")])], 500),
            ("guests", "Guests", [:], ["type": .array([.string("string"), .string("null")])], 3),
            ("required", "Names", [:], ["type": .string("string"), "minLength": .int(1)], 500),
            (
                "mixed", "Mixed", ["prefixItems": .array([.object(["type": .array([.string("integer"), .string("null")])])])],
                ["type": .array([.string("string"), .string("null")])], 500
            ),
        ] as [(String, String, [String: FormValue], [String: FormValue], Int)])
    func aListsElementsAreTypedFromTheRowsThatReadThem(kind: String, title: String, extra: [String: FormValue], items: [String: FormValue], maxItems: Int) {
        let form = listForm(kind)
        let expected = extra.merging(["type": .string("array"), "title": .string(title), "items": .object(items), "maxItems": .int(maxItems)]) { old, _ in old }
        #expect(property(form.jsonSchema(maximumListLength: 500), "list") == expected)
        #expect(form.allRows.count == listForm(kind).allRows.count, "the inserted row is only looked at")
    }

    @Test(arguments: ["tags", "phones", "required", "mixed"])
    func aListThatCanGrowHasNoMaximumUnlessOneIsGiven(kind: String) {
        #expect(property(listForm(kind).jsonSchema(), "list")["maxItems"] == nil)
    }

    /// Bodies on both sides of each list's schema, and whether the schema allows them.
    @Test(
        arguments: [
            ("tags", [FormValue.string("Swift"), .null], true),
            ("tags", [.int(1)], false),
            ("phones", [.string("123")], true),
            ("phones", [.int(1)], false),
            ("phones", [.null, .string("")], true),
            ("guests", [.null, .string("Ada")], true),
            ("guests", [.string("A"), .string("B"), .string("C"), .string("D")], false),
            ("required", [.string("Ada")], true),
            ("required", [.null], false),
            ("required", [.string("")], false),
            ("mixed", [.int(4), .string("four")], true),
            ("mixed", [.string("four")], false),
            ("mixed", [.int(4), .int(4)], false),
            ("podium", [.string("Edsger"), .string("Ada"), .string("Grace")], true),
            ("podium", [.string("Ada"), .string("Grace"), .string("Edsger")], true),
            ("podium", [], false),
            ("podium", [.string("Ada"), .string("Grace")], false),
            ("podium", [.string("a"), .string("b"), .string("c")], false),
            ("podium", [.string("Ada"), .string("Grace"), .null], false),
        ] as [(String, [FormValue], Bool)])
    func theServerAcceptsWhatTheListsSchemaAllows(kind: String, elements: [FormValue], isValid: Bool) {
        let form = listForm(kind)
        let problems = FormInteraction(form: form).apply(FormValues(["list": .array(elements)]))
        #expect((problems.isEmpty && form.submission().isAccepted) == isValid)
    }

    /// A list that can only be reordered, of rows that take no value: read as a reordering, so
    /// the schema names its items and their number instead of calling them read-only.
    @Test func aReorderOnlyListOfLabelsIsDescribedAsAReordering() {
        let list = property(listForm("podium").jsonSchema(), "list")
        #expect(list["minItems"] == .int(3) && list["maxItems"] == .int(3))
        guard case .object(let items)? = list["items"] else {
            Issue.record("one schema for every item")
            return
        }
        #expect(items["enum"] == .array([.string("Ada"), .string("Grace"), .string("Edsger")]))
        #expect(items["readOnly"] == nil)
    }

    /// A row added and left empty is no entry of the list (as `values()` gives it in Eureka);
    /// a client may still send null for an element, which the schema allows.
    @Test func anEmptyInsertedElementIsNoEntryAndNullIsAllowed() throws {
        let form = listForm("tags")
        let items = property(form.jsonSchema(), "list")["items"]
        FormInteraction(form: form).insertMultivaluedRow(in: try #require(form.sectionBy(tag: "list") as? MultivaluedSection))
        #expect(form.exportValues().values["list"] == .array([.string("Swift")]))
        #expect(items == .object(["type": .array([.string("string"), .string("null")])]), "null is an element the schema allows")
    }
}
