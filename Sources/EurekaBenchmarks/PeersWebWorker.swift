import Eureka
import EurekaExampleCatalogue
import EurekaHTML
import Foundation

/// `eureka-benchmarks peers-web --spec F --valid-body F --invalid-body F`: Eureka's side of the
/// peers benchmark's in-process web phases (Docs/Benchmarks.md, "Worker protocol"), driven by
/// `scripts/bench-peers` over JSON lines on standard input and output.
///
/// Every operation does a request's whole work: a new controller and form built from the
/// definition, loaded into a new `WebFormSession`, the body parsed by `FormBodyParser`, bound
/// and validated by `WebFormSession.handle`, and the form rendered to HTML bytes by
/// `HTMLFormRenderer`. Only the definition (the decoded, checked spec) is kept between
/// operations, as a server keeps it between requests.
struct PeersWebWorker {
    /// A request the worker cannot serve; answered with `{"error": message}`.
    struct Failure: Error {
        var message: String
    }

    /// The first argument that selects the worker instead of the suites.
    static let commandName = "peers-web"
    static let phases = ["render", "valid", "invalid"]
    static let contentType = "application/x-www-form-urlencoded"

    let definition: PeersSpecDefinition
    let validBody: [UInt8]
    let invalidBody: [UInt8]
    let options = HTMLFormOptions(action: "/peers")
    let limits = FormBodyLimits()

    // MARK: The three operations

    /// Builds the form and renders it unbound.
    func renderUnbound() async -> [UInt8] {
        let session = WebFormSession.benchmarked(controller: definition.makeController())
        await session.load()
        return render(session)
    }

    /// Parses `body`, binds it to a new form and validates it (the body submits the form).
    func bind(_ body: [UInt8]) async throws -> (session: WebFormSession, outcome: WebFormOutcome) {
        let posted = try FormBodyParser.parse(body: body, contentType: Self.contentType, limits: limits)
        let session = WebFormSession.benchmarked(controller: definition.makeController())
        await session.load()
        let outcome = await session.handle(posted)
        return (session, outcome)
    }

    /// `bind`, then the form re-rendered with its errors.
    func bindAndRender(_ body: [UInt8]) async throws -> [UInt8] {
        let (session, _) = try await bind(body)
        return render(session)
    }

    private func render(_ session: WebFormSession) -> [UInt8] {
        var html = HTMLWriter(reservingCapacity: 512 << 10)
        HTMLFormRenderer(session: session, options: options).writeForm(into: &html)
        return html.bytes
    }

    // MARK: Protocol

    /// The phase's result, for the harness's equivalence checks.
    func output(phase: String) async throws -> [String: Any] {
        switch phase {
        case "render":
            return ["html": String(decoding: await renderUnbound(), as: UTF8.self)]
        case "valid", "invalid":
            let (session, outcome) = try await bind(phase == "valid" ? validBody : invalidBody)
            var reply: [String: Any] = [:]
            switch outcome {
            case .submitted(let values):
                reply["valid"] = true
                reply["errors"] = [String: Any]()
                reply["values"] = try JSONSerialization.jsonObject(with: values.jsonData())
            case .showForm where session.blockedSubmission != nil:
                reply["valid"] = false
                reply["errors"] = Self.errorsByTag(session.blockedSubmission?.problems ?? [])
            case .showForm, .cancelled:
                throw Failure(message: "the \(phase) body did not submit the form (outcome \(outcome))")
            }
            if phase == "invalid" { reply["html"] = String(decoding: render(session), as: UTF8.self) }
            return reply
        default:
            throw Failure(message: "unknown phase \(phase); phases: \(Self.phases.joined(separator: ", "))")
        }
    }

