import Testing

@testable import Eureka

@Suite("Keyboard input filters")
struct KeyboardFilterTests {
    @Test(arguments: [
        (KeyboardType.numberPad, "a1-2.3 4", "1234"),
        (.asciiCapableNumberPad, "١2", "2"),
        (.decimalPad, "-1.2.3x", "-1.23"),
        (.decimalPad, "1-2", "12"),
        (.phonePad, "+1 (555) 010-999 ext", "+1 (555) 010-999 "),
        (.emailAddress, "ada @example.org", "ada@example.org"),
        (.URL, "https://a b", "https://ab"),
        (.twitter, "@ada lovelace", "@adalovelace"),
        (.asciiCapable, "José", "Jos"),
        (.default, "José Ω", "José Ω"),
        (.numbersAndPunctuation, "SW1A 1AA", "SW1A 1AA"),
    ])
    func keyboardsFilterTypedText(keyboard: KeyboardType, typed: String, accepted: String) {
        #expect(keyboard.inputFilter().filter(typed, into: "") == accepted)
    }

    @Test(arguments: [
        (KeyboardType.default, TextInputFilter.CharacterRule.any), (.webSearch, .any), (.asciiCapable, .ascii),
        (.emailAddress, .noWhitespace), (.URL, .noWhitespace), (.twitter, .noWhitespace), (.numberPad, .digits),
        (.asciiCapableNumberPad, .digits), (.decimalPad, .decimal), (.phonePad, .phone),
    ])
    func eachKeyboardsRuleIsDataARendererCanCarry(keyboard: KeyboardType, rule: TextInputFilter.CharacterRule) {
        #expect(keyboard.inputFilter().rule == rule)
    }

    @Test func decimalPadTakesOneSeparatorAndALeadingSign() {
        let filter = KeyboardType.decimalPad.inputFilter(decimalSeparator: ",")
        #expect(filter.filter(",", into: "1,5") == "")
        #expect(filter.filter(".", into: "1") == "")
        #expect(filter.filter(",", into: "15") == ",")
        #expect(filter.filter("-", into: "15") == "")
        #expect(filter.filter("-", into: "15", at: 0) == "-")
        #expect(filter.filter("-", into: "-15", at: 0) == "")
    }

    /// A lone separator a number field refused says why, when a person might not see it
    /// ("3,5" read 35 with only "“,” cannot be typed here" said); invisible characters are named.
    @Test(arguments: [
        (KeyboardType.decimalPad, ".", ",", "“,” cannot be typed here: the decimal separator here is “.”"),
        (.decimalPad, ",", ".", "“.” cannot be typed here: the decimal separator here is “,”"),
        (.decimalPad, ".", ".", "“.” cannot be typed here: a number takes one decimal separator"),
        (.decimalPad, ".", "\u{66B}", "“\u{66B}” cannot be typed here: the decimal separator here is “.”"),
        (.numberPad, ".", ",", "“,” cannot be typed here: whole numbers only, without separators"),
        (.numberPad, ".", "x", "“x” cannot be typed here"),
        (.decimalPad, ".", "\u{A0}", "“\u{A0}” (no-break space) cannot be typed here"),
        (.emailAddress, ".", "\u{200B}", "“\u{200B}” (zero width space) cannot be typed here"),
        (.emailAddress, ".", ",", "“,” cannot be typed here"),
    ])
    func aRefusalSaysWhyWhenItIsNotPlain(keyboard: KeyboardType, separator: String, typed: String, message: String) {
        #expect(keyboard.inputFilter(decimalSeparator: separator).typingRefusal(typed) == message)
    }

    @Test func aNumberPadTakesALeadingMinusOnlyWhenTheValueCanBeNegative() {
        let signed = KeyboardType.numberPad.inputFilter(allowsMinusSign: true)
        #expect(signed.filter("-1-2", into: "") == "-12")
        #expect(signed.filter("-", into: "15") == "")
        #expect(signed.filter("-", into: "15", at: 0) == "-")
        #expect(signed.filter("-", into: "-15", at: 0) == "")
        #expect(signed.filter("7", into: "-5", at: 0) == "", "nothing goes before the sign")
        #expect(KeyboardType.decimalPad.inputFilter().filter("7", into: "-5", at: 0) == "")
        #expect(signed.filter("7", into: "-5", at: 1) == "7")
        #expect(KeyboardType.numberPad.inputFilter().filter("-1", into: "") == "1", "a PIN pad has no minus")
        func entry(_ row: BaseRow) -> TextEntry? {
            guard case .text(let entry) = row.describe().control else { return nil }
            return entry
        }
        let whole = IntRow()
        _ = whole.cell
        #expect(entry(whole)?.inputFilter.filter("-7", into: "") == "-7")
        let pin = TextRow().cellSetup { cell, _ in cell.textField.keyboardType = .numberPad }
        _ = pin.cell
        #expect(entry(pin)?.inputFilter.filter("-7", into: "") == "7")
    }

    @Test func controlCharactersAreNeverAccepted() {
        let single = KeyboardType.default.inputFilter()
        #expect(single.filter("a\u{1B}[31mb\nc\td\u{7F}", into: "") == "a[31mbcd")
        let multi = KeyboardType.default.inputFilter(allowsNewlines: true)
        #expect(multi.filter("a\r\nb\rc\n", into: "") == "a\nb\nc\n")
    }

