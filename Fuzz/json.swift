// Fuzz target: JSON request bodies, as a hostile client would send them, through the parser the
// server uses. Whatever arrives, JSONValueParser answers with a value or a Failure — never a
// crash, a hang or a recursion past its depth limit; the same body parses the same way twice;
// and a parsed value, written back out by Foundation, parses back to the same value (a double
// with a whole value may come back as the integer it equals).
import Eureka
import Foundation

@testable import EurekaHTML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    let first = Result { () throws(JSONValueParser.Failure) in try JSONValueParser.parse(body, maximumDepth: 8) }
    let second = Result { () throws(JSONValueParser.Failure) in try JSONValueParser.parse(body, maximumDepth: 8) }
    precondition(first == second, "the same body parsed two ways")
    guard case .success(let value) = first, value.isFinite else { return 0 }
    precondition(value.depth <= 8, "a value nested past the limit")
    guard let written = try? JSONEncoder().encode(value) else { return 0 }
    let again = Result { () throws(JSONValueParser.Failure) in try JSONValueParser.parse(Array(written), maximumDepth: 8) }
    precondition(again.map(\.normalized) == .success(value.normalized), "a value written out reads back differently")
    return 0
}

extension FormValue {
    fileprivate var depth: Int {
        switch self {
        case .array(let elements): 1 + (elements.map(\.depth).max() ?? 0)
        case .object(let members): 1 + (members.values.map(\.depth).max() ?? 0)
        default: 0
        }
    }

    /// Whole doubles as the integers they equal: JSON does not tell 1000 from 1000.0.
    fileprivate var normalized: FormValue {
        switch self {
        case .double(let number): Int(exactly: number).map(FormValue.int) ?? self
        case .array(let elements): .array(elements.map(\.normalized))
        case .object(let members): .object(members.mapValues(\.normalized))
        default: self
        }
    }

    /// Whether every number is finite (infinity has no JSON spelling to write back).
    fileprivate var isFinite: Bool {
        switch self {
        case .double(let number): number.isFinite
        case .array(let elements): elements.allSatisfy(\.isFinite)
        case .object(let members): members.values.allSatisfy(\.isFinite)
        default: true
        }
    }
}
