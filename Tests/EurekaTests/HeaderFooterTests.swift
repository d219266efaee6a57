import Testing

@testable import Eureka

@Suite("Section headers and footers")
struct HeaderFooterTests {
    @Test func stringInitialisersSetTitles() {
        #expect(Section("Title").header?.title == "Title")
        #expect(Section("Title").footer == nil)
        let both = Section(header: "H", footer: "F")
        #expect(both.header?.title == "H" && both.footer?.title == "F")
        let footerOnly = Section(footer: "F")
        #expect(footerOnly.header == nil && footerOnly.footer?.title == "F")
        let literal = Section()
        literal.header = "Literal" as HeaderFooterView
        #expect(literal.header?.title == "Literal")
    }

    @Test func customContentHookRunsEachTimeItIsDrawn() {
        let section = Section()
        var header = HeaderFooterView(title: "Items")
        header.onSetupView = { content, section in content.lines.append("\(section.count) rows") }
        section.header = header
        #expect(section.header?.contentLines(for: section) == ["Items", "0 rows"])
        section <<< StringRow()
        #expect(section.header?.contentLines(for: section) == ["Items", "1 rows"])
    }

    @Test func multilineTitlesSplitIntoLines() {
        let section = Section(header: "One\nTwo", footer: nil)
        #expect(section.header?.contentLines(for: section) == ["One", "Two"])
    }
}
