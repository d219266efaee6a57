import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import Testing

@Suite("The catalogue")
struct CatalogueTests {
    @Test func namesAreUniqueKebabCase() {
        let names = ExampleCatalogue.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(name) is not kebab-case")
        }
        #expect(ExampleCatalogue.example(named: "rows-tour")?.title == "Rows")
        #expect(ExampleCatalogue.example(named: "nope") == nil)
    }

    @Test(arguments: ExampleCatalogue.all.map(\.name))
    func everyExampleBuildsACleanForm(name: String) throws {
        let controller = try #require(ExampleCatalogue.example(named: name)).makeController()
        controller.loadViewIfNeeded()
        #expect(controller.title?.isEmpty == false)
        #expect(controller.form.definitionErrors.isEmpty, "\(controller.form.definitionErrors)")
        #expect(!controller.form.rows.isEmpty)
    }

    @Test(arguments: ExampleCatalogue.all.map(\.name))
    func everyInputRowHasATag(name: String) throws {
        let controller = try #require(ExampleCatalogue.example(named: name)).makeController()
        controller.loadViewIfNeeded()
        for row in controller.form.allRows where !(row is ButtonRow) && !(row.section is any MultivaluedSectionType) {
            #expect(row.tag != nil, "\(name): \(type(of: row)) titled \(row.title ?? "-") has no tag")
        }
    }

    @Test(arguments: ExampleCatalogue.all.map(\.name))
    func everyExampleOpensInTheTerminal(name: String) throws {
        let example = try #require(ExampleCatalogue.example(named: name))
        let driver = TerminalFormDriver(showing: example.makeController())
        #expect(driver.screenTitles == [example.title])
        #expect(driver.screen.contains(example.title))
        #expect(driver.focusedRow != nil)
        #expect(driver.result == nil)
    }
}

@Suite("The home form")
struct HomeFormTests {
    @Test func listsEveryExampleWithItsSummaryAndTheKeys() {
        let driver = TerminalFormDriver(controller: CatalogueHomeController(), size: .init(columns: 100, rows: 80))
        #expect(driver.screenTitles == ["Eureka Examples"])
        for example in ExampleCatalogue.all.prefix(8) {
            #expect(driver.screen.contains(example.title))
            #expect(driver.screen.contains(example.summary))
        }
        driver.press(.end)
        #expect(driver.screen.contains("Ctrl-S"))
    }

    @Test func enterOpensAnExampleAndEscapeComesBack() {
        let driver = TerminalFormDriver(showing: CatalogueHomeController())
        driver.focus(title: "Custom Cells")
        driver.press(.enter)
        #expect(driver.screenTitles == ["Eureka Examples", "Custom Cells"])
        driver.press(.escape)
        #expect(driver.screenTitles == ["Eureka Examples"])
        driver.press(.escape)
        #expect(driver.result?.outcome == .cancelled)
    }

    @Test func submittingTheHomePageSaysToOpenAnExampleAndDoesNotEnd() {
        let driver = TerminalFormDriver(showing: CatalogueHomeController())
        driver.submit()
        #expect(driver.result == nil, "the home page holds no values: nothing was submitted")
        #expect(driver.screen.contains("Nothing to submit here: open an example"), "\(driver.screen)")
        driver.press(.enter)
        #expect(driver.screenTitles == ["Eureka Examples", "Rows"], "the catalogue goes on")
    }

    @Test func submittingAnOpenedExampleSubmitsItsValues() {
        let driver = TerminalFormDriver(showing: CatalogueHomeController())
        driver.focus(title: "Custom Cells")
        driver.press(.enter)
        driver.focus(tag: "food")
        driver.press(.right)
        driver.submit()
        #expect(driver.submittedValues?["food"] == .int(4), "Ctrl-S submits the form in front. Screen:\n\(driver.screen)")
    }

    @Test func aSubmitButtonInAnOpenedExampleSubmitsIt() {
        let driver = TerminalFormDriver(showing: CatalogueHomeController())
        driver.focus(title: "Disabled Rows")
        driver.press(.enter)
        driver.focus(tag: "terms")
        driver.press(.character(" "))
        driver.focus(tag: "privacy")
        driver.press(.character(" "))
        driver.focus(title: "Continue")
        driver.press(.enter)
        #expect(
            driver.submittedValues?["terms"] == .bool(true),
            "FormViewController.submit() in a pushed screen submits it. Screen:\n\(driver.screen)")
    }
}
