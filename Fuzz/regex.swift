// Fuzz target: the regular-expression engine behind MATCHES and RuleRegExp. The input is a
// pattern and a text separated by the first NUL byte; compiling must succeed or throw with a
// position inside the pattern, and matching must finish (libFuzzer's -timeout catches a hang).
@testable import EurekaPredicate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegex(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0) ?? size
    let pattern = String(decoding: bytes[..<split], as: UTF8.self)
    let text = split < size ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : pattern
    for ignoresCase in [false, true] {
        do {
            let regex = try LinearRegex(pattern, ignoresCase: ignoresCase)
            _ = regex.wholeMatch(text)
            _ = regex.wholeMatch("")
        } catch {
            precondition((0...pattern.count).contains(error.offset), "offset outside the pattern: \(error.offset)")
            _ = error.description
        }
    }
    return 0
}
