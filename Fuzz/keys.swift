// Fuzz target: terminal input bytes, in chunks at chosen times, through the key decoder into
// the text editor. Whatever arrives, the editor's cursor stays within its text and the
// visible window within its width.
@testable import EurekaTerminal
@testable import TerminalKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let control = bytes.first else { return 0 }
    var decoder = KeyDecoder(maximumPasteLength: 64)
    var editor = TextEditor(text: "", allowsNewlines: control & 1 == 1)
    let width = Int(control >> 1) % 12
    var time = TerminalInstant(sinceOrigin: .zero)
    var index = 1
    // Each chunk: a length byte (low 4 bits) and a delay byte's worth of time, then the bytes.
    while index < bytes.count {
        let header = bytes[index]
        let length = Int(header & 0x0F) + 1
        time = time.advanced(by: .milliseconds(Int(header >> 4) * 40))
        let chunk = bytes[(index + 1)..<min(bytes.count, index + 1 + length)]
        index += 1 + length
        var events = decoder.feed(chunk, at: time)
        if let deadline = decoder.deadline, header & 0x80 != 0 { events += decoder.advance(to: deadline) }
        for event in events {
            switch event {
            case .key(let key): editor.handle(key)
            case .paste(let text): editor.insert(text)
            default: break
            }
            precondition((0...editor.text.count).contains(editor.cursor), "cursor \(editor.cursor) outside \(editor.text.count)")
            let window = editor.visibleWindow(width: width)
            precondition(window.cursorColumn <= max(width, 0), "cursor column \(window.cursorColumn) past width \(width)")
            _ = editor.visibleWindow(width: width, mask: "•")
        }
    }
    return 0
}
