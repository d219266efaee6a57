import Eureka

/// `navigationOptions` decide where Tab and Shift-Tab (Eureka's keyboard accessory "next" and
/// "previous") go. Change them with the segmented row, then Tab through the rows below: a
/// switch cannot take text focus, and one row is disabled.
public final class NavigationOptionsExample: FormViewController {
    /// The option sets worth comparing, as segments.
    enum Navigation: String, CaseIterable, CustomStringConvertible {
        case off = "Off"
        case enabled = "Enabled"
        case skip = "Skip"
        case stop = "Stop"

        var description: String { rawValue }

        var options: RowNavigationOptions {
            switch self {
            case .off: .Disabled
            case .enabled: .Enabled
            case .skip: .default
            case .stop: RowNavigationOptions.default.union(.StopDisabledRow)
            }
        }
    }

    /// Builds the options row and the rows to Tab through.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Navigation"
        navigationOptions = Navigation.skip.options

        form
            +++ Section(
                header: "Navigation options",
                footer: """
                    Off: next goes nowhere. Enabled: next stops before rows that cannot take focus.
                    Skip (the default): next skips them. Stop: it also stops before a disabled row.
                    """)
            <<< SegmentedRow<Navigation>("navigation") {
                $0.options = Navigation.allCases
                $0.value = .skip
            }
            .onChange { [weak self] row in
                self?.navigationOptions = (row.value ?? .skip).options
            }

        form +++ Section("Try next and previous here (Tab in a terminal, Enter on the web)")
            <<< NameRow("firstName") { $0.title = "First name" }
            .cellSetup { cell, _ in cell.textField.textContentType = .givenName }
            <<< SwitchRow("subscribe") { $0.title = "Subscribe (cannot take focus)" }
            <<< NameRow("lastName") { $0.title = "Last name" }
            .cellSetup { cell, _ in cell.textField.textContentType = .familyName }
            <<< TextRow("membership") {
                $0.title = "Membership (disabled)"; $0.value = "Gold"; $0.disabled = true
            }
            <<< EmailRow("email") { $0.title = "Email" }
    }
}
