import Eureka
import Foundation

/// Every built-in row, one section per family: fields, controls, dates in their three styles,
/// pickers, option rows and a list of checks.
///
/// Open it to see how each row looks and which keys it takes; read it to see the one-line
/// initializer each row needs. Dates start at `now` in `calendar`, which tests fix.
public final class RowsTourExample: FormViewController {
    private let now: Date
    private let calendar: Calendar

    /// A tour whose date rows start at `now`, shown in `calendar` (its time zone and locale).
    public init(now: Date = Date(), calendar: Calendar = .current) {
        self.now = now
        self.calendar = calendar
        super.init()
    }

    /// Builds one section per row family.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rows"
        addFieldRows()
        addControlRows()
        addDateRows()
        addPickerRows()
        addOptionRows()
    }

    private func addFieldRows() {
        form
            +++ Section(
                header: "Field rows",
                footer: """
                    Each field filters what can be typed by its keyboard kind:
                    digits and a leading minus for IntRow, no spaces for EmailRow…
                    """)
            <<< TextRow("text") {
                $0.title = "TextRow"; $0.placeholder = "Any text"
            }
            <<< NameRow("name") {
                $0.title = "NameRow"; $0.placeholder = "First and last name"
            }
            <<< EmailRow("email") {
                $0.title = "EmailRow"; $0.placeholder = "you@example.com"
            }
            <<< PasswordRow("password") {
                $0.title = "PasswordRow"; $0.placeholder = "Hidden as you type"
            }
            <<< PhoneRow("phone") {
                $0.title = "PhoneRow"; $0.placeholder = "+1 555 0100"
            }
            <<< URLRow("url") {
                $0.title = "URLRow"; $0.placeholder = "https://"
            }
            <<< TwitterRow("twitter") {
                $0.title = "TwitterRow"; $0.placeholder = "@handle"
            }
            <<< AccountRow("account") {
                $0.title = "AccountRow"; $0.placeholder = "ASCII only"
            }
            <<< ZipCodeRow("zip") {
                $0.title = "ZipCodeRow"; $0.placeholder = "Upper case"
            }
            <<< IntRow("int") {
                $0.title = "IntRow"; $0.placeholder = "Whole number"
            }
            <<< DecimalRow("decimal") {
                $0.title = "DecimalRow"; $0.placeholder = "0.00"
            }
            <<< TextAreaRow("textArea") { $0.placeholder = "TextAreaRow: several lines of text" }
    }

    private func addControlRows() {
        form +++ Section("Controls")
            <<< LabelRow("label") {
                $0.title = "LabelRow"; $0.value = "Read-only text"
            }
            <<< ButtonRow { $0.title = "ButtonRow: count my presses" }
            .onCellSelection { _, row in
                // A button has no value of its own: it acts on other rows, found by tag.
                guard let presses: LabelRow = row.form?.rowBy(tag: "presses") else { return }
                presses.value = String((Int(presses.value ?? "") ?? 0) + 1)
            }
            <<< LabelRow("presses") {
                $0.title = "Button presses"; $0.value = "0"
            }
            <<< CheckRow("check") {
                $0.title = "CheckRow"; $0.value = false
            }
            <<< SwitchRow("switch") {
                $0.title = "SwitchRow"; $0.value = false
            }
            <<< SliderRow("slider") {
                $0.title = "SliderRow"
                $0.minimumValue = 0
                $0.maximumValue = 10
                $0.steps = 10
                $0.value = 5
            }
            <<< StepperRow("stepper") {
                $0.title = "StepperRow"; $0.maximumValue = 10; $0.value = 2
            }
            <<< SegmentedRow<String>("segmented") {
                $0.title = "SegmentedRow"
                $0.options = ["Small", "Medium", "Large"]
                $0.value = "Medium"
            }
    }

    private func addDateRows() {
        form
            +++ Section(
                header: "Dates",
                footer: """
                    Plain rows edit in place; Inline rows open a picker below;
                    Picker rows always show it (on the web, the browser's date control stands in for all three).
                    """)
            <<< DateRow("date") {
                $0.title = "DateRow"; inTourCalendar($0)
            }
            <<< TimeRow("time") {
                $0.title = "TimeRow"; inTourCalendar($0)
            }
            <<< DateTimeRow("dateTime") {
                $0.title = "DateTimeRow"; inTourCalendar($0)
            }
            <<< CountDownRow("countDown") {
                $0.title = "CountDownRow"; asDuration($0)
            }
            <<< DateInlineRow("dateInline") {
                $0.title = "DateInlineRow"; inTourCalendar($0)
            }
            <<< TimeInlineRow("timeInline") {
                $0.title = "TimeInlineRow"; inTourCalendar($0)
            }
            <<< DateTimeInlineRow("dateTimeInline") {
                $0.title = "DateTimeInlineRow"; inTourCalendar($0)
            }
            <<< CountDownInlineRow("countDownInline") {
                $0.title = "CountDownInlineRow"; asDuration($0)
            }
        form +++ Section("Date pickers")
            <<< DatePickerRow("datePicker") {
                $0.title = "DatePickerRow"; inTourCalendar($0)
            }
            <<< TimePickerRow("timePicker") {
                $0.title = "TimePickerRow"; inTourCalendar($0)
            }
            <<< DateTimePickerRow("dateTimePicker") {
                $0.title = "DateTimePickerRow"; inTourCalendar($0)
            }
            <<< CountDownPickerRow("countDownPicker") {
                $0.title = "CountDownPickerRow"; asDuration($0)
            }
    }

    private func addPickerRows() {
        let languages = ["Swift", "Kotlin", "Rust", "Go"]
        form +++ Section(header: "Pickers", footer: "Double and triple pickers offer later wheels that depend on the earlier ones.")
            <<< PickerRow<String>("picker") {
                $0.title = "PickerRow"; $0.options = languages; $0.value = "Swift"
            }
            <<< PickerInlineRow<String>("pickerInline") {
                $0.title = "PickerInlineRow"; $0.options = languages; $0.value = "Swift"
            }
            <<< PickerInputRow<String>("pickerInput") {
                $0.title = "PickerInputRow"; $0.options = languages; $0.value = "Swift"
            }
            <<< DoublePickerRow<String, String>("doublePicker") {
                $0.title = "DoublePickerRow"
                $0.firstOptions = Self.drinkKinds
                $0.secondOptions = Self.drinks(of:)
            }
            <<< DoublePickerInlineRow<String, String>("doublePickerInline") {
                $0.title = "DoublePickerInlineRow"
                $0.firstOptions = Self.drinkKinds
                $0.secondOptions = Self.drinks(of:)
            }
            <<< DoublePickerInputRow<String, String>("doublePickerInput") {
                $0.title = "DoublePickerInputRow"
                $0.firstOptions = Self.drinkKinds
                $0.secondOptions = Self.drinks(of:)
            }
        form +++ Section("Triple pickers")
            <<< TriplePickerRow<String, String, String>("triplePicker") {
                $0.title = "TriplePickerRow"
                $0.firstOptions = Self.continents
                $0.secondOptions = Self.countries(in:)
                $0.thirdOptions = Self.cities(in:_:)
            }
            <<< TriplePickerInlineRow<String, String, String>("triplePickerInline") {
                $0.title = "TriplePickerInlineRow"
                $0.firstOptions = Self.continents
                $0.secondOptions = Self.countries(in:)
                $0.thirdOptions = Self.cities(in:_:)
            }
            <<< TriplePickerInputRow<String, String, String>("triplePickerInput") {
                $0.title = "TriplePickerInputRow"
                $0.firstOptions = Self.continents
                $0.secondOptions = Self.countries(in:)
                $0.thirdOptions = Self.cities(in:_:)
            }
    }

    private func addOptionRows() {
        let sizes = ["Small", "Medium", "Large"]
        form +++ Section(header: "Options", footer: "Push and popover rows open a list; action sheets and alerts open an overlay.")
            <<< PushRow<String>("push") {
                $0.title = "PushRow"; $0.options = sizes; $0.selectorTitle = "Pick a size"
            }
            <<< PopoverSelectorRow<String>("popover") {
                $0.title = "PopoverSelectorRow"; $0.options = sizes
            }
            <<< MultipleSelectorRow<String>("multiple") {
                $0.title = "MultipleSelectorRow"; $0.options = ["Cheese", "Ham", "Olives", "Pineapple"]
            }
            <<< ActionSheetRow<String>("actionSheet") {
                $0.title = "ActionSheetRow"; $0.options = sizes; $0.selectorTitle = "Pick a size"
            }
            <<< AlertRow<String>("alert") {
                $0.title = "AlertRow"; $0.options = sizes; $0.selectorTitle = "Pick a size"
            }
        form +++ SelectableSection<ListCheckRow<String>>("ListCheckRow", selectionType: .singleSelection(enableDeselection: true))
        for size in sizes {
            form.last!
                <<< ListCheckRow<String>("list\(size)") {
                    $0.title = size; $0.selectableValue = size
                }
        }
    }

    /// Shows and steps dates in the tour's calendar, starting from `now`.
    private func inTourCalendar<Cell>(_ row: DateRowBase<Cell>) {
        row.calendar = calendar
        row.timeZone = calendar.timeZone
        row.value = now
    }

    /// Count-down rows keep a duration in a date's hour and minute: here 1:30, on today or, on
    /// a morning the clocks skip 01:00–02:00, on the day before (today's 1:30 would be 2:30).
    private func asDuration<Cell>(_ row: DateRowBase<Cell>) {
        inTourCalendar(row)
        let today = calendar.date(bySettingHour: 1, minute: 30, second: 0, of: now)
        let held = today.map { calendar.component(.hour, from: $0) == 1 } ?? false
        let dayBefore = calendar.date(byAdding: .day, value: -1, to: now).flatMap { calendar.date(bySettingHour: 1, minute: 30, second: 0, of: $0) }
        row.value = held ? today : dayBefore ?? today
    }

    private static func drinkKinds() -> [String] { ["Coffee", "Tea"] }

    private static func drinks(of kind: String) -> [String] {
        kind == "Coffee" ? ["Espresso", "Latte"] : ["Green", "Black", "Mint"]
    }

    private static func continents() -> [String] { ["Europe", "Asia"] }

    private static func countries(in continent: String) -> [String] {
        continent == "Europe" ? ["France", "Spain"] : ["Japan"]
    }

    private static func cities(in continent: String, _ country: String) -> [String] {
        ["France": ["Paris", "Lyon"], "Spain": ["Madrid", "Seville"], "Japan": ["Tokyo", "Kyoto"]][country] ?? []
    }
}
