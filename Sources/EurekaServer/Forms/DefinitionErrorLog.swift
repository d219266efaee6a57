import Eureka
import Logging
import Synchronization

/// Tells the log about a mounted form's definition errors (a duplicate tag, a malformed
/// condition, callbacks setting values back and forth without end), each once per form: the
/// form is built for every request, and the same mistake would fill the log.
///
/// ```swift
/// let log = DefinitionErrorLog(path: route.path, logger: server.configuration.logger)
/// log.watch(controller.form)
/// ```
final class DefinitionErrorLog: Sendable {
    private let path: String
    private let logger: Logger
    private let logged = Mutex<Set<String>>([])

    init(path: String, logger: Logger) {
        self.path = path
        self.logger = logger
    }

    /// Logs `form`'s definition errors as they are found, unless the app handles them itself.
    func watch(_ form: Form) {
        guard form.onDefinitionError == nil else { return }
        form.onDefinitionError = { [self] error in
            let message = error.message
            guard logged.withLock({ $0.insert(message).inserted }) else { return }
            logger.error("A mounted form's definition has a mistake", metadata: ["path": "\(path)", "error": "\(message)"])
        }
    }
}
