import Eureka

/// Rows and whole sections that come and go with other rows' values. Conditions are either
/// predicate strings (`"$showDetails == false"`) or `.function` closures, and name the tags
/// they read, so only they are re-evaluated when those rows change. Hidden rows are left out of
/// the submitted values.
public final class HiddenRowsExample: FormViewController {
    /// How the person wants to be contacted.
    enum Contact: String, CaseIterable, CustomStringConvertible {
        case email = "Email"
        case phone = "Phone"
        case noContact = "Don't"

        var description: String { rawValue }
    }

    /// Builds the switch, the contact sections and the age-dependent row.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hidden Rows"

        form +++ Section(header: "A switch", footer: "The predicate \"$showDetails == false\" hides the two rows below the switch.")
            <<< SwitchRow("showDetails") {
                $0.title = "Show details"; $0.value = false
            }
            <<< TextRow("company") {
                $0.title = "Company"; $0.hidden = "$showDetails == false"
            }
            <<< TextRow("jobTitle") {
                $0.title = "Job title"; $0.hidden = "$showDetails == false"
            }

        form +++ Section(header: "Whole sections", footer: "Each section below has its own hidden condition.")
            <<< SegmentedRow<Contact>("contact") {
                $0.title = "Contact me by"
                $0.options = Contact.allCases
                $0.value = .noContact
            }

        form +++ Section("Email") { $0.hidden = "$contact != 'Email'" }
            <<< EmailRow("email") { $0.title = "Address" }
            <<< CheckRow("newsletter") { $0.title = "Send the newsletter too" }

        form +++ Section("Phone") { $0.hidden = "$contact != 'Phone'" }
            <<< PhoneRow("phone") { $0.title = "Number" }
            <<< SegmentedRow<String>("callTime") {
                $0.title = "Best time"; $0.options = ["Morning", "Evening"]
            }

        form +++ Section(header: "A function condition", footer: "A closure can decide anything: here, whether the age is under 18.")
            <<< IntRow("age") { $0.title = "Age" }
            <<< NameRow("guardian") {
                $0.title = "Parent or guardian"
                $0.hidden = .function(["age"]) { form in
                    guard let age = (form.rowBy(tag: "age") as? IntRow)?.value else { return true }
                    return age >= 18
                }
            }
    }
}