    @Test(arguments: [
        (KeyboardType.default, "a\tb\u{7}", "a\tb"),
        (.asciiCapable, "x\t1", "x\t1"),
        (.emailAddress, "a\tb", "ab"),
        (.numberPad, "1\t2", "12"),
    ])
    func aTextAreaKeepsATabWhereItTakesSpaces(keyboard: KeyboardType, pasted: String, accepted: String) {
        // Pasted code or a table's cells keep their tabs in a text area; a one-line field never
        // takes one (a renderer turns it into a space first), nor does a field without spaces.
        let area = keyboard.inputFilter(allowsNewlines: true)
        #expect(area.filter(pasted, into: "") == accepted)
        #expect(area.refusedCharacters(in: pasted, into: "") == "", "a tab is dropped where refused, never named")
        #expect(!keyboard.inputFilter().filter(pasted, into: "").contains("\t"))
    }

    @Test(arguments: [
        (AutocapitalizationType.words, "ada van Gogh", "ada van Gogh"),
        (.sentences, "iPhone. it works! ok", "iPhone. it works! ok"),
        (.allCharacters, "sw1a 1aa", "SW1A 1AA"),
        (.none, "Mixed Case", "Mixed Case"),
    ])
    func onlyCodesTakeCapitalsAsCharactersAreTyped(style: AutocapitalizationType, typed: String, expected: String) {
        let filter = KeyboardType.default.inputFilter(capitalization: style)
        var text = ""
        for character in typed { text += filter.filter(String(character), into: text) }
        #expect(text == expected)
    }

    @Test(arguments: [
        (KeyboardType.numberPad, "2.75", "", "."),
        (.numberPad, "-5", "", "-"),
        (.decimalPad, "1.2.3", "", "."),
        (.decimalPad, "1.5", "2.", "."),
        (.decimalPad, "-1.5", "", ""),
        (.phonePad, "+1 (555) abc-0100", "", "abc"),
        (.numberPad, "12\u{7}3", "", ""),
        (.default, "anything 👩‍💻", "", ""),
    ])
    func refusedCharactersAreNamedEachOnce(keyboard: KeyboardType, pasted: String, into text: String, refused: String) {
        let filter = keyboard.inputFilter()
        #expect(filter.refusedCharacters(in: pasted, into: text) == refused)
        let screened = filter.screen(pasted, into: text)
        #expect(screened.refused == refused)
        #expect(screened.accepted == filter.filter(pasted, into: text), "one pass gives what the two calls give")
    }

    @Test func acceptsChecksWholeText() {
        #expect(KeyboardType.phonePad.inputFilter().accepts("+1 (555) 010-999"))
        #expect(!KeyboardType.numberPad.inputFilter().accepts("12a"))
        #expect(!KeyboardType.decimalPad.inputFilter().accepts("1.2.3"))
    }

    /// Field rows by name, made fresh per test case (rows are not Sendable).
    static let fieldRows: [String: @Sendable () -> BaseRow] = [
        "TextRow": { TextRow() }, "NameRow": { NameRow() }, "PasswordRow": { PasswordRow() },
        "EmailRow": { EmailRow() }, "TwitterRow": { TwitterRow() }, "AccountRow": { AccountRow() },
        "ZipCodeRow": { ZipCodeRow() }, "PhoneRow": { PhoneRow() }, "IntRow": { IntRow() },
        "DecimalRow": { DecimalRow() }, "URLRow": { URLRow() },
    ]

    @Test(arguments: [
        ("TextRow", KeyboardType.default, AutocapitalizationType.sentences, false),
        ("NameRow", .default, .words, false),
        ("PasswordRow", .default, .none, true),
        ("EmailRow", .emailAddress, .none, false),
        ("TwitterRow", .twitter, .none, false),
        ("AccountRow", .asciiCapable, .none, false),
        ("ZipCodeRow", .numbersAndPunctuation, .allCharacters, false),
        ("PhoneRow", .phonePad, .none, false),
        ("IntRow", .numberPad, .none, false),
        ("DecimalRow", .decimalPad, .none, false),
        ("URLRow", .URL, .none, false),
    ])
    func eachFieldRowConfiguresItsTextField(name: String, keyboard: KeyboardType, capitalization: AutocapitalizationType, secure: Bool) throws {
        let make = try #require(Self.fieldRows[name])
        let row = make()
        let field = try #require(row.baseCell as? any TextFieldCell).textField
        #expect(field.keyboardType == keyboard)
        #expect(field.autocapitalizationType == capitalization)
        #expect(field.isSecureTextEntry == secure)
        #expect(row.baseCell.cellCanBecomeFirstResponder())
        #expect(row is any TextInputRow)
    }

    @Test func rowsExposeTheirFilterAndPlaceholder() {
        let row = NameRow {
            $0.placeholder = "Full name"; $0.placeholderColor = .gray; $0.titlePercentage = 0.3
        }
        row.updateCell()
        #expect(row.cell.textField.placeholder == "Full name")
        #expect(row.cell.textField.placeholderColor == .gray)
        #expect(row.cell.titlePercentage == 0.3)
        #expect(row.textInputFilter.capitalization == .words)
        #expect(row.textInputFilter.filter("v", into: "") == "v", "a hardware keyboard keeps the case typed")
        let int = IntRow()
        #expect(int.textInputFilter.filter("4x2", into: "") == "42")
    }
}
