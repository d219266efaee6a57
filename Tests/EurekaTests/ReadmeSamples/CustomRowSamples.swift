import Eureka
import Testing

// Eureka README, "Custom rows": the listings, adapted only where they use UIKit. Each
// adaptation is marked "ADAPTED:". Types the README names like Eureka's own (`SelectorRow`,
// `PickerInlineRow`, `CustomCell`) get a `Readme` prefix so they do not shadow the library's
// types for the rest of this test module.

// MARK: Basic custom rows

// Custom Cell with value type: Bool
// ADAPTED: no .xib, so no `@IBOutlet`s; the switch is a plain stored flag the test flips, and
// `switchValueChanged` is called directly instead of through `addTarget(_:action:for:)`.
public class ReadmeCustomCell: Cell<Bool>, CellType {
    var switchControlIsOn = false
    var setupCount = 0

    public override func setup() {
        super.setup()
        setupCount += 1
    }

    func switchValueChanged() {
        row.value = switchControlIsOn
        row.updateCell()  // Re-draws the cell which calls 'update' bellow
    }

    public override func update() {
        super.update()
        backgroundColor = (row.value ?? false) ? .white : .black
    }
}

// The custom Row also has the cell: CustomCell and its correspond value
public final class ReadmeCustomRow: Row<ReadmeCustomCell>, RowType {
    required public init(tag: String?) {
        super.init(tag: tag)
        // ADAPTED: `CellProvider<CustomCell>(nibName: "CustomCell")` loads a nib; without nibs
        // the provider makes the cell with a closure.
        cellProvider = CellProvider<ReadmeCustomCell> { ReadmeCustomCell() }
    }
}

// MARK: Generic rows in Eureka's idiom (`Cell: CellType` where `Cell: BaseCell`)

class ReadmeGenericRow<Cell: CellType>: Row<Cell> where Cell: BaseCell {
    required init(tag: String?) {
        super.init(tag: tag)
    }

    var summary: String { "\(title ?? "") = \(value.map { "\($0)" } ?? "nil")" }
}

final class ReadmeGenericSwitchRow: ReadmeGenericRow<SwitchCell>, RowType {}

// MARK: Custom inline rows

// ADAPTED: the README's listing leaves out the `InlineRowType` and `RowType` conformances its
// text asks for; they are added here. `UITableViewAutomaticDimension` becomes a fixed height.
class ReadmePickerInlineRow<T>: Row<PickerInlineCell<T>>, InlineRowType, RowType where T: Equatable {

    public typealias InlineRow = PickerRow<T>
    open var options = [T]()

    required public init(tag: String?) {
        super.init(tag: tag)
    }

    public func setupInlineRow(_ inlineRow: InlineRow) {
        inlineRow.options = self.options
        inlineRow.displayValueFor = self.displayValueFor
        inlineRow.cell.height = { 216 }
    }

    public override func customDidSelect() {
        super.customDidSelect()
        if !isDisabled {
            toggleInlineRow()
        }
    }
}

// MARK: Custom presenter rows

/// Generic row type where a user must select a value among several options.
open class ReadmeSelectorRow<Cell: CellType>: OptionsRow<Cell>, PresenterRowType where Cell: BaseCell {

    /// Defines how the view controller will be presented, pushed, etc.
    open var presentationMode: PresentationMode<SelectorViewController<ReadmeSelectorRow<Cell>>>?

    /// Will be called before the presentation occurs.
    open var onPresentCallback: ((FormViewController, SelectorViewController<ReadmeSelectorRow<Cell>>) -> Void)?

    required public init(tag: String?) {
        super.init(tag: tag)
    }

    /// Extends `didSelect` method
    open override func customDidSelect() {
        super.customDidSelect()
        guard let presentationMode = presentationMode, !isDisabled else { return }
        if let controller = presentationMode.makeController() {
            controller.row = self
            controller.title = selectorTitle ?? controller.title
            onPresentCallback?(cell.formViewController()!, controller)
            presentationMode.present(controller, row: self, presentingController: self.cell.formViewController()!)
        } else {
            presentationMode.present(nil, row: self, presentingController: self.cell.formViewController()!)
        }
    }

