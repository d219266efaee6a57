import Foundation

/// One token as Python's `html.parser` reports it.
struct Event: Codable, Equatable, CustomStringConvertible {
    var kind: String
    var tag: String?
    var attrs: [[String?]]?
    var data: String?

    var description: String {
        "\(kind) \(tag ?? "") \(attrs.map { "\($0)" } ?? "") \(data.map(\.debugDescription) ?? "")"
    }
}

/// Runs Python's standard-library HTML tokenizer over a document: an oracle independent of
/// this package, so the escaping is checked against a real parser rather than against itself.
enum PythonHTMLTokenizer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let script = #"""
        import sys, json
        from html.parser import HTMLParser
        class P(HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.events = []
            def add(self, event):
                if event["kind"] == "data" and self.events and self.events[-1]["kind"] == "data":
                    self.events[-1]["data"] += event["data"]
                else:
                    self.events.append(event)
            def handle_starttag(self, tag, attrs): self.add({"kind": "start", "tag": tag, "attrs": [list(a) for a in attrs]})
            def handle_startendtag(self, tag, attrs): self.add({"kind": "start", "tag": tag, "attrs": [list(a) for a in attrs]})
            def handle_endtag(self, tag): self.add({"kind": "end", "tag": tag})
            def handle_data(self, data): self.add({"kind": "data", "data": data})
            def handle_comment(self, data): self.add({"kind": "comment", "data": data})
            def handle_decl(self, data): self.add({"kind": "decl", "data": data})
            def unknown_decl(self, data): self.add({"kind": "decl", "data": data})
            def handle_pi(self, data): self.add({"kind": "pi", "data": data})
        p = P()
        p.feed(sys.stdin.buffer.read().decode("utf-8"))
        p.close()
        sys.stdout.write(json.dumps(p.events))
        """#

    static func tokenize(_ html: [UInt8]) throws -> [Event] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Write from another thread: the pipes' buffers are small and the child reads all input first.
        let handle = input.fileHandleForWriting
        let writer = Thread {
            handle.write(Data(html))
            try? handle.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 html.parser exited with \(process.terminationStatus)")
        }
        return try JSONDecoder().decode([Event].self, from: data)
    }
}
