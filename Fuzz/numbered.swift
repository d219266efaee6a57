// Fuzz target: answers to numbered line-mode prompts. The first byte is the option count;
// whatever the rest says, an accepted answer names options that exist.
@testable import EurekaTerminal

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumbered(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let count = Int(data[0]) == 255 ? Int.max : Int(data[0])
    let answer = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    if case .success(let index) = NumberedAnswer.choice(answer, optionCount: count) {
        precondition((0..<count).contains(index), "index \(index) of \(count)")
    }
    if case .success(let indices) = NumberedAnswer.choices(answer, optionCount: count) {
        precondition(!indices.isEmpty && indices.allSatisfy { (0..<count).contains($0) }, "indices \(indices) of \(count)")
    }
    return 0
}
