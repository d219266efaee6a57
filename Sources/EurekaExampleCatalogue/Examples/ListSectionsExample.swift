import Eureka

/// `SelectableSection`: a list of check rows where picking one unticks the others (single
/// selection) or where any number can be ticked (multiple selection). `selectedRow()` and
/// `selectedRows()` read the choice; `onSelectSelectableRow` hears each pick.
public final class ListSectionsExample: FormViewController {
    /// Builds the single- and multiple-selection lists.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "List Sections"

        let continents = ["Africa", "Antarctica", "Asia", "Australia", "Europe", "North America", "South America"]
        form
            +++ SelectableSection<ListCheckRow<String>>(
                header: "Where do you live?",
                footer: "Single selection that can be undone: no row ticked is a choice too.",
                selectionType: .singleSelection(enableDeselection: true))
        for continent in continents {
            form.last!
                <<< ListCheckRow<String>(continent) {
                    $0.title = continent; $0.selectableValue = continent
                }
        }

        let pastimes = ["Reading", "Cooking", "Hiking", "Music", "Chess"]
        let likes = SelectableSection<ListCheckRow<String>>(
            header: "What do you enjoy?",
            footer: "Multiple selection: tick as many as you like.",
            selectionType: .multipleSelection)
        likes.onSelectSelectableRow = { [weak self, weak likes] _, _ in
            guard let count: LabelRow = self?.form.rowBy(tag: "likesCount") else { return }
            count.value = String(likes?.selectedRows().count ?? 0)
        }
        form +++ likes
        for pastime in pastimes {
            likes
                <<< ListCheckRow<String>(pastime) {
                    $0.title = pastime; $0.selectableValue = pastime
                }
        }

        form +++ Section()
            <<< LabelRow("likesCount") {
                $0.title = "Pastimes ticked"; $0.value = "0"
            }
    }
}
