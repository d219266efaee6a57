import EurekaServer
import EurekaServerTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `Host` is checked against DNS rebinding: a page whose own name was pointed at this server's
/// address is the same origin to the browser, so only the name it sends gives it away.
@Suite("Allowed hosts")
struct HostCheckTests {
    @Test(arguments: [
        // Listening on loopback, automatically: loopback names only, any port.
        (AllowedHosts.automatic, "127.0.0.1", "localhost:8080", true),
        (.automatic, "127.0.0.1", "LOCALHOST.", true),
        (.automatic, "127.0.0.1", "app.localhost:8080", true),
        (.automatic, "127.0.0.1", "127.0.0.1:8080", true),
        (.automatic, "127.0.0.1", "127.1.2.3", true),
        (.automatic, "::1", "[::1]:8080", true),
        (.automatic, "127.0.0.1", "[::1]", true),
        (.automatic, "127.0.0.1", "localhost.:8080", true),
        (.automatic, "localhost", "attacker.example:8080", false),
        (.automatic, "127.0.0.1", "attacker.example", false),
        (.automatic, "127.0.0.1", "localhost.attacker.example", false),
        (.automatic, "127.0.0.1", "127.0.0.1.attacker.example", false),
        (.automatic, "127.0.0.1", "127.1:8080", true),
        (.automatic, "127.0.0.1", "[::ffff:127.0.0.1]:8080", true),
        (.automatic, "127.0.0.1", "0x7f.0.0.1", true),
        (.automatic, "127.0.0.1", "1.2.3.example", false),
        (.automatic, "127.0.0.1", "0xattacker", false),
        (.automatic, "127.0.0.1", "localhost:80x", false),
        (.automatic, "127.0.0.1", "localhost@attacker.example", false),
        (.automatic, "127.0.0.1", "[::1", false),
        (.automatic, "127.0.0.1", "", false),
        (.automatic, "127.0.0.1", "localhost:65535", true),
        (.automatic, "127.0.0.1", "localhost:65536", false),
        (.automatic, "127.0.0.1", "localhost:99999999999999999999999", false),
        (.automatic, "127.0.0.1", "localhost:", true),
        // Loopback however the listening address is spelt.
        (.automatic, "127.1", "attacker.example", false),
        (.automatic, "0:0:0:0:0:0:0:1", "attacker.example", false),
        (.automatic, "::ffff:127.0.0.1", "attacker.example", false),
        (.automatic, "[::1]", "attacker.example", false),
        (.automatic, "LOCALHOST", "attacker.example", false),
        // Listening on every address: any name, since only the deployment knows its names.
        (.automatic, "0.0.0.0", "forms.example.com", true),
        (.any, "127.0.0.1", "attacker.example", true),
        // Named: exactly those, or names under a leading dot.
        (.only(["forms.example.com"]), "0.0.0.0", "Forms.Example.com:443", true),
        (.only(["forms.example.com"]), "0.0.0.0", "example.com", false),
        (.only(["forms.example.com"]), "0.0.0.0", "localhost", false),
        (.only([".example.com"]), "0.0.0.0", "example.com", true),
        (.only([".example.com"]), "0.0.0.0", "a.b.example.com", true),
        (.only([".example.com"]), "0.0.0.0", "badexample.com", false),
        (.only(["*"]), "0.0.0.0", "anything.example", true),
        (.only(["*.example.com"]), "0.0.0.0", "a.example.com", true),
    ])
    func aNameIsTakenOrNot(allowed: AllowedHosts, boundHost: String, authority: String, taken: Bool) {
        #expect(allowed.allows(authority: authority, boundHost: boundHost) == taken)
    }

    @Test func theEnvironmentsListIsReadAndTrimmed() throws {
        let configuration = try FormServerConfiguration.fromEnvironment([
            "EUREKA_SERVER_SECRET": String(repeating: "k", count: 64), "EUREKA_ALLOWED_HOSTS": " forms.example.com , ,.intranet.example",
        ])
        #expect(configuration.allowedHosts == .only(["forms.example.com", ".intranet.example"]))
        #expect(configuration.allowedHosts.allows(authority: "x.intranet.example", boundHost: "127.0.0.1"))
    }

