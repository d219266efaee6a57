import Eureka
import EurekaHTML
import Foundation
import Testing

@Suite("HTML text fields carry their input filter")
struct TextFilterMarkupTests {
    /// One row of each field kind, tagged by what it should carry.
    static var harness: WebFormHarness {
        WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< TextRow("text") { $0.title = "Text" }
                    <<< IntRow("int") { $0.title = "Int" }
                    <<< DecimalRow("decimal") { $0.title = "Decimal" }
                    <<< EmailRow("email") { $0.title = "Email" }
                    <<< PhoneRow("phone") { $0.title = "Phone" }
                    <<< AccountRow("account") { $0.title = "Account" }
                    <<< ZipCodeRow("zip") { $0.title = "ZIP" }
                    <<< TextRow("pin") { $0.title = "PIN" }
                    .cellSetup { cell, _ in cell.textField.keyboardType = .numberPad }
            }
        }
    }

    /// The input of the row tagged `tag` in `html`, from `<input` to its end.
    static func input(_ tag: String, in html: String) throws -> Substring {
        let start = try #require(html.range(of: #"id="f-t-\#(tag)""#))
        let open = try #require(html[..<start.lowerBound].range(of: "<input", options: .backwards))
        let end = try #require(html[start.upperBound...].firstIndex(of: ">"))
        return html[open.lowerBound...end]
    }

    @Test(arguments: [
        ("text", nil, nil),
        ("int", "digits minus", "-?[0-9]*"),
        ("decimal", "decimal", #"-?[0-9]*(?:\.[0-9]*)?"#),
        ("email", "no-space", #"\P{White_Space}*"#),
        ("phone", "phone", #"[0-9+*#\(\)\-. ]*"#),
        ("account", "ascii", "[ -~]*"),
        ("zip", "upper", nil),
        ("pin", "digits", "[0-9]*"),
    ])
    func eachFieldSaysWhatCanBeTyped(tag: String, filter: String?, pattern: String?) async throws {
        let html = Self.harness.html(await Self.harness.session())
        let input = try Self.input(tag, in: html)
        if let filter {
            #expect(input.contains(#"data-filter="\#(filter)""#), "\(input)")
        } else {
            #expect(!input.contains("data-filter"), "\(input)")
        }
        if let pattern {
            #expect(input.contains(#"pattern="\#(pattern)""#), "\(input)")
        } else {
            #expect(!input.contains("pattern="), "\(input)")
        }
    }

    @Test func aDecimalFieldNamesItsSeparator() async throws {
        let html = Self.harness.html(await Self.harness.session())
        #expect(try Self.input("decimal", in: html).contains(#"data-separator=".""#))
    }

    /// A browser stops typing at `maxlength` and cuts a paste without a word; the rule says
    /// what is too long instead, as the terminal does.
    @Test func aMaximumLengthRuleStopsNoTyping() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in form +++ Section() <<< TextRow("username") { $0.add(rule: RuleMaxLength(maxLength: 12)) } }
        }
        let input = try Self.input("username", in: harness.html(await harness.session()))
        #expect(!input.contains("maxlength"), "\(input)")
    }

    @Test func aFormattedTextThatCannotBeTypedGetsNoPattern() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< IntRow("grouped") {
                        let grouping = NumberFormatter()
                        grouping.locale = Locale(identifier: "en_US")
                        grouping.numberStyle = .decimal
                        $0.formatter = grouping
                        $0.value = 1234
                    }
            }
        }
        let input = try Self.input("grouped", in: harness.html(await harness.session()))
        #expect(input.contains(#"value="1,234""#))
        #expect(input.contains(#"data-filter="digits minus""#), "typing is still filtered")
        #expect(!input.contains("pattern="), "the row's own text would not match")
        #expect(!input.contains("data-reformats"), "formatted when left, not as typed")
    }

    /// A field formatted as it is typed says so, for the script to delete past its separators.
    @Test func aFieldFormattedAsItIsTypedSaysSo() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< IntRow("grouped") {
                        let grouping = NumberFormatter()
                        grouping.numberStyle = .decimal
                        $0.formatter = grouping
                        $0.useFormatterDuringInput = true
                    }
            }
        }
        let input = try Self.input("grouped", in: harness.html(await harness.session()))
        #expect(input.contains(" data-reformats"), "\(input)")
    }

    @Test func aTextAreaIsFilteredWithoutAPattern() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< TextAreaRow("notes") { $0.title = "Notes" }
                    .cellSetup { cell, _ in cell.textField.keyboardType = .asciiCapable }
            }
        }
        let html = harness.html(await harness.session())
        #expect(html.contains(#"data-filter="ascii""#) && !html.contains("pattern="), "textarea has no pattern attribute")
    }
}
