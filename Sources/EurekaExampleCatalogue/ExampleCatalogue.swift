import Eureka

/// Every example, in the order a newcomer should read them.
///
/// ```swift
/// for example in ExampleCatalogue.all { print(example.name, example.summary) }
/// let tour = ExampleCatalogue.example(named: "rows-tour")?.makeController()
/// ```
public enum ExampleCatalogue {
    /// The examples, simplest first.
    public static var all: [Example] {
        [
            Example(name: "rows-tour", title: "Rows", summary: "Every built-in row: fields, controls, dates, pickers, options") {
                RowsTourExample(now: CatalogueClock.now)
            },
            Example(name: "new-event", title: "New Event", summary: "A calendar event form: rows reacting to each other, a row shown on demand") {
                NewEventExample(now: CatalogueClock.now)
            },
            Example(name: "navigation-options", title: "Navigation", summary: "Where next and previous go: navigation options changed live") {
                NavigationOptionsExample()
            },
            Example(name: "custom-cells", title: "Custom Cells", summary: "A custom star-rating row and a custom cell for a built-in row") {
                CustomCellsExample()
            },
            Example(
                name: "field-customisation", title: "Field Customisation", summary: "Placeholders, alignment, secure entry, keyboard kinds, colours and fonts"
            ) {
                FieldCustomisationExample()
            },
            Example(name: "hidden-rows", title: "Hidden Rows", summary: "Rows and sections shown by predicate strings and function conditions") {
                HiddenRowsExample()
            },
            Example(name: "disabled-rows", title: "Disabled Rows", summary: "Rows disabled always, by a predicate, or by a function") {
                DisabledRowsExample()
            },
            Example(name: "formatters", title: "Formatters", summary: "DecimalFormatter, currency and percent, formatting while typing") {
                FormattersExample()
            },
            Example(name: "inline-rows", title: "Inline Rows", summary: "Rows that expand a picker below themselves, and when they collapse") {
                InlineRowsExample(now: CatalogueClock.now)
            },
            Example(name: "list-sections", title: "List Sections", summary: "Single- and multiple-selection lists of check rows") {
                ListSectionsExample()
            },
            Example(name: "selectors", title: "Selectors", summary: "Selector lists grouped, kept open, customised, loaded on demand") {
                SelectorsExample()
            },
            Example(name: "validations", title: "Validations", summary: "Every rule and validation option, errors shown, submit blocked") {
                ValidationsExample()
            },
            Example(name: "multivalued-sections", title: "Multivalued Sections", summary: "Lists the user edits: insert, delete, reorder") {
                MultivaluedSectionsExample()
            },
            Example(name: "swipe-actions", title: "Swipe Actions", summary: "Leading and trailing row actions, a destructive delete") {
                SwipeActionsExample()
            },
            Example(name: "large-form", title: "Large Form", summary: "10,000 rows with switches hiding half of them") {
                LargeFormExample()
            },
        ]
    }

    /// The example called `name` on the command line, if there is one.
    public static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }
}
