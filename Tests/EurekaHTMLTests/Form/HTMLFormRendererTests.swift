import Eureka
import EurekaHTML
import Foundation
import Testing

@Suite("HTML forms: native, labelled controls from descriptions")
struct HTMLFormRendererTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section(header: "Account", footer: "We never share it")
                <<< EmailRow("email") {
                    $0.title = "Email"; $0.placeholder = "you@example.com"; $0.add(rule: RuleRequired())
                }
                <<< PasswordRow("password") { $0.title = "Password" }
                <<< IntRow("age") { $0.title = "Age" }
                <<< TextAreaRow("notes") { $0.placeholder = "Notes" }
                <<< SwitchRow("news") { $0.title = "Newsletter" }
                <<< CheckRow("terms") { $0.title = "Terms" }
                <<< SliderRow("volume") {
                    $0.title = "Volume"; $0.value = 5
                }
                <<< StepperRow("guests") {
                    $0.title = "Guests"; $0.minimumValue = 1; $0.maximumValue = 8
                }
                <<< SegmentedRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M", "L"]; $0.value = "M"
                }
                <<< PushRow<String>("colour") {
                    $0.title = "Colour"; $0.options = ["Red", "Green"]
                }
                <<< ActionSheetRow<String>("sheet") {
                    $0.title = "Sheet"; $0.options = ["One", "Two"]
                }
                <<< MultipleSelectorRow<String>("langs") {
                    $0.title = "Languages"; $0.options = ["Swift", "Go"]
                }
                <<< DateRow("day") { $0.title = "Day" }
                <<< LabelRow("label") {
                    $0.title = "Version"; $0.value = "2.1"
                }
                <<< ButtonRow("go") { $0.title = "Go" }
                <<< TextRow("secret") {
                    $0.title = "Secret"; $0.hidden = true
                }
                <<< TextRow("locked") {
                    $0.title = "Locked"; $0.disabled = true
                }
        }
    }

    @Test func everyKindOfRowGetsItsNativeControl() async {
        let html = harness.html(await harness.session())
        #expect(html.contains(#"<fieldset class="eu-section" id="sec-s0"><legend class="eu-section-title">Account</legend>"#))
        #expect(html.contains(#"type="email""#) && html.contains(#"autocomplete="email""#) && html.contains(#"inputmode="email""#))
        #expect(html.contains(#"type="password""#) && html.contains(#"autocomplete="current-password""#))
        #expect(html.contains(#"inputmode="numeric""#))
        #expect(html.contains("<textarea") && html.contains(#"aria-label="Notes""#))
        #expect(html.contains(#"type="checkbox" class="eu-switch""#) && html.contains(#"class="eu-check""#))
        #expect(!html.contains("aria-checked"), "a switch's state is the checkbox's own until the script gives it the switch role")
        #expect(html.contains(#"type="range""#) && html.contains(#"type="number""#))
        #expect(
            html.contains(#"<fieldset class="eu-control eu-options eu-options-segments" id="f-t-size""#) && html.contains(#"type="radio" id="o-t-size-0""#),
            "segments are a fieldset of radios, named by its legend")
        #expect(html.contains(#"<fieldset class="eu-control eu-options eu-options-list" id="f-t-sheet""#), "action sheets are radio groups too")
        #expect(html.contains("<select"), "selectors are selects")
        #expect(html.contains(#"type="checkbox" class="eu-check" id="o-t-langs-0""#), "multiple choice is a checkbox group")
        #expect(html.contains(#"type="date""#))
        #expect(html.contains(#"name="_action" value="t-go""#), "buttons press through a submit")
        #expect(!html.contains("Secret"), "hidden rows are not shown")
        #expect(html.contains(#"id="f-t-locked""#) && html.contains("disabled"), "disabled rows are disabled")
    }

    /// One-line fields of words take their direction from what is typed (Arabic reads right to
    /// left, aligned right); fields of digits and secrets have no direction to find, and a text
    /// area none is given (Chromium froze restoring 4 MB into one with `dir="auto"`).
    @Test(arguments: [
        ("f-t-email", true), ("f-t-locked", true), ("f-t-notes", false), ("f-t-password", false), ("f-t-age", false),
    ])
    func wordsTakeTheirDirectionFromWhatIsTyped(id: String, isAuto: Bool) async throws {
        let html = harness.html(await harness.session())
        let start = try #require(html.range(of: #"id="\#(id)""#))
        let tagStart = try #require(html[..<start.lowerBound].lastIndex(of: "<"))
        let tag = html[tagStart..<(html[start.upperBound...].firstIndex(of: ">") ?? html.endIndex)]
        #expect(tag.contains(#"dir="auto""#) == isAuto, "\(tag)")
    }

    /// The server's clock need not be the visitor's: a time says which zone it is in, and its
    /// control is described by that; a date alone has no time to place.
    @Test(arguments: [("Etc/UTC", "UTC"), ("Asia/Tokyo", "Asia/Tokyo"), ("America/New_York", "America/New York")])
    func aTimeSaysWhichZoneItIsIn(identifier: String, shown: String) async throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section(footer: "Local times")
                    <<< DateTimeRow("starts") {
                        $0.title = "Starts"; $0.timeZone = zone
                    }
                    <<< TimeRow("alarm") {
                        $0.title = "Alarm"; $0.timeZone = zone
                    }
                    <<< DateRow("day") {
                        $0.title = "Day"; $0.timeZone = zone
                    }
            }
        }
        let html = harness.html(await harness.session())
        #expect(html.contains(#"id="f-t-starts" name="t-starts" value="" step="60" aria-describedby="ft-s0 zone-t-starts">"#), "\(html)")
        #expect(html.contains(#"<span class="eu-zone" id="zone-t-starts">Time zone: \#(shown)</span>"#))
        #expect(html.contains(#"<span class="eu-zone" id="zone-t-alarm">Time zone: \#(shown)</span>"#))
        #expect(!html.contains("zone-t-day"), "a date alone has no time to place")
    }

    @Test func everyControlIsLabelledAndDescribedByItsFooter() async {
        let html = harness.html(await harness.session())
        for id in ["f-t-email", "f-t-password", "f-t-age", "f-t-news", "f-t-volume", "f-t-colour", "f-t-day"] {
            #expect(html.contains(#"for="\#(id)""#), "\(id) has a label")
        }
        #expect(html.contains(#"aria-describedby="ft-s0""#))
        #expect(html.contains(#"<p class="eu-footer" id="ft-s0">We never share it</p>"#))
    }

    @Test func aBlockedSubmitShowsASummaryAndErrorsUnderRows() async throws {
        let (session, outcome) = await harness.post([("t-email", ""), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        let html = harness.html(session)
        #expect(html.contains(#"<div class="eu-summary" id="eu-summary" role="alert""#))
        #expect(html.contains(##"<a href="#f-t-email">Email: Field required!</a>"##))
        #expect(html.contains(#"aria-invalid="true" aria-describedby="e-t-email-0 ft-s0""#))
        #expect(html.contains(#"<p class="eu-error" id="e-t-email-0">Field required!</p>"#))
    }
}
