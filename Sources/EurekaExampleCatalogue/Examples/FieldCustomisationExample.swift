import Eureka

/// Field rows tuned through their cell: placeholders, title width, text alignment, secure
/// entry, keyboard kinds (which decide what can be typed), capitalisation, and colours and fonts
/// set once in `cellSetup` or on every change in `cellUpdate`.
public final class FieldCustomisationExample: FormViewController {
    /// Builds the fields, each tuned in its initializer or its cell callbacks.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Field Customisation"

        form +++ Section(header: "Placeholders and layout", footer: "titlePercentage gives the title a share of the width.")
            <<< TextRow("nickname") {
                $0.title = "Nickname"; $0.placeholder = "What friends call you"
            }
            <<< TextRow("motto") {
                $0.title = "Motto"
                $0.placeholder = "A short motto"
                $0.placeholderColor = .systemPurple
                $0.titlePercentage = 0.25
            }
            <<< TextRow("leftAligned") { $0.title = "Left-aligned" }
            .cellSetup { cell, _ in cell.textField.textAlignment = .left }
            <<< TextRow("rightAligned") { $0.title = "Right-aligned" }
            .cellSetup { cell, _ in cell.textField.textAlignment = .right }

        form +++ Section(header: "What can be typed", footer: "The keyboard kind picks a phone's keyboard and filters what is typed.")
            <<< TextRow("pin") {
                $0.title = "PIN (secure, digits)"; $0.placeholder = "4 digits"
                // The placeholder's promise, kept: seven digits were taken and submitted.
                $0.add(rule: RuleExactLength(exactLength: 4, msg: "A PIN has exactly 4 digits"))
            }
            .cellSetup { cell, _ in
                cell.textField.isSecureTextEntry = true
                cell.textField.keyboardType = .numberPad
            }
            <<< TextRow("code") {
                $0.title = "Code (capitals)"; $0.placeholder = "ABC-123"
            }
            .cellSetup { cell, _ in
                cell.textField.autocapitalizationType = .allCharacters
                cell.textField.keyboardType = .asciiCapable
            }
            <<< NameRow("fullName") {
                $0.title = "Full name (words)"; $0.placeholder = "ada lovelace"
            }
            <<< TextRow("handle") { $0.title = "Handle (no spaces)" }
            .cellSetup { cell, _ in
                cell.textField.keyboardType = .twitter
                cell.textField.autocapitalizationType = .none
            }

        form +++ Section("Colours and fonts")
            <<< TextRow("highlighted") {
                $0.title = "Bold purple title"; $0.value = "Blue text"
            }
            .cellSetup { cell, _ in
                cell.textLabel?.font = .boldSystemFont(ofSize: 17)
                cell.textField.textColor = .systemBlue
            }
            // Every cell update sets the title's colour (grey when disabled), as in Eureka, so a
            // colour of its own belongs in cellUpdate.
            .cellUpdate { cell, _ in cell.textLabel?.textColor = .systemPurple }
            <<< TextRow("shout") { $0.title = "Turns red past 10 characters" }
            .cellUpdate { cell, row in
                // cellUpdate runs after every change, so the colour follows the text.
                let tooLong = (row.value?.count ?? 0) > 10
                cell.textLabel?.textColor = tooLong ? .systemRed : nil
                cell.textField.font = tooLong ? .italicSystemFont(ofSize: 17) : nil
            }
    }
}
