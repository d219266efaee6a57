import EurekaHTML
import EurekaServer
import Logging

extension FormServerConfiguration {
    /// A configuration for tests: a fixed secret, the given clock, counting randomness, and a
    /// logger that prints only errors.
    ///
    /// ```swift
    /// let clock = ManualWallClock()
    /// let server = FormServer(configuration: .testing(clock: clock))
    /// ```
    public static func testing(
        clock: any WallClock = ManualWallClock(),
        limits: FormBodyLimits = FormBodyLimits(),
        csrf: CSRFConfiguration = CSRFConfiguration()
    ) -> FormServerConfiguration {
        var logger = Logger(label: "eureka.server.test")
        logger.logLevel = .error
        return FormServerConfiguration(
            // Thirty-two fixed bytes: tests are reproducible and never touch the environment.
            secret: try! ServerSecret(bytes: Array(repeating: 0x5A, count: ServerSecret.minimumByteCount)),
            limits: limits,
            csrf: csrf,
            logger: logger,
            clock: clock,
            random: CountingRandomBytes()
        )
    }
}
