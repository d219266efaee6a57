import Eureka

/// Multivalued sections hold a list the user edits: insert (Enter on the add button, or
/// Ctrl-N), delete (Ctrl-X, then Delete) and reorder (Alt-↑/↓), in any combination of
/// `multivaluedOptions`. A tagged section submits its rows' values as one array.
public final class MultivaluedSectionsExample: FormViewController {
    /// Builds one section per combination of options.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Multivalued Sections"

        form
            +++ MultivaluedSection(
                multivaluedOptions: [.Insert, .Delete, .Reorder],
                header: "Tags",
                footer: "Insert, delete and reorder."
            ) {
                $0.tag = "tags"
                $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add New Tag" } }
                $0.multivaluedRowToInsertAt = { _ in NameRow { $0.placeholder = "Tag name" } }
                $0
                    <<< NameRow {
                        $0.placeholder = "Tag name"; $0.value = "Swift"
                    }
            }

        form
            +++ MultivaluedSection(multivaluedOptions: .Reorder, header: "Podium", footer: "Reorder only.") {
                $0.tag = "podium"
                for runner in ["Ada", "Grace", "Edsger"] {
                    $0 <<< LabelRow { $0.value = runner }
                }
            }

        form
            +++ GenericMultivaluedSection<LabelRow>(
                multivaluedOptions: .Insert,
                header: "Phone numbers",
                footer: "Insert only, with a label row as the add button."
            ) {
                $0.tag = "phones"
                $0.addButtonProvider = { _ in LabelRow { $0.title = "Add a phone number" } }
                $0.multivaluedRowToInsertAt = { index in PhoneRow { $0.title = "Phone \(index + 1)" } }
            }

        form
            +++ MultivaluedSection(multivaluedOptions: .Delete, header: "Guests", footer: "Delete only.") {
                $0.tag = "guests"
                for guest in ["Alan", "Barbara", "Claude"] {
                    $0
                        <<< TextRow {
                            $0.title = "Guest"; $0.value = guest
                        }
                }
            }
    }
}
