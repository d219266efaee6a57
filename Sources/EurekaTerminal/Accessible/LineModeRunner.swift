import Eureka
import TerminalKit

/// Runs line mode on its own thread: prompts block that thread, not the runtime's pool.
actor LineModeRunner {
    private let executor = DedicatedThreadExecutor(name: "eureka.line-mode")

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Asks the form through `console` until it is submitted or cancelled.
    func run(_ controller: sending FormViewController, console: any LineConsole) async throws -> FormRunResult {
        defer { executor.shutDown() }
        return try await LineModeSession(root: controller, console: console).run()
    }
}
