import Foundation

/// A row value in a typed, `Codable` form, for tools and JSON output.
///
/// ```swift
/// let snapshot = form.exportValues()
/// let json = try snapshot.jsonString()      // {"age":36,"name":"Ada"}
/// let signup = try snapshot.decode(Signup.self)
/// ```
public enum FormValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Encoded as an ISO 8601 string.
    case date(Date)
    case array([FormValue])
    case object([String: FormValue])

    /// Converts a row value: numbers, strings, dates, URLs, collections, dictionaries with string
    /// keys, `FormValueConvertible` and `RawRepresentable` values (by raw value); anything else by
    /// its description.
    ///
    /// ```swift
    /// FormValue(converting: Set(["a"]))   // .array([.string("a")])
    /// ```
    public init(converting value: Any?) {
        self.init(converting: value, depth: 0)
    }

    /// How many raw-value steps and nested collections a conversion follows. A type whose
    /// `rawValue` returns itself (or a cycle of such types) would otherwise recurse until the
    /// stack overflows; past this depth the value is exported by its description instead.
    static let maximumDepth = 32

    private init(converting value: Any?, depth: Int) {
        if let value, let common = Self.commonValue(value) {
            self = common
            return
        }
        guard let value = unwrapped(value) else { self = .null; return }
        guard depth < Self.maximumDepth else {
            self = .string(String(describing: value))
            return
        }
        switch value {
        case let convertible as FormValueConvertible: self = convertible.formValue
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = .int(int)
        case let integer as any BinaryInteger: self = Int(exactly: integer).map(FormValue.int) ?? .string("\(integer)")
        case let double as Double: self = .double(double)
        case let float as Float: self = .double(Double(float))
        case let decimal as Decimal: self = .double(NSDecimalNumber(decimal: decimal).doubleValue)
        case let string as String: self = .string(string)
        case let character as Character: self = .string(String(character))
        case let date as Date: self = .date(date)
        case let url as URL: self = .string(url.absoluteString)
        case let raw as any RawRepresentable: self = FormValue(converting: raw.rawValue, depth: depth + 1)
        default: self = FormValue(convertingStructure: value, depth: depth + 1)
        }
    }

    private init(convertingStructure value: Any, depth: Int) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?:
            self = .array(mirror.children.map { FormValue(converting: $0.value, depth: depth) })
        case .set?:
            // Sets have no order; sort so the same set always exports the same JSON.
            self = .array(mirror.children.map { FormValue(converting: $0.value, depth: depth) }.sorted(by: FormValue.exportOrder))
        case .dictionary?:
            var object: [String: FormValue] = [:]
            for child in mirror.children {
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                guard pair.count == 2 else { continue }
                object["\(pair[0])"] = FormValue(converting: pair[1], depth: depth)
            }
            self = .object(object)
        default:
            self = .string(String(describing: value))
        }
    }
}

extension FormValue {
    /// Whether the standard types rows hold most are exported as themselves: true unless the
    /// app made one of them `FormValueConvertible` (then its own representation wins, as for
    /// any other type). Worked out once.
    private static let commonTypesExportAsThemselves =
        !(String.self is any FormValueConvertible.Type || Int.self is any FormValueConvertible.Type
        || Bool.self is any FormValueConvertible.Type || Double.self is any FormValueConvertible.Type)

    /// Strings, integers, booleans and doubles, read with casts to their concrete types, which
    /// are cheap: the general conversion reflects on the value and searches conformances, and a
    /// 1,000-row form's export did that a thousand times.
    fileprivate static func commonValue(_ value: Any) -> FormValue? {
        guard commonTypesExportAsThemselves else { return nil }
        if let text = value as? String { return .string(text) }
        if let flag = value as? Bool { return .bool(flag) }
        if let number = value as? Int { return .int(number) }
        if let number = value as? Double { return .double(number) }
        return nil
    }

    /// A total order used to export sets deterministically: by kind, then by value.
    static func exportOrder(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let a), .bool(let b)): return !a && b
        case (.int(let a), .int(let b)): return a < b
        case (.double(let a), .double(let b)): return a < b
        case (.int(let a), .double(let b)): return Double(a) < b
        case (.double(let a), .int(let b)): return a < Double(b)
        case (.string(let a), .string(let b)): return a < b
        case (.date(let a), .date(let b)): return a < b
        case (.array(let a), .array(let b)):
            for (x, y) in zip(a, b) where x != y { return exportOrder(x, y) }
            return a.count < b.count
        default: return lhs.kindRank < rhs.kindRank
        }
    }

    private var kindRank: Int {
        switch self {
        case .null: 0
        case .bool: 1
        case .int, .double: 2
        case .string: 3
        case .date: 4
        case .array: 5
        case .object: 6
        }
    }
}

/// Lets an app type choose how it appears in exported values.
///
/// ```swift
/// extension Money: FormValueConvertible {
///     var formValue: FormValue { .object(["amount": .double(amount), "currency": .string(code)]) }
/// }
/// ```
public protocol FormValueConvertible {
    /// The exported representation.
    var formValue: FormValue { get }
}

/// Unwraps optionals nested inside `Any` (`Optional<Optional<Int>>` boxed as `Any`).
func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return unwrapped(mirror.children.first?.value)
}

extension FormValue: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Text first: most values are text, and every kind tried before the right one costs a
        // thrown error (a 1,000-field JSON body paid thousands). JSON's kinds do not overlap, so
        // the order changes no result.
        if container.decodeNil() {
            self = .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let array = try? container.decode([FormValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: FormValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        case .date(let date): try container.encode(date.formatted(.iso8601))
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}
