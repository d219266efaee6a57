import Eureka
import EurekaHTML
import EurekaServer
import EurekaServerTesting
import Foundation
import Testing

/// A password row hidden by a condition keeps what was typed, but the page (and so the
/// script's snapshot of it in `sessionStorage`) carries it sealed, never as text.
@Suite("Secure values kept sealed")
struct SealedKeptValuesTests {
    private static let password = "s3cret & <pin> é😀"

    @Test func aHiddenPasswordIsCarriedSealedAndComesBack() async throws {
        var page = HTMLFormScraper.fields(in: SignedFormSession.render(await Self.make()))
        page.set("t-pin", to: Self.password)
        page.remove("t-open", keepingEmpty: true)
        let hidden = SignedFormSession.render(await Self.post(page.pairs + [("_do", "update")]))
        page = HTMLFormScraper.fields(in: hidden)
        #expect(page.values(for: "t-pin").isEmpty, "the row is hidden")
        let kept = page.values(for: "_kept").joined()
        #expect(!kept.isEmpty)
        for trace in ["s3cret", "s3cret".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, "%3Cpin"] {
            #expect(!hidden.contains(trace) && !kept.contains(trace), "the password is nowhere in the page")
        }
        page.add("t-open", "on")
        let shown = await Self.post(page.pairs + [("_do", "update")])
        #expect((shown.form.rowBy(tag: "pin") as? PasswordRow)?.value == Self.password)
    }

    /// A sealed value moved to another form (another path), or altered, opens to nothing.
    @Test func aSealedValueOpensOnlyForItsOwnForm() throws {
        let secret = try ServerSecret(bytes: Array(repeating: 7, count: 32))
        let signer = HMACPageStateSigner(secret: secret, path: "/form")
        let sealed = try #require(signer.sealed(Self.password))
        #expect(signer.opened(sealed) == Self.password)
        #expect(signer.sealed(Self.password) != sealed, "a fresh nonce each time")
        #expect(HMACPageStateSigner(secret: secret, path: "/other").opened(sealed) == nil)
        // A byte of the ciphertext flipped: the tag no longer holds.
        var bytes = try #require(Base64URL.decode(sealed))
        bytes[bytes.count / 2] ^= 0x01
        #expect(signer.opened(Base64URL.encode(bytes)) == nil)
        #expect(signer.opened("not sealed") == nil)
    }

    /// A password row hidden from the start has no cell, and is carried sealed all the same.
    @Test func aPasswordHiddenFromTheStartIsCarriedSealed() async throws {
        let session = await Self.make(shown: false, preset: "preset-pin-1234")
        let page = SignedFormSession.render(session)
        #expect(!HTMLFormScraper.fields(in: page).values(for: "_kept").isEmpty)
        #expect(!page.contains("preset-pin"), "the password is nowhere in the page")
    }

    /// The form: a switch showing a PIN row (`shown` at first), the PIN `preset` or empty.
    private static func make(shown: Bool = true, preset: String? = nil) async -> WebFormSession {
        await SignedFormSession.make { form in
            form +++ Section()
                <<< SwitchRow("open") {
                    $0.title = "Show the PIN"
                    $0.value = shown
                }
                <<< PasswordRow("pin") {
                    $0.title = "PIN"
                    $0.value = preset
                    $0.hidden = "$open == false"
                }
        }
    }

    private static func post(_ fields: [(String, String)]) async -> WebFormSession {
        let session = await make()
        _ = await session.handle(PostedForm(fields: fields.map { PostedForm.Field(name: $0.0, value: $0.1) }))
        return session
    }
}
