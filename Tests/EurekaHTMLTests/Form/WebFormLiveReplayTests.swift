import Eureka
import Foundation
import Testing

@testable import EurekaHTML

/// A live request carries the page's state before its change, then the change: the state
/// replayed must not outvote the change, nor must a field left as shown change its row.
@Suite("Web: live changes over the replayed page state")
struct WebFormLiveReplayTests {
    private func session(_ build: @escaping (Form) -> Void) async -> WebFormSession {
        let session = WebFormSession(controller: ClosureFormController(build))
        await session.load()
        return session
    }

    private func live(_ session: WebFormSession, event: String, row: String, fields: [(String, String)], changed: [String]) async -> LiveAnswer {
        var posted = PostedForm(fields: fields.map { PostedForm.Field(name: $0.0, value: $0.1) })
        posted.fields += [("_seq", "1"), ("_event", event), ("_row", row), ("_fields", changed.joined(separator: " "))].map {
            PostedForm.Field(name: $0.0, value: $0.1)
        }
        return await session.handleLive(posted, options: HTMLFormOptions(action: "/form"))
    }

    /// The page held a refused value ("" in a stepper, "11" over its maximum); the number typed
    /// next is taken the first time, not lost to the replayed refusal.
    @Test(arguments: ["", "11"])
    func aNumberTypedAfterARefusedOneIsTaken(refused: String) async throws {
        let session = await session { form in
            form +++ Section()
                <<< StepperRow("guests") {
                    $0.title = "Guests"; $0.minimumValue = 0; $0.maximumValue = 10; $0.value = 2
                }
        }
        let answer = await live(session, event: "change", row: "t-guests", fields: [("t-guests", "7"), ("_prev.t-guests", refused)], changed: ["t-guests"])
        #expect(session.form.rowBy(tag: "guests")?.baseValue as? Double == 7)
        #expect(session.bindingProblems.isEmpty, "\(session.bindingProblems)")
        #expect(answer.rows.first.map { !$0.html.contains("aria-invalid") } ?? true)
    }

    /// Leaving a formatted field as it was shown ("12%" for 0.123456) keeps its exact value.
    @Test func leavingARoundedFieldAsShownKeepsItsValue() async throws {
        let percent = NumberFormatter()
        percent.locale = Locale(identifier: "en_US_POSIX")
        percent.numberStyle = .percent
        let session = await session { form in
            form +++ Section()
                <<< DecimalRow("ratio") {
                    $0.title = "Ratio"; $0.formatter = percent
                }
        }
        session.stateSigner = ChecksumSigner()
        // The page after 0.123456 was typed: it shows "12%" and keeps the exact value.
        let typed = await live(session, event: "blur", row: "t-ratio", fields: [("t-ratio", "0.123456"), ("_prev.t-ratio", "")], changed: ["t-ratio"])
        let kept = try #require(typed.kept)
        let next = WebFormSession(
            controller: ClosureFormController { form in
                form +++ Section()
                    <<< DecimalRow("ratio") {
                        $0.title = "Ratio"; $0.formatter = percent
                    }
            })
        next.stateSigner = session.stateSigner
        await next.load()
        _ = await live(
            next, event: "blur", row: "t-ratio", fields: [("t-ratio", "12%"), ("_prev.t-ratio", "12%")] + kept.map { ("_kept", $0) }, changed: ["t-ratio"])
        #expect(next.form.rowBy(tag: "ratio")?.baseValue as? Double == 0.123456)
    }

    /// Text the row refused, corrected back to the value it kept and left at once: the
    /// correction is taken, not the refused text put back.
    @Test func aRefusedTextCorrectedToTheKeptValueIsTaken() async throws {
        let session = await session { form in
            form +++ Section()
                <<< IntRow("count") {
                    $0.title = "Count"; $0.value = 5
                }
        }
        let answer = await live(session, event: "blur", row: "t-count", fields: [("t-count", "5"), ("_prev.t-count", "abc")], changed: ["t-count"])
        #expect(session.form.rowBy(tag: "count")?.baseValue as? Int == 5)
        #expect(session.bindingProblems.isEmpty && session.form.rowBy(tag: "count")?.errorMessages.isEmpty == true)
        #expect(answer.rows.allSatisfy { !$0.html.contains("abc") })
    }

    /// Controls a browser refilled come as one change of several fields; a lock among them does
    /// not refuse the choice the person made before ticking it.
    @Test func aChoiceRefilledBesideALockIsTaken() async throws {
        let session = await session { form in
            form +++ Section()
                <<< SwitchRow("locked") {
                    $0.title = "Lock"; $0.value = false
                }
                <<< TextRow("name") {
                    $0.title = "Name"; $0.disabled = "$locked == true"
                }
                <<< SegmentedRow<String>("theme") {
                    $0.title = "Theme"; $0.options = ["Light", "Dark"]; $0.value = "Light"; $0.disabled = "$locked == true"
                }
        }
        let theme = try #require(PostedFieldProbe.fieldName(of: "theme", in: session))
        _ = await live(
            session, event: "change", row: "t-locked",
            fields: [
                ("t-locked", ""), ("t-locked", "on"), ("t-name", "Bob"), (theme, "1"), ("_prev.t-locked", ""), ("_prev.t-name", ""), ("_prev." + theme, "0"),
            ],
            changed: ["t-locked", "t-name", theme])
        #expect(session.form.rowBy(tag: "locked")?.baseValue as? Bool == true)
        #expect(session.form.rowBy(tag: "name")?.baseValue as? String == "Bob")
        #expect(session.form.rowBy(tag: "theme")?.baseValue as? String == "Dark")
        #expect(session.form.rowBy(tag: "theme")?.isDisabled == true)
    }
}

/// Signs with a checksum: enough for a test's own state to pass and a changed one to fail.
private struct ChecksumSigner: PageStateSigner {
    func signature(for text: String) -> String {
        String(text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 36)
    }

    func isValid(_ signature: String, for text: String) -> Bool { signature == self.signature(for: text) }
}
