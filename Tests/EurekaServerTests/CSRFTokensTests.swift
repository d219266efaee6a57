import EurekaServer
import EurekaServerTesting
import Testing

@Suite("CSRF tokens")
struct CSRFTokensTests {
    let clock = ManualWallClock(now: 1_800_000_000)
    let secret = try! ServerSecret(bytes: Array(repeating: 1, count: 32))

    func tokens(maxAge: Duration = .seconds(3600), secret: ServerSecret? = nil) -> CSRFTokens {
        CSRFTokens(secret: secret ?? self.secret, maxAge: maxAge, clock: clock, random: CountingRandomBytes())
    }

    func failure(_ body: () throws -> Void) -> CSRFFailure.Code? {
        do {
            try body()
            return nil
        } catch let error as CSRFFailure {
            #expect(!error.message.isEmpty)
            return error.code
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func acceptsItsOwnTokenForItsPath() throws {
        let tokens = tokens()
        let token = tokens.issue(for: "/forms/signup")
        #expect(token.count == 76)
        #expect(
            token.utf8.allSatisfy {
                $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A)
            })
        try tokens.verify(token, for: "/forms/signup")
        #expect(failure { try tokens.verify(token, for: "/forms/other") } == .invalidSignature)
    }

    @Test func bindingIsPartOfTheSignature() throws {
        let tokens = tokens()
        let token = tokens.issue(for: "/f", binding: "session-1")
        try tokens.verify(token, for: "/f", binding: "session-1")
        #expect(failure { try tokens.verify(token, for: "/f", binding: "session-2") } == .invalidSignature)
        #expect(failure { try tokens.verify(token, for: "/f") } == .invalidSignature)
    }

    @Test func eachTokenIsDifferent() {
        let tokens = tokens()
        #expect(tokens.issue(for: "/f") != tokens.issue(for: "/f"))
    }

    @Test func expiresAfterMaxAgeExactly() throws {
        let tokens = tokens(maxAge: .seconds(600))
        let token = tokens.issue(for: "/f")
        clock.advance(by: .seconds(600))
        try tokens.verify(token, for: "/f")
        clock.advance(by: .seconds(1))
        #expect(failure { try tokens.verify(token, for: "/f") } == .expired)
    }

    @Test func futureTokensBeyondTheSkewAreRefused() throws {
        let tokens = tokens()
        let token = tokens.issue(for: "/f")
        clock.advance(by: .seconds(-60))
        try tokens.verify(token, for: "/f")
        clock.advance(by: .seconds(-1))
        #expect(failure { try tokens.verify(token, for: "/f") } == .issuedInFuture)
    }

    @Test func anotherSecretsTokensAreRefused() {
        let other = tokens(secret: try! ServerSecret(bytes: Array(repeating: 2, count: 32)))
        #expect(failure { try tokens().verify(other.issue(for: "/f"), for: "/f") } == .invalidSignature)
    }

    @Test(arguments: [
        (String?.none, CSRFFailure.Code.missingToken),
        ("", .missingToken),
        ("not a token", .malformedToken),
        ("AAAA", .malformedToken),
        (String(repeating: "A", count: 76) + "=", .malformedToken),
        (String(repeating: "A", count: 77), .malformedToken),
        (String(repeating: "A", count: 76), .malformedToken),  // version 0
        ("AQ" + String(repeating: "A", count: 74), .invalidSignature),
    ])
    func refusesMalformedTokens(token: String?, code: CSRFFailure.Code) {
        #expect(failure { try tokens().verify(token, for: "/f") } == code)
    }

    @Test func everyTamperedByteIsRefused() {
        let tokens = tokens()
        let token = Array(tokens.issue(for: "/f").utf8)
        for index in token.indices {
            var tampered = token
            tampered[index] = tampered[index] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
            let code = failure { try tokens.verify(String(decoding: tampered, as: UTF8.self), for: "/f") }
            #expect(code == .invalidSignature || code == .malformedToken, "byte \(index)")
        }
    }
}

@Suite("Base64url")
struct Base64URLTests {
    @Test(arguments: [[UInt8](), [0], [0xFB, 0xFF], [1, 2, 3], Array(0...255)])
    func roundTrips(bytes: [UInt8]) {
        let text = Base64URL.encode(bytes)
        #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
        #expect(Base64URL.decode(text) == bytes)
    }

    @Test(arguments: ["A", "aGk=", "a+k", "a/k", "a k", "aGl"])
    func refusesNonCanonicalText(text: String) {
        #expect(Base64URL.decode(text) == nil)
    }
}
