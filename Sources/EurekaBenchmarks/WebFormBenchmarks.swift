import Eureka
import EurekaExampleCatalogue
import EurekaHTML
import Foundation

/// Issue 12's figures: a 1,000-row form on the web, each operation a request's whole work from
/// the form's definition. The form and bodies are the peers benchmark's
/// (`Benchmarks/peers/fixtures`: 250 each of text with a length limit, bounded integer, text
/// with a pattern, and a ten-option choice, every field required), so these figures line up
/// with `scripts/bench-peers`. The target is under 3 ms for each of the three operations.
func runWebFormBenchmarks() async {
    guard let fixtures = peersFixtures() else {
        print("web-forms: Benchmarks/peers/fixtures not found (run from the repository root)\n")
        return
    }
    let worker: PeersWebWorker
    do {
        worker = try PeersWebWorker(arguments: [
            "--spec", fixtures.appendingPathComponent("form-spec.json").path,
            "--valid-body", fixtures.appendingPathComponent("eureka-valid-body.txt").path,
            "--invalid-body", fixtures.appendingPathComponent("eureka-invalid-body.txt").path,
        ])
    } catch {
        print("web-forms: \(error)\n")
        return
    }
    let definition = worker.definition
    if let step = ProcessInfo.processInfo.environment["EUREKA_PROFILE_STEP"] {
        await profileWebFormStep(step, worker: worker)
        return
    }
    let unboundBytes = await worker.renderUnbound().count
    let invalidBytes = (try? await worker.bindAndRender(worker.invalidBody).count) ?? 0
    let fields = definition.fieldCount

    var measurements: [Measurement] = []
    measurements.append(
        await measure("render unbound (\(fields) rows)", iterations: 10, notes: "build, load, HTML: \(unboundBytes) bytes") {
            blackHole(await worker.renderUnbound())
        })
    measurements.append(
        await measure("bind + validate a valid POST", iterations: 10, notes: "\(worker.validBody.count)-byte body: parse, build, bind, submit") {
            blackHole(try? await worker.bind(worker.validBody).outcome)
        })
    measurements.append(
        await measure("bind + validate + re-render, 100 errors", iterations: 10, notes: "\(invalidBytes) bytes of HTML") {
            blackHole(try? await worker.bindAndRender(worker.invalidBody))
        })

    // Where the time goes, step by step (each step on a form prepared by the previous ones).
    var steps: [Measurement] = []
    steps.append(
        measure("build the form (controller, viewDidLoad)", iterations: 10) {
            let controller = definition.makeController()
            controller.loadViewIfNeeded()
            blackHole(controller)
        })
    steps.append(
        await measure("… and load it into a WebFormSession", iterations: 10) {
            let session = WebFormSession.benchmarked(controller: definition.makeController())
            await session.load()
            blackHole(session)
        })
    let session = WebFormSession.benchmarked(controller: definition.makeController())
    await session.load()
    session.controller.interaction.prepareAllRowsForDisplay()
    let rows = session.form.rows
    steps.append(
        measure("describe() every row (cells ready)", iterations: 10) {
            for row in rows { blackHole(row.describe()) }
        })
    steps.append(
        measure("FormFieldNames for the form", iterations: 10) {
            blackHole(session.fieldNames)
        })
    steps.append(
        measure("writeForm on a loaded form", iterations: 10) {
            var html = HTMLWriter(reservingCapacity: 512 << 10)
            HTMLFormRenderer(session: session, options: worker.options).writeForm(into: &html)
            blackHole(html.bytes.count)
        })
    steps.append(
        measure("parse the valid body", iterations: 50) {
            blackHole(try? FormBodyParser.parse(body: worker.validBody, contentType: PeersWebWorker.contentType))
        })
    steps.append(
        measure("submission() of a loaded, valid form", iterations: 10) {
            blackHole(session.controller.submission().isAccepted)
        })

    printTable(title: "Web forms (issue 12): a \(fields)-row form per request", measurements)
    printTable(title: "Web forms: the steps", steps)
    printTable(title: "JSON beside HTML (issue 16): the same \(fields)-field submissions", await runJSONFormBenchmarks(worker: worker))
}

/// Runs one step of the web-forms benchmark over and over for five seconds, for a profiler
/// (`EUREKA_PROFILE_STEP=write perf record -g eureka-benchmarks web-forms`): `render`, `bind`,
/// `rerender` (the three operations), `build` (the form and its session), `describe` (every row)
/// or `write` (the HTML of a loaded form).
private func profileWebFormStep(_ step: String, worker: PeersWebWorker) async {
    let session = WebFormSession.benchmarked(controller: worker.definition.makeController())
    await session.load()
    session.controller.interaction.prepareAllRowsForDisplay()
    let rows = session.form.rows
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .seconds(5))
    var rounds = 0
    while clock.now < end {
        switch step {
        case "render": blackHole(await worker.renderUnbound())
        case "bind": blackHole(try? await worker.bind(worker.validBody).outcome)
        case "rerender": blackHole(try? await worker.bindAndRender(worker.invalidBody))
        case "build":
            let fresh = WebFormSession.benchmarked(controller: worker.definition.makeController())
            await fresh.load()
            blackHole(fresh)
        case "describe": for row in rows { blackHole(row.describe()) }
        case "write":
            var html = HTMLWriter(reservingCapacity: 512 << 10)
            HTMLFormRenderer(session: session, options: worker.options).writeForm(into: &html)
            blackHole(html.bytes.count)
        default:
            print("EUREKA_PROFILE_STEP: unknown step \(step); one of render, bind, rerender, build, describe, write")
            return
        }
        rounds += 1
    }
    print("web-forms: \(step) ran \(rounds) times in 5 s")
}

/// `Benchmarks/peers/fixtures`, found from the working directory or from this source file.
private func peersFixtures() -> URL? {
    let candidates = [
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Benchmarks/peers/fixtures"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/peers/fixtures"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("form-spec.json").path) }
}