    /// The wall time of `iterations` operations of `phase`, back to back.
    func time(phase: String, iterations: Int) async throws -> Double {
        guard iterations > 0 else { throw Failure(message: "iterations must be a positive integer") }
        let clock = ContinuousClock()
        let start = clock.now
        switch phase {
        case "render":
            for _ in 0..<iterations { blackHole(await renderUnbound()) }
        case "valid":
            for _ in 0..<iterations { blackHole(try await bind(validBody).outcome) }
        case "invalid":
            for _ in 0..<iterations { blackHole(try await bindAndRender(invalidBody)) }
        default:
            throw Failure(message: "unknown phase \(phase); phases: \(Self.phases.joined(separator: ", "))")
        }
        return (clock.now - start).nanoseconds / 1e9
    }

    /// The problems as `{tag: [message, …]}`, in the order the form reports them.
    static func errorsByTag(_ problems: [SubmissionProblem]) -> [String: [String]] {
        var errors: [String: [String]] = [:]
        for problem in problems {
            errors[problem.row?.tag ?? "__form__", default: []].append(problem.message)
        }
        return errors
    }

    // MARK: Running

    /// Reads the options, answers the protocol until `quit` or the end of input; the exit status.
    static func run(arguments: [String]) async -> Int32 {
        let worker: PeersWebWorker
        do {
            worker = try PeersWebWorker(arguments: arguments)
        } catch {
            FileHandle.standardError.write(Data("peers-web: \(error)\n".utf8))
            FileHandle.standardError.write(Data("usage: eureka-benchmarks peers-web --spec FILE --valid-body FILE --invalid-body FILE\n".utf8))
            return 64
        }
        write(["protocol": 1, "system": "eureka", "version": version(), "phases": phases])
        while let line = readLine() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            do {
                guard let request = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw Failure(message: "a request is a JSON object")
                }
                let phase = request["phase"] as? String ?? ""
                switch request["op"] as? String {
                case "quit":
                    return 0
                case "output":
                    write(try await worker.output(phase: phase))
                case "time":
                    let iterations = request["iterations"] as? Int ?? 0
                    let cpu = processCPUSeconds()
                    let seconds = try await worker.time(phase: phase, iterations: iterations)
                    // The CPU time too (not part of the protocol): steadier than wall time when
                    // other processes share the machine.
                    write(["seconds": seconds, "cpuSeconds": processCPUSeconds() - cpu])
                case let op:
                    throw Failure(message: "unknown op \(op ?? "(none)")")
                }
            } catch let failure as Failure {
                write(["error": failure.message])
            } catch {
                write(["error": "\(error)"])
            }
        }
        return 0
    }

    init(arguments: [String]) throws {
        var paths: [String: String] = [:]
        var rest = arguments[...]
        while let option = rest.popFirst() {
            guard ["--spec", "--valid-body", "--invalid-body"].contains(option), let value = rest.popFirst() else {
                throw Failure(message: "unexpected argument \(option)")
            }
            paths[option] = value
        }
        guard let spec = paths["--spec"], let valid = paths["--valid-body"], let invalid = paths["--invalid-body"] else {
            throw Failure(message: "--spec, --valid-body and --invalid-body are required")
        }
        definition = try PeersSpecDefinition(contentsOf: URL(fileURLWithPath: spec))
        do {
            validBody = Array(try Data(contentsOf: URL(fileURLWithPath: valid)))
            invalidBody = Array(try Data(contentsOf: URL(fileURLWithPath: invalid)))
        } catch {
            throw Failure(message: "cannot read a body: \(error.localizedDescription)")
        }
    }

    private static func write(_ object: [String: Any]) {
        // A reply that cannot be encoded is a bug here; say so rather than hang the harness.
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data(#"{"error": "reply not encodable"}"#.utf8)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    /// User and system CPU time of the process so far.
    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// `EUREKA_BENCH_VERSION` when set, else `git describe` of the checkout the worker runs in,
    /// else a plain description. (Setting the variable also avoids starting a process, which
    /// Valgrind cannot follow when counting the worker's instructions.)
    private static func version() -> String {
        if let given = ProcessInfo.processInfo.environment["EUREKA_BENCH_VERSION"], !given.isEmpty { return given }
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "describe", "--always", "--dirty"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return "this checkout" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return git.terminationStatus == 0 && !text.isEmpty ? "this checkout (\(text))" : "this checkout"
    }
}
