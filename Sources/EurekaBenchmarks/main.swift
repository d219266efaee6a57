import Glibc

// eureka-benchmarks: the figures quoted in README.md. Run in release mode:
//   swift run -c release eureka-benchmarks [suite ...]
// With no arguments every suite runs; otherwise only the named ones.
//   eureka-benchmarks peers-web --spec F --valid-body F --invalid-body F
// is not a suite: it is the peers benchmark's in-process web worker (PeersWebWorker.swift),
// which scripts/bench-peers drives over JSON lines.

/// A named group of benchmarks; each suite lives in its own file.
struct BenchmarkSuite {
    var name: String
    var run: () async -> Void
}

let suites: [BenchmarkSuite] = [
    BenchmarkSuite(name: "harness", run: runHarnessSelfCheck),
    BenchmarkSuite(name: "core", run: runCoreBenchmarks),
    BenchmarkSuite(name: "predicate", run: runPredicateBenchmarks),
    BenchmarkSuite(name: "terminal-writer", run: runTerminalKitBenchmarks),
    BenchmarkSuite(name: "terminal-ui", run: runTerminalUIBenchmarks),
    BenchmarkSuite(name: "descriptions", run: runDescriptionBenchmarks),
    BenchmarkSuite(name: "web", run: runWebBenchmarks),
    BenchmarkSuite(name: "live", run: runLiveUpdateBenchmarks),
    BenchmarkSuite(name: "web-forms", run: runWebFormBenchmarks),
]

if CommandLine.arguments.dropFirst().first == PeersWebWorker.commandName {
    exit(await PeersWebWorker.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
}

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(suites.map(\.name))
if !unknown.isEmpty {
    print("unknown suite(s): \(unknown.sorted().joined(separator: ", ")); known: \(suites.map(\.name).joined(separator: ", "))")
    exit(2)
}
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    await suite.run()
}
