import EurekaHTML
import Foundation

/// A test hook for the browser suite: `EUREKA_TEST_LIVE_DELAY="2:1500,*:0"` holds the live
/// update with sequence number 2 for 1.5 s and answers the others at once, so a test can make
/// answers arrive late or out of order. Unset, nothing is delayed.
enum LiveDelayHook {
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> (@Sendable (PostedForm) -> Duration)? {
        guard let text = environment["EUREKA_TEST_LIVE_DELAY"], !text.isEmpty else { return nil }
        var delays: [String: Int] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: ":")
            guard parts.count == 2, let milliseconds = Int(parts[1]), (0...60_000).contains(milliseconds) else { continue }
            delays[String(parts[0])] = milliseconds
        }
        let table = delays
        return { posted in
            let milliseconds = table[posted.first("_seq") ?? ""] ?? table["*"] ?? 0
            return .milliseconds(milliseconds)
        }
    }
}
