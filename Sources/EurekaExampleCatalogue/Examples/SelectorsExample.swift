import Eureka

/// Selector rows tuned the way Eureka tunes them: `onPresent` configures the list before it is
/// shown (grouped into sections, left open after a pick, extra text in its cells), and an
/// options provider supplies the options only when the list opens. A web page learns the groups
/// and the staying open from the rows' descriptions, which run `onPresent` without presenting.
public final class SelectorsExample: FormViewController {
    /// Builds one row per way of tuning a selector.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Selectors"

        form
            +++ Section(
                header: "Grouped lists",
                footer: """
                    onPresent sets sectionKeyForValue: the list opens split into sections,
                    on a web page too (groups in the list).
                    """)
            <<< PushRow<String>("country") {
                $0.title = "Country"
                $0.selectorTitle = "Choose a country"
                $0.options = ["Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "Denmark"]
            }
            .onPresent { _, selector in
                selector.sectionKeyForValue = { String($0.prefix(1)) }
            }
            <<< MultipleSelectorRow<String>("languages") {
                $0.title = "Languages"
                $0.selectorTitle = "Languages you use"
                $0.options = ["Swift", "Kotlin", "Rust", "Haskell", "OCaml", "Elixir"]
            }
            .onPresent { _, selector in
                selector.sectionKeyForValue = { ["Haskell", "OCaml", "Elixir"].contains($0) ? "Functional" : "Multi-paradigm" }
                selector.sectionHeaderTitleForKey = { "\($0) languages" }
            }

        form
            +++ Section(
                header: "A list asked to stay open",
                footer: """
                    onPresent turns dismissOnSelection off: the list stays open after a pick
                    until closed (a page without script shows a plain list).
                    """)
            <<< PushRow<Int>("servings") {
                $0.title = "Servings"
                $0.selectorTitle = "Servings"
                $0.options = Array(1...6)
                $0.value = 2
                $0.displayValueFor = { $0.map { $0 == 1 ? "1 person" : "\($0) people" } }
            }
            .onPresent { _, selector in
                selector.dismissOnSelection = false
                selector.dismissOnChange = false
                selector.selectableRowCellUpdate = { cell, row in
                    cell.detailTextLabel?.text = row.selectableValue == 4 ? "most ordered" : nil
                }
            }

        form
            +++ Section(
                header: "Options loaded on demand",
                footer: """
                    The provider runs when the options are first needed, not with the form:
                    when the list opens, or when a web page draws the row.
                    """)
            <<< PushRow<String>("mirror") {
                $0.title = "Download mirror"
                $0.selectorTitle = "Mirrors"
                $0.optionsProvider = .lazy {
                    // A real app would ask a server here; the host awaits the answer.
                    ["Amsterdam", "Frankfurt", "Singapore", "São Paulo"]
                }
            }
    }
}
