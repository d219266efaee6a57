// Fuzz target: the predicate language's lexer, parser, evaluator and printer on any text.
// A malformed predicate must be a syntax error pointing inside the text; a valid one must
// evaluate against any values and print a canonical form that parses again.
@testable import EurekaPredicate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPredicate(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let format = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let predicate = FormPredicate(format: format)
    if let error = predicate.syntaxError {
        precondition((0...format.count).contains(error.offset), "caret outside the text: \(error.offset)")
        _ = error.description
        return 0
    }
    // Values of every kind the evaluator compares, chosen from the text itself.
    let values: [String: Any] = [
        "a": format, "b": size, "c": Double(size) / 3, "d": size % 2 == 0, "e": ["x", format],
        "f": Set([1, 2, size]), "g": Optional<Int>.none as Any,
    ]
    _ = try? predicate.evaluate(reading: { values[$0] ?? (size % 3 == 0 ? nil : format) })
    let canonical = predicate.canonicalFormat
    precondition(FormPredicate(format: canonical).isValid, "canonical form does not parse: \(canonical)")
    return 0
}
