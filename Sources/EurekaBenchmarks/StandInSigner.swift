import Eureka
import EurekaHTML

/// A page-state signer for the benchmarks, which do not link the server (or swift-crypto): one
/// linear pass over the text, as the server's HMAC-SHA256 makes, so the sessions measured keep
/// hidden rows' values and sign what the page showed, as `eureka-examples serve` does. Not a
/// signature: anyone can compute it.
struct StandInSigner: PageStateSigner {
    func signature(for text: String) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(state, radix: 36)
    }

    func isValid(_ signature: String, for text: String) -> Bool {
        self.signature(for: text) == signature
    }
}

extension WebFormSession {
    /// A session for a benchmark: fresh, with the stand-in signer the server's would be.
    static func benchmarked(controller: FormViewController) -> WebFormSession {
        let session = WebFormSession(controller: controller)
        session.stateSigner = StandInSigner()
        return session
    }
}
