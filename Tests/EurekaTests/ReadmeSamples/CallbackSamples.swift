import Eureka
import Testing

// Eureka README, "Using the callbacks", "Configuring the keyboard navigation accessory",
// "Swipe Actions" and "Option Rows".

// README: "Configuring the keyboard navigation accesory", as a subclass.
class ReadmeNavigationFormViewController: FormViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        form +++ Section() <<< TextRow("first") <<< TextRow("disabled") { $0.disabled = true } <<< TextRow("last")

        // Enables the navigation accessory and stops navigation when a disabled row is encountered
        navigationOptions = RowNavigationOptions.Enabled.union(.StopDisabledRow)
        // Enables smooth scrolling on navigation to off-screen rows
        animateScroll = true
        // Leaves 20pt of space between the keyboard and the highlighted row after scrolling to an off screen row
        rowKeyboardSpacing = 20
    }
}

@Suite("README samples: callbacks, navigation, swipe actions, option rows")
struct CallbackSamples {
    @Test func onChangeCellSetupAndCellUpdate() {
        let row = SwitchRow("SwitchRow") { row in  // initializer
            row.title = "The title"
        }.onChange { row in
            row.title = (row.value ?? false) ? "The title expands when on" : "The title"
            row.updateCell()
        }.cellSetup { cell, row in
            cell.backgroundColor = .lightGray
        }.cellUpdate { cell, row in
            cell.textLabel?.font = .italicSystemFont(ofSize: 18.0)
        }
        #expect(row.cell.backgroundColor == .lightGray)
        row.updateCell()
        #expect(row.cell.textLabel?.font == .italicSystemFont(ofSize: 18.0))
        row.value = true
        #expect(row.title == "The title expands when on")
        #expect(row.cell.textLabel?.text == "The title expands when on")
        row.value = false
        #expect(row.cell.textLabel?.text == "The title")
    }

    /// As Eureka's README says, `onCellSelection` is called for disabled rows too (a tap is
    /// `didSelect()`), so it starts with a guard; `select()` leaves disabled rows alone.
    @Test func onCellSelectionIsCalledForDisabledRowsAndGuards() {
        var calls = 0
        var presses = 0
        let button = ButtonRow("button") { $0.title = "Press" }
            .onCellSelection { cell, row in
                calls += 1
                guard !row.isDisabled else { return }
                presses += 1
            }
        let form = Form()
        form +++ Section() <<< button
        button.select()
        #expect(calls == 1 && presses == 1)
        button.disabled = true
        button.evaluateDisabled()
        button.didSelect()
        #expect(calls == 2 && presses == 1)
        button.select()
        #expect(calls == 2, "select() does not select a disabled row")
    }

    @Test func inlineRowCallbacks() {
        var log: [String] = []
        let row = DateInlineRow("date")
            .onExpandInlineRow { _, _, _ in log.append("expand") }
            .onCollapseInlineRow { _, _, _ in log.append("collapse") }
        let form = Form()
        form +++ Section() <<< row
        row.expandInlineRow()
        row.collapseInlineRow()
        #expect(log == ["expand", "collapse"])
    }

    @Test func navigationOptionsFromViewDidLoad() {
        let controller = ReadmeNavigationFormViewController()
        controller.loadViewIfNeeded()
        #expect(controller.navigationOptions == RowNavigationOptions.Enabled.union(.StopDisabledRow))
        #expect(controller.animateScroll && controller.rowKeyboardSpacing == 20)
        let interaction = controller.interaction
        interaction.focus(controller.form.rowBy(tag: "first"))
        #expect(!interaction.focusNext(), "navigation stops at the disabled row")
        #expect(interaction.focusedRow?.tag == "first")
    }

    @Test func swipeActions() throws {
        var log: [String] = []
        let row = TextRow {
            let deleteAction = SwipeAction(
                style: .destructive,
                title: "Delete",
                handler: { (action, row, completionHandler) in
                    //add your code here.
                    log.append("delete")
                    //make sure you call the completionHandler once done.
                    completionHandler?(true)
                })
            // ADAPTED: `deleteAction.image = UIImage(named: "icon-trash")` — a symbol name.
            deleteAction.imageSymbol = "icon-trash"

            $0.trailingSwipe.actions = [deleteAction]
            $0.trailingSwipe.performsFirstActionWithFullSwipe = true

            //please be aware: `leadingSwipe` is only available on iOS 11+ only
            let infoAction = SwipeAction(
                style: .normal,
                title: "Info",
                handler: { (action, row, completionHandler) in
                    //add your code here.
                    log.append("info")
                    //make sure you call the completionHandler once done.
                    completionHandler?(true)
                })
            infoAction.actionBackgroundColor = .blue
            // ADAPTED: `infoAction.image = UIImage(named: "icon-info")` — a symbol name.
            infoAction.imageSymbol = "icon-info"

            $0.leadingSwipe.actions = [infoAction]
            $0.leadingSwipe.performsFirstActionWithFullSwipe = true
        }
        let controller = FormViewController(form: Form())
        controller.form +++ Section() <<< row
        let interaction = controller.interaction
        #expect(interaction.swipeActions(for: row, edge: .trailing).map(\.title) == ["Delete"])
        #expect(interaction.swipeActions(for: row, edge: .leading).map(\.title) == ["Info"])
        #expect(interaction.performFullSwipe(on: row, edge: .leading))
        #expect(interaction.performFullSwipe(on: row, edge: .trailing))
        #expect(log == ["info", "delete"])
    }

    @Test func anActionSheetRow() {
        let form = Form()
        form +++ Section()
            <<< ActionSheetRow<String> {
                $0.title = "ActionSheetRow"
                $0.selectorTitle = "Pick a number"
                $0.options = ["One", "Two", "Three"]
                $0.value = "Two"  // initially selected
            }
        let row = form.allSections[0][0] as? ActionSheetRow<String>
        #expect(row?.value == "Two")
        #expect(row?.options == ["One", "Two", "Three"])
        #expect(row?.selectorTitle == "Pick a number")
    }
}
