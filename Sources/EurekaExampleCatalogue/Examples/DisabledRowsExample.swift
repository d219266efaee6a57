import Eureka

/// Rows that can be seen but not changed: always (`disabled = true`), or while a condition
/// holds, written as a predicate string or a `.function`. Disabled rows are dimmed, skipped by
/// the arrow keys, and still submitted.
public final class DisabledRowsExample: FormViewController {
    /// Builds the always, predicate and function-disabled rows.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Disabled Rows"

        form +++ Section(header: "Always disabled", footer: "Shown for reference; nobody edits these.")
            <<< TextRow("accountID") {
                $0.title = "Account ID"; $0.value = "ACC-0042"; $0.disabled = true
            }
            <<< SwitchRow("verified") {
                $0.title = "Verified"; $0.value = true; $0.disabled = true
            }

        form +++ Section(header: "Disabled by a predicate", footer: "Lock the profile to stop edits below.")
            <<< SwitchRow("locked") {
                $0.title = "Lock profile"; $0.value = false
            }
            <<< NameRow("displayName") {
                $0.title = "Display name"; $0.value = "Ada"; $0.disabled = "$locked == true"
            }
            <<< SegmentedRow<String>("theme") {
                $0.title = "Theme"
                $0.options = ["Light", "Dark"]
                $0.value = "Light"
                $0.disabled = "$locked == true"
            }

        form +++ Section(header: "Disabled by a function", footer: "The button stays disabled until both boxes are ticked.")
            <<< CheckRow("terms") { $0.title = "I accept the terms" }
            <<< CheckRow("privacy") { $0.title = "I accept the privacy policy" }
            <<< ButtonRow {
                $0.title = "Continue"
                $0.disabled = .function(["terms", "privacy"]) { form in
                    let accepted = ["terms", "privacy"].map { (form.rowBy(tag: $0) as? CheckRow)?.value ?? false }
                    return accepted.contains(false)
                }
            }
            .onCellSelection { [weak self] _, row in
                guard !row.isDisabled else { return }
                self?.submit()
            }
    }
}
