import Logging
import Synchronization

/// Lines logged at error level, kept for the test to read.
final class RecordedErrors: LogHandler, Sendable {
    let lines = Mutex<[String]>([])
    private let level: Logger.Level

    /// Records what is logged at `level` or above (errors by default).
    init(level: Logger.Level = .error) { self.level = level }

    var metadata: Logger.Metadata {
        get { [:] }
        set {}
    }
    var logLevel: Logger.Level {
        get { level }
        set {}
    }
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { nil }
        set {}
    }
    func log(event: LogEvent) {
        let metadata = (event.metadata ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        lines.withLock { $0.append("\(event.message) \(metadata)") }
    }
}
