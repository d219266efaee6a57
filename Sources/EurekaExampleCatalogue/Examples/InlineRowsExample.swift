import Eureka
import Foundation

/// Inline rows expand an editor right below themselves when selected, and collapse again. The
/// form's `inlineRowHideOptions` decide what else collapses them: opening another inline row,
/// moving focus elsewhere, both (the default) or neither. `onExpandInlineRow` and
/// `onCollapseInlineRow` let a row react. A renderer that edits these rows in place with
/// controls of its own (a browser's date and list controls) never expands them, so the
/// callbacks do not run there: the status row says "not opened yet", which stays true.
public final class InlineRowsExample: FormViewController {
    /// The hide options worth comparing, as segments.
    enum Collapsing: String, CaseIterable, CustomStringConvertible {
        case both = "Default"
        case anotherRow = "Other row opens"
        case focus = "Focus moves"
        case never = "Never"

        var description: String { rawValue }

        var options: InlineRowHideOptions {
            switch self {
            case .both: .defaultOptions
            case .anotherRow: .AnotherInlineRowIsShown
            case .focus: .FirstResponderChanges
            case .never: .Never
            }
        }
    }

    private let now: Date
    private let calendar: Calendar

    /// Inline date rows starting at `now`, shown in `calendar`.
    public init(now: Date = Date(), calendar: Calendar = .current) {
        self.now = now
        self.calendar = calendar
        super.init()
    }

    /// Builds the hide-options row and the inline rows it governs.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inline Rows"

        form +++ Section(header: "Collapse inline rows when", footer: "Where rows open a picker below themselves, this decides what else closes it.")
            <<< SegmentedRow<Collapsing>("collapsing") {
                $0.options = Collapsing.allCases
                $0.value = .both
            }
            .onChange { [weak self] row in
                self?.form.inlineRowHideOptions = (row.value ?? .both).options
            }

        form
            +++ Section(
                header: "Inline rows",
                footer: """
                    Day's onExpandInlineRow and onCollapseInlineRow report in the last row.
                    A browser edits these rows in place, with its own controls: they never open.
                    """)
            <<< DateInlineRow("day") {
                $0.title = "Day"
                $0.calendar = calendar
                $0.timeZone = calendar.timeZone
                $0.value = now
            }
            .onExpandInlineRow { [weak self] _, _, _ in self?.showDayState("open") }
            .onCollapseInlineRow { [weak self] _, _, _ in self?.showDayState("closed") }
            <<< TimeInlineRow("time") {
                $0.title = "Time"
                $0.calendar = calendar
                $0.timeZone = calendar.timeZone
                $0.minuteInterval = 15
                $0.value = now
            }
            <<< PickerInlineRow<String>("fruit") {
                $0.title = "Fruit"
                $0.options = ["Apple", "Banana", "Cherry", "Damson"]
                $0.value = "Apple"
            }
            <<< DoublePickerInlineRow<Int, String>("portion") {
                $0.title = "Portion"
                $0.firstOptions = { Array(1...4) }
                $0.secondOptions = { _ in ["slice", "bowl", "crate"] }
                $0.value = Tuple(a: 1, b: "bowl")
            }
            <<< LabelRow("dayState") {
                $0.title = "Day's picker"; $0.value = "not opened yet"
            }
    }

    private func showDayState(_ state: String) {
        guard let label: LabelRow = form.rowBy(tag: "dayState") else { return }
        label.value = state
    }
}
