import Eureka
import Foundation

/// The form of the peers benchmark (`Benchmarks/peers/fixtures/form-spec.json`, see
/// Docs/Benchmarks.md), built as Eureka rows: every implementation the benchmark compares builds
/// the same fields, rules and messages from that one file.
///
/// Not part of the catalogue: `eureka-examples` opens it only when the environment variable
/// `EUREKA_EXAMPLES_PEERS_SPEC` names a spec file.
///
/// ```swift
/// let controller = try PeersSpecForm.controller(contentsOf: URL(fileURLWithPath: "form-spec.json"))
/// ```
public enum PeersSpecForm {
    /// The environment variable `eureka-examples` reads: the path of a spec file.
    public static let environmentVariable = "EUREKA_EXAMPLES_PEERS_SPEC"

    /// Reads a spec file and makes the controller showing its form.
    ///
    /// - Throws: `PeersSpecError` when the file cannot be read or does not describe a form.
    public static func controller(contentsOf url: URL) throws -> FormViewController {
        try PeersSpecDefinition(contentsOf: url).makeController()
    }
}
