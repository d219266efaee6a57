import Eureka

/// Ten thousand rows: 100 sections of 100, where each section's switch shows or hides half of
/// its rows. Conditions name the rows they read, so flipping a switch re-evaluates only that
/// section's rows, not the whole form; PgUp/PgDn and Home/End get around quickly.
public final class LargeFormExample: FormViewController {
    private let sectionCount: Int
    private let rowsPerSection: Int

    /// A form of `sections` sections with `rowsPerSection` rows each (its switch included).
    public init(sections: Int = 100, rowsPerSection: Int = 100) {
        sectionCount = sections
        self.rowsPerSection = rowsPerSection
        super.init()
    }

    /// Builds the sections and shows how long that took.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Large Form"
        let summary = Section("\(sectionCount * rowsPerSection) rows")
        form +++ summary
        let elapsed = ContinuousClock().measure {
            for number in 1...sectionCount { form +++ makeSection(number) }
        }
        summary.footer = HeaderFooterView(title: "Built in \(Int(elapsed / .milliseconds(1))) ms")
    }

    private func makeSection(_ number: Int) -> Section {
        let section = Section("Section \(number)")
        let detailsTag = "details\(number)"
        let details = SwitchRow(detailsTag) { $0.title = "Show every item of section \(number)" }
        section <<< details
        for item in 1..<rowsPerSection {
            section
                <<< CheckRow("item\(number)_\(item)") {
                    $0.title = "Item \(number).\(item)"
                    if item.isMultiple(of: 2) {
                        // Capturing the switch itself skips a tag lookup in each of 5,000 conditions.
                        $0.hidden = .function([detailsTag]) { [weak details] _ in details?.value != true }
                    }
                }
        }
        return section
    }
}
