import Eureka
import Foundation

/// The peers benchmark's form as a definition: the spec file read and checked once, from which
/// each request (or each benchmark operation) builds a fresh controller, as a server builds a
/// fresh form per request from a definition it keeps.
///
/// It is `Sendable` (plain checked data: each field's kind, limits, messages and option labels),
/// so a web route's `@Sendable` factory can hold it. Compiled patterns are not kept here: Swift's
/// `Regex` is not `Sendable`, so each build compiles each distinct pattern once (the spec has
/// one) and its rows share it.
///
/// ```swift
/// let definition = try PeersSpecDefinition(contentsOf: URL(fileURLWithPath: "form-spec.json"))
/// let controller = definition.makeController()   // a new form, every time
/// ```
public struct PeersSpecDefinition: Sendable {
    /// The form's title.
    public let title: String
    let fields: [PeersFieldPlan]

    /// Reads and checks a spec file.
    ///
    /// - Throws: `PeersSpecError` when the file cannot be read, is not a form spec, or has a
    ///   field the form cannot build.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PeersSpecError(path: url.path, reason: "cannot be read (\(error.localizedDescription))")
        }
        let spec: PeersSpec
        do { spec = try JSONDecoder().decode(PeersSpec.self, from: data) } catch {
            throw PeersSpecError(path: url.path, reason: "is not a form spec: \(error)")
        }
        guard spec.format == 1 else {
            throw PeersSpecError(path: url.path, reason: "has format \(spec.format); this build reads format 1")
        }
        var fields: [PeersFieldPlan] = []
        for field in spec.fields {
            do { fields.append(try PeersFieldPlan(field, messages: spec.messages)) } catch {
                throw PeersSpecError(path: url.path, reason: "field \(field.name): \(error.reason)")
            }
        }
        self.title = spec.title
        self.fields = fields
    }

    /// The number of fields.
    public var fieldCount: Int { fields.count }

    /// A new controller showing a new form built from the definition.
    public func makeController() -> FormViewController {
        PeersSpecController(title: title, fields: fields)
    }
}
