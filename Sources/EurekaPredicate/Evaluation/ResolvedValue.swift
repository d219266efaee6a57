import Foundation

/// An operand's value sorted into the kinds the comparison rules know, without copying
/// collections or strings. Literals stay indices into the tree so their parse-time folding and
/// patterns are used.
enum ResolvedValue {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A string read from a variable.
    case string(String)
    /// `PredicateTree.strings[index]`.
    case literalString(Int)
    case date(Date)
    /// A runtime `Sequence` other than a string (Array, Set, …), iterated lazily.
    case sequence(Any)
    case values([PredicateValue])
    /// `PredicateTree.operands[range]`, the elements of a collection literal.
    case literalCollection(Range<Int>)
    /// A value none of the rules recognise; compared only via `String(describing:)`.
    case other(Any)

    /// Sorts a looked-up value. The common types are tried first with concrete casts, which
    /// are cheap and also see through `Optional.some`; protocol casts come after.
    init(_ value: Any?) {
        guard let value else {
            self = .null
            return
        }
        self = ResolvedValue.classify(value, depth: 0)
    }

    init(_ value: PredicateValue) {
        switch value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        case .date(let value): self = .date(value)
        case .collection(let values): self = .values(values)
        }
    }

    private static func classify(_ value: Any, depth: Int) -> ResolvedValue {
        if let value = value as? String { return .string(value) }
        if let value = value as? Int { return .int(value) }
        if let value = value as? Bool { return .bool(value) }
        if let value = value as? Double { return .double(value) }
        // What multiple selectors hold: recognised by exact type before the chain of protocol
        // casts below, each of which costs a conformance lookup.
        if value is Set<String> || value is [String] || value is Set<Int> || value is [Int] {
            return .sequence(value)
        }
        guard depth < Limits.maximumUnwrapping else { return .other(value) }
        if let optional = value as? any AnyOptional {
            guard let wrapped = optional.wrappedAny else { return .null }
            return classify(wrapped, depth: depth + 1)
        }
        // Checked by exact type: every Hashable value casts to AnyHashable by boxing.
        if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
            return classify(hashable.base, depth: depth + 1)
        }
        if let convertible = value as? any PredicateValueConvertible {
            return ResolvedValue(convertible.predicateValue)
        }
        if let value = value as? Date { return .date(value) }
        if let value = value as? Decimal { return .double(Double(truncating: value as NSNumber)) }
        if let value = value as? Character { return .string(String(value)) }
        if let value = value as? any StringProtocol { return .string(String(value)) }
        if let value = value as? any BinaryInteger { return integer(value) }
        if let value = value as? any BinaryFloatingPoint { return .double(double(value)) }
        if let value = value as? any RawRepresentable { return classify(rawValue(of: value), depth: depth + 1) }
        if value is any Sequence { return .sequence(value) }
        return .other(value)
    }

    /// Integers outside `Int` (large `UInt64`, wider custom types) compare as Double.
    private static func integer<T: BinaryInteger>(_ value: T) -> ResolvedValue {
        if let exact = Int(exactly: value) { return .int(exact) }
        return .double(Double(value))
    }

    private static func double<T: BinaryFloatingPoint>(_ value: T) -> Double {
        Double(value)
    }

    private static func rawValue<T: RawRepresentable>(of value: T) -> Any {
        value.rawValue
    }
}
