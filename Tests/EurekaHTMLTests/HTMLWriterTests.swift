import Testing

@testable import EurekaHTML

@Suite("HTML writer")
struct HTMLWriterTests {
    @Test func writesElementsAttributesAndText() {
        var html = HTMLWriter()
        html.doctype()
        html.element(
            .form,
            attributes: {
                $0.attribute(.method, "post"); $0.attribute(.action, "/signup")
            }
        ) { html in
            html.element(.label, attributes: { $0.identifier(.for, "email", prefix: "row-") }, text: "Email")
            html.void(.input) {
                $0.identifier(.id, "email", prefix: "row-")
                $0.attribute(.name, "email")
                $0.attribute(.maxlength, 80)
                $0.boolean(.required)
                $0.boolean(.disabled, false)
            }
        }
        #expect(
            html.string == """
                <!DOCTYPE html>
                <form method="post" action="/signup"><label for="row-email">Email</label>\
                <input id="row-email" name="email" maxlength="80" required></form>
                """)
    }

    @Test(arguments: [
        ("a & b", "a &amp; b"),
        ("<b>", "&lt;b&gt;"),
        ("\"quoted\" 'single'", "&quot;quoted&quot; &#39;single&#39;"),
        ("`tick`", "`tick`"),
        ("tab\tnew\nline", "tab\tnew\nline"),
        ("nul\u{0}bell\u{7}cr\r del\u{7F} c1\u{85}\u{9B}", "nulbellcr del c1"),
        ("é 中 👩‍💻 \u{A0}", "é 中 👩‍💻 \u{A0}"),
        ("", ""),
    ])
    func escapesText(input: String, expected: String) {
        var html = HTMLWriter()
        html.text(input)
        #expect(html.string == expected)
    }

    /// Every byte value, alone and between clean text, in both contexts, against the rules
    /// written out plainly: the escaper's fast path (bit masks) must agree with them.
    @Test(arguments: [HTMLEscaping.Context.text, .attribute])
    func everyByteIsEscapedAsTheRulesSay(context: HTMLEscaping.Context) {
        func expected(_ byte: UInt8) -> [UInt8] {
            switch byte {
            case 0x26: Array("&amp;".utf8)
            case 0x3C: Array("&lt;".utf8)
            case 0x3E: Array("&gt;".utf8)
            case 0x22: Array("&quot;".utf8)
            case 0x27: Array("&#39;".utf8)
            case 0x60: context == .attribute ? Array("&#96;".utf8) : [byte]
            case _ where byte < 0x80 && HTMLEscaping.isDropped(Unicode.Scalar(byte)): []
            default: [byte]
            }
        }
        for value in 0...255 {
            let byte = UInt8(value)
            let source: [UInt8] = [0x61, byte, 0x62]
            var output: [UInt8] = []
            source.withUnsafeBufferPointer { HTMLEscaping.append($0, to: &output, context: context) }
            // ESC and one character ("ESC b") is a whole escape sequence: both go.
            let after: [UInt8] = byte == 0x1B ? [] : [0x62]
            #expect(output == [0x61] + expected(byte) + after, "byte \(value)")
        }
        // C1 controls (C2 80…C2 9F) are dropped whole; other C2 sequences are kept. CSI takes
        // its final byte ("b") with it, and a string introducer everything after it, unended.
        for second in UInt8(0x80)...0xBF {
            let source: [UInt8] = [0x61, 0xC2, second, 0x62]
            var output: [UInt8] = []
            source.withUnsafeBufferPointer { HTMLEscaping.append($0, to: &output, context: context) }
            let scalar = Unicode.Scalar(UInt32(second))!
            let takesWhatFollows = [0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains(second)
            #expect(output == (HTMLEscaping.isDropped(scalar) ? (takesWhatFollows ? [0x61] : [0x61, 0x62]) : source), "C2 \(second)")
        }
    }

    /// A whole escape sequence is dropped, as the terminal renderer drops it: the printable rest
    /// of a colour ("[31m") was shown on the page.
    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("title\u{1B}]0;evil\u{7}end", "titleend"),
        ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"),
        ("a\u{1B}Pdcs\u{1B}\\b", "ab"),
        ("a\u{1B}(Bb", "ab"),
        ("\u{9B}2Jx", "x"),
        ("a\u{1B}", "a"),
        ("a\u{1B}[12", "a"),
        ("é\u{1B}[1mé", "éé"),
    ])
    func escapeSequencesAreDroppedWhole(text: String, shown: String) {
        var html = HTMLWriter()
        html.text(text)
        #expect(html.string == shown)
        #expect(HTMLEscaping.textAsShown(text) == shown, "posted back, the text reads as the page showed it")
    }

    @Test(arguments: [
        ("plain é 👩‍💻 <b>", "plain é 👩‍💻 <b>"),
        ("a\r\nb\rc\nd", "a\nb\nc\nd"),
        ("nul\u{0}bell\u{7}del\u{7F}c1\u{85}\u{9B} £\u{A0}", "nulbelldelc1£\u{A0}"),
        ("tab\tkept", "tab\tkept"),
        ("\r\n\r\n", "\n\n"),
    ])
    func postedTextBecomesTextAsThePageShowsIt(posted: String, shown: String) {
        #expect(HTMLEscaping.textAsShown(posted) == shown)
        #expect(HTMLEscaping.textAsShown(shown) == shown, "posting the page again changes nothing")
        var html = HTMLWriter()
        html.text(shown)
        #expect(html.string == shown.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"), "the writer drops nothing more")
    }

    @Test func attributesAlsoEscapeBackticks() {
        var html = HTMLWriter()
        html.void(.input) { $0.attribute(.value, "`x` \"y\" <z> &") }
        #expect(html.string == #"<input value="&#96;x&#96; &quot;y&quot; &lt;z&gt; &amp;">"#)
    }

    @Test(arguments: [0, 7, -7, 1234567890, Int.max, Int.min])
    func writesIntegers(number: Int) {
        var html = HTMLWriter()
        html.text(number)
        html.void(.input) { $0.attribute(.step, number) }
        #expect(html.string == "\(number)<input step=\"\(number)\">")
    }

    @Test func substringsAreWritten() {
        let text = "prefix <tag> suffix"
        var html = HTMLWriter()
        html.text(text.dropFirst(7).prefix(5))
        #expect(html.string == "&lt;tag&gt;")
    }

    @Test func trustedHTMLIsTheOnlyRawPath() {
        let built = TrustedHTML { $0.element(.em, text: "<not markup>") }
        var html = HTMLWriter()
        html.raw(built)
        html.raw(TrustedHTML(uncheckedMarkup: "<hr>"))
        #expect(html.string == "<em>&lt;not markup&gt;</em><hr>")
    }

    @Test func openAndCloseStream() {
        var html = HTMLWriter()
        html.open(.fieldset)
        html.element(.legend, text: "Account")
        html.close(.fieldset)
        #expect(html.string == "<fieldset><legend>Account</legend></fieldset>")
    }

    @Test func urlAttributesRefuseActiveSchemes() {
        var html = HTMLWriter()
        html.element(.a, attributes: { $0.attribute(.href, "javascript:alert(1)") }, text: "x")
        html.element(.a, attributes: { $0.attribute(.href, "/ok?a=1&b=2") }, text: "y")
        html.element(.a, attributes: { $0.attribute(.title, "javascript:alert(1)") }, text: "z")
        #expect(
            html.string == """
                <a href="about:invalid#blocked">x</a><a href="/ok?a=1&amp;b=2">y</a>\
                <a title="javascript:alert(1)">z</a>
                """)
    }

    @Test func jsonDataIslandCannotEndItsScript() {
        var html = HTMLWriter()
        html.jsonDataIsland(id: "state", json: "{\"t\":\"</script><!-- & \u{2028}\u{2029}\"}")
        #expect(html.string == #"<script type="application/json" id="state">{"t":"\u003c/script\u003e\u003c!-- \u0026 \u2028\u2029"}</script>"#)
    }

    @Test func namesReportWhetherTheyAreVoidOrURLs() {
        #expect(HTMLElementName.input.isVoid)
        #expect(!HTMLElementName.textarea.isVoid)
        #expect(HTMLAttributeName.href.isURL && HTMLAttributeName.formaction.isURL)
        #expect(!HTMLAttributeName.value.isURL)
        #expect(HTMLAttributeName("data-row").name == "data-row")
    }
}