    /// A list that could never take a request is told at startup, naming what is wrong.
    @Test(arguments: [
        ([], "no name is given"),
        ([""], "an empty name"),
        (["forms.example.com:8080"], "\"forms.example.com:8080\" is not a host name"),
        (["a\u{1B}[31mred"], "\"a\\u{1B}[31mred\" is not a host name"),
        (["https://forms.example.com"], "is not a host name"),
        (["[::1]:80"], "is not a host name"),
        (["..example.com"], "is not a host name"),
        (["forms.example.com/path"], "is not a host name"),
        (["ok.example", "bad name"], "\"bad name\""),
    ])
    func aListThatCouldTakeNothingIsRefused(names: [String], message: String) {
        #expect {
            try AllowedHosts.validated(names)
        } throws: { error in
            (error as? AllowedHostsError)?.message.contains(message) == true
        }
    }

    @Test(arguments: [["*"], ["forms.example.com"], [".example.com", "*.example.org"], ["[::1]"], ["127.0.0.1"], ["Forms.Example.COM."]])
    func aListOfNamesIsTaken(names: [String]) throws {
        #expect(try AllowedHosts.validated(names) == .only(names))
    }

    @Test(arguments: [",", " , ", "http://x", "x:1"])
    func theEnvironmentsListIsRefusedWhenItCouldTakeNothing(list: String) {
        #expect(throws: FormServerConfigurationError.self) {
            try FormServerConfiguration.fromEnvironment([
                "EUREKA_SERVER_SECRET": String(repeating: "k", count: 64), "EUREKA_ALLOWED_HOSTS": list,
            ])
        }
    }

    @Test func onlyAnAutomaticRuleOnAPublicAddressTakesAnyNameUnasked() {
        #expect(AllowedHosts.automatic.takesAnyName(boundHost: "0.0.0.0"))
        #expect(AllowedHosts.automatic.takesAnyName(boundHost: "::"))
        #expect(!AllowedHosts.automatic.takesAnyName(boundHost: "127.0.0.1"))
        #expect(!AllowedHosts.only(["forms.example.com"]).takesAnyName(boundHost: "0.0.0.0"))
    }

    /// Over a socket, as a browser sends `Host`: the rebound name gets a page saying what to do,
    /// the loopback name the form, and two `Host` fields are refused whatever they say.
    @Test(arguments: [
        ("Host: attacker.example:PORT\r\n", "HTTP/1.1 400", "does not answer to the name “attacker.example:"),
        ("Host: localhost:PORT\r\n", "HTTP/1.1 200", "ok"),
        ("Host: 127.0.0.1:PORT\r\nHost: attacker.example\r\n", "HTTP/1.1 400", "named its host more than once"),
        ("Host: <b>x</b>\r\n", "HTTP/1.1 400", "“&lt;b&gt;x&lt;/b&gt;”"),
        ("", "HTTP/1.1 400", "needs a Host field"),
        ("Host:\r\n", "HTTP/1.1 400", "needs a Host field"),
    ])
    func aRequestIsAnsweredByTheNameItGives(hostLines: String, status: String, text: String) async throws {
        try await expectAnswer(target: "/", hostLines: hostLines, status: status, text: text)
    }

    /// A target in absolute form names the host, and wins over `Host` (RFC 9112, 3.2.2).
    @Test(arguments: [
        ("http://attacker.example/", "Host: localhost\r\n", "HTTP/1.1 400", "attacker.example"),
        ("http://localhost@attacker.example/", "Host: localhost\r\n", "HTTP/1.1 400", "attacker.example"),
        ("http://localhost:PORT/", "Host: attacker.example\r\n", "HTTP/1.1 200", "ok"),
    ])
    func anAbsoluteTargetsHostIsTheOneJudged(target: String, hostLines: String, status: String, text: String) async throws {
        try await expectAnswer(target: target, hostLines: hostLines, status: status, text: text)
    }

    private func expectAnswer(target: String, hostLines: String, status: String, text: String) async throws {
        let answer = try await OKServer.exchange { port in
            "GET \(target.replacingOccurrences(of: "PORT", with: "\(port)")) HTTP/1.1\r\n"
                + "\(hostLines.replacingOccurrences(of: "PORT", with: "\(port)"))Connection: close\r\n\r\n"
        }
        #expect(answer.hasPrefix(status), "\(answer.prefix(200))")
        #expect(answer.contains(text), "\(answer.suffix(600))")
    }

    /// HTTP/1.0 made `Host` optional: a request without one is answered (and its connection
    /// closed, as HTTP/1.0 expects).
    @Test func anHTTP10RequestWithoutHostIsAnswered() async throws {
        let answer = try await OKServer.exchange { _ in "GET / HTTP/1.0\r\n\r\n" }
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
    }

    /// The stylesheet is served whatever the name, so that the refusal page is styled: assets
    /// hold nothing a rebound page could use.
    @Test func theAssetsAnswerAnyName() async throws {
        let stylesheet = try #require(AssetRegistry.defaults.url(for: "eureka.css"))
        let answer = try await OKServer.exchange { _ in "GET \(stylesheet) HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n" }
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
        #expect(answer.contains("text/css"))
    }

    /// Only the assets themselves: another path beside them is refused to another name.
    @Test(arguments: ["/assets/", "/assets/other.css", "/assets/../", "/"])
    func aPathBesideTheAssetsIsChecked(path: String) async throws {
        let answer = try await OKServer.exchange { _ in "GET \(path) HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n" }
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
    }
}
