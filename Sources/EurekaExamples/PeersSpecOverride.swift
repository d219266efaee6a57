import ArgumentParser
import Eureka
import EurekaExampleCatalogue
import Foundation

extension EurekaExamplesCommand {
    /// The peers benchmark's form when `EUREKA_EXAMPLES_PEERS_SPEC` names a spec file (see
    /// Docs/Benchmarks.md); nil when the variable is unset or empty. A spec that cannot be used is
    /// a usage error (exit status 64) that names the file and the problem.
    func peersSpecController(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FormViewController? {
        guard let path = environment[PeersSpecForm.environmentVariable], !path.isEmpty else { return nil }
        do {
            return try PeersSpecForm.controller(contentsOf: URL(fileURLWithPath: path))
        } catch let error as PeersSpecError {
            throw ArgumentParser.ValidationError("\(PeersSpecForm.environmentVariable): \(error)")
        }
    }
}
