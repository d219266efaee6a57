import CAllocationCounter
import Eureka
import EurekaExampleCatalogue
import EurekaHTML
import Foundation

/// Issue 13's figures: server time for one live update (the form rebuilt from the page's state,
/// the change applied, the answer built), the answer's size, and what a page downloads first.
func runLiveUpdateBenchmarks() async {
    var measurements: [Measurement] = []
    var notes: [String] = []

    // A keystroke in a text field of a small form (the validations example, 12 rows).
    let keystroke = post([
        ("t-required", "Don"), ("_seq", "2"), ("_event", "input"), ("_row", "t-required"), ("_fields", "t-required"), ("_prev.t-required", "Do"),
    ])
    var answerBytes = 0
    measurements.append(
        await measure("keystroke in a text field, small form (12 rows)", iterations: 200, notes: "rebuild, bind, apply, answer, encode") {
            let session = WebFormSession.benchmarked(controller: ValidationsExample())
            await session.load()
            let answer = await session.handleLive(keystroke, options: HTMLFormOptions(action: "/v"))
            answerBytes = encodedSize(answer)
        })
    notes.append("keystroke answer: \(answerBytes) bytes of JSON")

    // One switch in the 10,000-row example: the page sends only the fields it touched.
    let toggle = post([
        ("t-details1", ""), ("t-details1", "on"), ("_seq", "1"), ("_event", "change"), ("_row", "t-details1"), ("_fields", "t-details1"),
        ("_prev.t-details1", ""),
    ])
    var rowsInAnswer = 0
    measurements.append(
        await measure("one switch, 10,000-row form", iterations: 10, samples: 5, notes: "rebuild 10,000 rows, flip 50, answer with them, encode") {
            let session = WebFormSession.benchmarked(controller: LargeFormExample())
            await session.load()
            let answer = await session.handleLive(toggle, options: HTMLFormOptions(action: "/l"))
            answerBytes = encodedSize(answer)
            rowsInAnswer = answer.rows.count + answer.hide.count
        })
    notes.append("switch answer: \(rowsInAnswer) rows, \(answerBytes) bytes of JSON")

    measurements.append(
        await measure("rebuild only, 10,000-row form", iterations: 10, samples: 5, notes: "build and load the controller") {
            let session = WebFormSession.benchmarked(controller: LargeFormExample())
            await session.load()
            blackHole(session)
        })
    printTable(title: "Live updates (server time per update)", measurements)
    for note in notes { print("- " + note) }
    print("")
}

private func post(_ fields: [(String, String)]) -> PostedForm {
    PostedForm(fields: fields.map { PostedForm.Field(name: $0.0, value: $0.1) })
}

/// The answer encoded as the server sends it (part of the measured time: the server pays it).
private func encodedSize(_ answer: LiveAnswer) -> Int {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(answer).count) ?? 0
}
