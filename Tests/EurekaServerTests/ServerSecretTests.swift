import EurekaServer
import EurekaServerTesting
import Logging
import Testing

@Suite("Server secret")
struct ServerSecretTests {
    let logger: Logger = {
        var logger = Logger(label: "test")
        logger.logLevel = .critical  // the "generated secret" warning is expected here
        return logger
    }()

    @Test func readsTheEnvironmentVariable() throws {
        let secret = try ServerSecret.fromEnvironment(environment: ["EUREKA_SERVER_SECRET": String(repeating: "k", count: 32)], logger: logger)
        #expect(!secret.isGenerated)
    }

    @Test(arguments: [[:], ["EUREKA_SERVER_SECRET": ""]])
    func generatesWhenUnset(environment: [String: String]) throws {
        let secret = try ServerSecret.fromEnvironment(environment: environment, random: CountingRandomBytes(), logger: logger)
        #expect(secret.isGenerated)
    }

    @Test func refusesAShortSecret() {
        let error = #expect(throws: ServerSecretError.self) {
            try ServerSecret.fromEnvironment(environment: ["EUREKA_SERVER_SECRET": "short"], logger: logger)
        }
        #expect(error?.message == "EUREKA_SERVER_SECRET: The server secret has 5 bytes; it needs at least 32.")
    }

    @Test func instancesSharingASecretAcceptEachOthersTokens() throws {
        let text = "shared secret of at least thirty-two bytes"
        let clock = ManualWallClock()
        let first = CSRFTokens(secret: try ServerSecret(text: text), clock: clock)
        let second = CSRFTokens(secret: try ServerSecret(text: text), clock: clock)
        try second.verify(first.issue(for: "/f"), for: "/f")
    }

    @Test func configurationReadsHostAndPort() throws {
        let configuration = try FormServerConfiguration.fromEnvironment(
            ["EUREKA_SERVER_SECRET": String(repeating: "s", count: 40), "EUREKA_HOST": "0.0.0.0", "EUREKA_PORT": "9000"], logger: logger
        )
        #expect(configuration.host == "0.0.0.0" && configuration.port == 9000 && !configuration.secret.isGenerated)
        let error = #expect(throws: FormServerConfigurationError.self) {
            try FormServerConfiguration.fromEnvironment(["EUREKA_SERVER_SECRET": String(repeating: "s", count: 40), "EUREKA_PORT": "http"], logger: logger)
        }
        #expect(error?.message == "EUREKA_PORT must be a port number (0–65535), not \"http\".")
    }
}
