import Eureka
import EurekaHTML
import Foundation

/// Issue 16's figure: the same 1,000-field submissions as JSON (`exportValues()`' shape) beside
/// the HTML form path, each from the body's bytes to the submit's verdict on a fresh form. The
/// JSON path must not be slower.
func runJSONFormBenchmarks(worker: PeersWebWorker) async -> [Measurement] {
    guard let validJSON = jsonBody(from: worker.validBody, worker: worker), let invalidJSON = jsonBody(from: worker.invalidBody, worker: worker) else {
        print("json: could not turn the peers bodies into JSON\n")
        return []
    }
    func bindJSON(_ body: [UInt8]) async -> WebFormSession.JSONOutcome? {
        guard case .object(let object)? = try? JSONValueParser.parse(body) else { return nil }
        let values = FormValues(object)
        let session = WebFormSession.benchmarked(controller: worker.definition.makeController())
        await session.load()
        return await session.handleJSON(values)
    }
    var errorCount = 0
    if case .invalid(let errors)? = await bindJSON(invalidJSON) { errorCount = errors.count }
    var htmlErrors = 0
    if let (session, _) = try? await worker.bind(worker.invalidBody) { htmlErrors = session.blockedSubmission?.problems.count ?? 0 }
    var measurements: [Measurement] = []
    measurements.append(
        await measure("HTML form body, valid: parse, build, bind, submit", iterations: 10, notes: "\(worker.validBody.count) bytes") {
            blackHole(try? await worker.bind(worker.validBody).outcome)
        })
    measurements.append(
        await measure("JSON body, valid: decode, build, bind, submit", iterations: 10, notes: "\(validJSON.count) bytes") {
            blackHole(await bindJSON(validJSON))
        })
    measurements.append(
        await measure("HTML form body, 100 errors (no re-render)", iterations: 10, notes: "\(htmlErrors) errors") {
            blackHole(try? await worker.bind(worker.invalidBody).outcome)
        })
    measurements.append(
        await measure("JSON body, 100 errors", iterations: 10, notes: "\(errorCount) errors") {
            blackHole(await bindJSON(invalidJSON))
        })
    return measurements
}

/// The posted page's fields as the JSON an API client would send: numbers for integer rows
/// (text that is no number stays text, a wrong type), options by value rather than by index.
private func jsonBody(from body: [UInt8], worker: PeersWebWorker) -> [UInt8]? {
    guard let posted = try? FormBodyParser.parse(body: body, contentType: PeersWebWorker.contentType, limits: worker.limits) else { return nil }
    let session = WebFormSession.benchmarked(controller: worker.definition.makeController())
    session.controller.loadViewIfNeeded()
    let names = session.fieldNames
    var values: [String: FormValue] = [:]
    for row in session.form.rows {
        let key = names.key(for: row)
        guard let tag = row.tag, let text = posted.values(for: key).last(where: { !$0.isEmpty }) ?? posted.first(key) else { continue }
        if row is IntRow {
            values[tag] = Int(text).map(FormValue.int) ?? .string(text)
        } else if let choice = row as? PushRow<String> {
            let options = choice.options ?? []
            values[tag] = Int(text).flatMap { options.indices.contains($0) ? .string(options[$0]) : nil } ?? .string("not-an-option")
        } else {
            values[tag] = .string(text)
        }
    }
    return try? Array(FormValues(values).jsonData())
}
