// TEMPORARY: lets the core compile against the predicate API contract until the
// predicate branch merges.
import Foundation
public struct PredicateSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public let format: String
    public let offset: Int
    public let message: String
    public var description: String { message }
}
public struct FormPredicate: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    public init(format: String) { self.format = format; syntaxError = PredicateSyntaxError(format: format, offset: 0, message: "predicate strings are not supported until the predicate language lands") }
    public init(stringLiteral: String) { self.init(format: stringLiteral) }
    public let format: String
    public var syntaxError: PredicateSyntaxError?
    public var isValid: Bool { syntaxError == nil }
    public var variables: [String] { [] }
    public func evaluate(reading value: (String) -> Any?) throws(PredicateSyntaxError) -> Bool { throw syntaxError! }
    public var description: String { format }
}
