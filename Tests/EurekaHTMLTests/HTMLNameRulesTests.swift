import EurekaHTML
import Testing

/// Names are literals, so a bad one is a programmer's mistake that stops the program at once
/// (exit tests run it in a child process).
@Suite("Element and attribute names")
struct HTMLNameRulesTests {
    @Test func eventHandlerAttributesCannotBeMade() async {
        await #expect(processExitsWith: .failure) { _ = HTMLAttributeName("onclick") }
    }

    @Test func styleAttributeCannotBeMade() async {
        await #expect(processExitsWith: .failure) { _ = HTMLAttributeName("style") }
    }

    @Test func namesWithSpacesOrMarkupCannotBeMade() async {
        await #expect(processExitsWith: .failure) { _ = HTMLElementName("script src=x") }
        await #expect(processExitsWith: .failure) { _ = HTMLAttributeName("a\"b") }
        await #expect(processExitsWith: .failure) { _ = HTMLElementName("Div") }
    }

    @Test func voidElementsHaveNoEndTag() async {
        await #expect(processExitsWith: .failure) {
            var html = HTMLWriter()
            html.close(.input)
        }
    }

    @Test func validNamesAreAccepted() {
        #expect(HTMLElementName("my-widget").name == "my-widget")
        #expect(HTMLAttributeName("aria-describedby").name == "aria-describedby")
        #expect(HTMLAttributeName("open").name == "open")  // starts with "o", not "on"
    }
}
