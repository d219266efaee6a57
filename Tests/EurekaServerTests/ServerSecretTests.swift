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

    // MARK: Rotation

    static let oldText = "the old secret, at least thirty-two bytes long"
    static let newText = "the new secret, at least thirty-two bytes long too"

    @Test func aRotatedSecretAcceptsTokensOfThePreviousOneAndIssuesItsOwn() throws {
        let clock = ManualWallClock()
        let old = CSRFTokens(secret: try ServerSecret(text: Self.oldText), clock: clock)
        let rotated = CSRFTokens(secret: try ServerSecret(text: Self.newText).acceptingPrevious([try ServerSecret(text: Self.oldText)]), clock: clock)
        let newOnly = CSRFTokens(secret: try ServerSecret(text: Self.newText), clock: clock)
        let oldToken = old.issue(for: "/f")
        try rotated.verify(oldToken, for: "/f")
        #expect(throws: CSRFFailure.self, "the new secret alone refuses it") { try newOnly.verify(oldToken, for: "/f") }
        #expect(throws: CSRFFailure.self, "still bound to its path") { try rotated.verify(oldToken, for: "/g") }
        let issued = rotated.issue(for: "/f")
        try newOnly.verify(issued, for: "/f")
        #expect(throws: CSRFFailure.self, "signed with the new secret, never the old") { try old.verify(issued, for: "/f") }
    }

    @Test func aRotatedSecretReadsPageStateSignedAndSealedUnderThePreviousOne() throws {
        let old = HMACPageStateSigner(secret: try ServerSecret(text: Self.oldText), path: "/f")
        let rotated = HMACPageStateSigner(secret: try ServerSecret(text: Self.newText).acceptingPrevious([try ServerSecret(text: Self.oldText)]), path: "/f")
        let newOnly = HMACPageStateSigner(secret: try ServerSecret(text: Self.newText), path: "/f")
        let otherPath = HMACPageStateSigner(secret: try ServerSecret(text: Self.newText).acceptingPrevious([try ServerSecret(text: Self.oldText)]), path: "/g")
        let signature = old.signature(for: "t-a=1")
        #expect(rotated.isValid(signature, for: "t-a=1"))
        #expect(!rotated.isValid(signature, for: "t-a=2"))
        #expect(!newOnly.isValid(signature, for: "t-a=1"))
        #expect(!otherPath.isValid(signature, for: "t-a=1"))
        let sealed = try #require(old.sealed("exact 0.1 + 0.2"))
        #expect(rotated.opened(sealed) == "exact 0.1 + 0.2")
        #expect(newOnly.opened(sealed) == nil)
        #expect(otherPath.opened(sealed) == nil)
        let resealed = try #require(rotated.sealed("x"))
        #expect(newOnly.opened(resealed) == "x" && old.opened(resealed) == nil, "sealed under the new secret")
        #expect(newOnly.isValid(rotated.signature(for: "x"), for: "x"))
    }

    /// The secrets have commas and spaces: any text is a secret, so the variable is not a list.
    @Test func thePreviousSecretComesFromTheEnvironment() throws {
        let secret = try ServerSecret.fromEnvironment(
            environment: ["EUREKA_SERVER_SECRET": Self.newText, "EUREKA_SERVER_PREVIOUS_SECRET": Self.oldText], logger: logger)
        #expect(secret.previousSecretCount == 1)
        let clock = ManualWallClock()
        let old = CSRFTokens(secret: try ServerSecret(text: Self.oldText), clock: clock)
        try CSRFTokens(secret: secret, clock: clock).verify(old.issue(for: "/f"), for: "/f")
        for environment in [["EUREKA_SERVER_SECRET": Self.newText], ["EUREKA_SERVER_SECRET": Self.newText, "EUREKA_SERVER_PREVIOUS_SECRET": ""]] {
            #expect(try ServerSecret.fromEnvironment(environment: environment, logger: logger).previousSecretCount == 0)
        }
        let same = try ServerSecret.fromEnvironment(
            environment: ["EUREKA_SERVER_SECRET": Self.newText, "EUREKA_SERVER_PREVIOUS_SECRET": Self.newText], logger: logger)
        #expect(same.previousSecretCount == 0, "the current secret is not tried twice")
    }

    @Test(arguments: [
        (
            ["EUREKA_SERVER_SECRET": newText, "EUREKA_SERVER_PREVIOUS_SECRET": "short"],
            "EUREKA_SERVER_PREVIOUS_SECRET: The server secret has 5 bytes; it needs at least 32."
        ),
        (
            ["EUREKA_SERVER_PREVIOUS_SECRET": oldText],
            "EUREKA_SERVER_PREVIOUS_SECRET is set but EUREKA_SERVER_SECRET is not: set it to the new secret."
        ),
    ])
    func refusesAPreviousSecretThatCannotWork(environment: [String: String], message: String) {
        let error = #expect(throws: ServerSecretError.self) {
            try ServerSecret.fromEnvironment(environment: environment, logger: logger)
        }
        #expect(error?.message == message)
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