    // ADAPTED: `prepare(for segue: UIStoryboardSegue)` is left out: there are no storyboards.
}

// SelectorRow conforms to PresenterRowType
public final class ReadmeCustomPushRow<T: Equatable>: ReadmeSelectorRow<PushSelectorCell<T>>, RowType {

    public required init(tag: String?) {
        super.init(tag: tag)
        // ADAPTED: the README's `SelectorViewController<T>` predates Eureka 5, where the
        // controller is generic over the row; `navigationController?.popViewController` is
        // UIKit's — here the host pops the screen, so the callback only marks the controller.
        presentationMode = .show(
            controllerProvider: ControllerProvider.callback {
                return SelectorViewController<ReadmeSelectorRow<PushSelectorCell<T>>> { _ in }
            },
            onDismiss: { vc in
                vc.title = "dismissed"
            })
    }
}

@Suite("README samples: custom rows")
struct CustomRowSamples {
    @Test func basicCustomRowAndCell() {
        let row = ReadmeCustomRow("custom") { $0.title = "Custom" }
        let cell = row.cell!
        #expect(cell.setupCount == 1)
        row.updateCell()
        #expect(cell.backgroundColor == .black)
        cell.switchControlIsOn = true
        cell.switchValueChanged()
        #expect(row.value == true)
        #expect(cell.backgroundColor == .white)
        #expect(cell.setupCount == 1, "setup runs once, update at every updateCell()")
    }

    @Test func genericRowInEurekasIdiom() {
        let row = ReadmeGenericSwitchRow("generic") {
            $0.title = "Notify"; $0.value = true
        }
        #expect(row.summary == "Notify = true")
        let form = Form()
        form +++ Section() <<< row
        form.setValues(["generic": false])
        #expect(row.summary == "Notify = false")
    }

    @Test func customInlineRowExpandsItsPicker() {
        let row = ReadmePickerInlineRow<String>("size") {
            $0.options = ["S", "M", "L"]; $0.value = "M"
        }
        let hosted = HostedForm([row])
        row.select()
        #expect(row.isExpanded)
        #expect(row.inlineRow?.options == ["S", "M", "L"])
        #expect(hosted.form.allSections[0].allRows.count == 2)
        row.inlineRow?.value = "L"
        #expect(row.value == "L")
        row.select()
        #expect(row.isCollapsed)
    }

    @Test func customPresenterRowPresentsItsSelector() throws {
        let row = ReadmeCustomPushRow<String>("push") {
            $0.title = "Pick"
            $0.selectorTitle = "Pick one"
            $0.options = ["One", "Two"]
        }
        var presentedFrom: FormViewController?
        row.onPresent { from, _ in presentedFrom = from }
        let hosted = HostedForm([row])
        #expect(row.cell.formViewController() === hosted.controller)
        row.select()
        let selector = try #require(hosted.host.top(SelectorViewController<ReadmeSelectorRow<PushSelectorCell<String>>>.self))
        #expect(selector.title == "Pick one")
        #expect(selector.row === row)
        #expect(presentedFrom === hosted.controller)
        #expect(hosted.host.log.contains("show push"))
        selector.loadViewIfNeeded()
        #expect(selector.selectOption("Two"))
        #expect(row.value == "Two")
        #expect(hosted.host.stack.isEmpty, "selecting an option closes the selector")
        #expect(selector.title == "dismissed", "the presentation mode's onDismiss ran")
    }

    @Test func presentingNilPresentsNothing() {
        let row = PushRow<String>("p") { $0.options = ["a"] }
        let hosted = HostedForm([row])
        let mode = row.presentationMode
        #expect(mode?.makeController() != nil)
        mode?.present(nil, row: row, presentingController: hosted.controller)
        #expect(hosted.host.stack.isEmpty)
    }

    @Test func aCellOutsideAShownFormHasNoFormViewController() {
        let row = TextRow("loose")
        #expect(row.cell.formViewController() == nil)
        let form = Form()
        form +++ Section() <<< row
        #expect(row.cell.formViewController() == nil)
        let controller = FormViewController(form: form)
        #expect(row.cell.formViewController() === controller)
    }
}
