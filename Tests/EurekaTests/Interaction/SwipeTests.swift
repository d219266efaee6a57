import Testing

@testable import Eureka

@Suite("Interaction: swipe actions")
struct SwipeTests {
    @Test func aCompletedDestructiveActionRemovesTheRow() {
        let form = Form()
        let row = StringRow("victim")
        var ran: [String] = []
        row.trailingSwipe.actions = [
            SwipeAction(style: .destructive, title: "Delete") { action, row, completion in
                ran.append("\(action.title!) \(row.tag!)")
                completion?(true)
            }
        ]
        form +++ Section() <<< StringRow("keep") <<< row
        let interaction = FormInteraction(form: form)
        #expect(!form.hasUnsavedChanges)
        interaction.perform(interaction.swipeActions(for: row, edge: .trailing)[0], on: row)
        #expect(ran == ["Delete victim"])
        #expect(form.rowBy(tag: "victim") == nil && form[0].count == 1)
        #expect(form.hasUnsavedChanges, "the removal is the user's work: leaving would lose it")
    }

    @Test func cancelledOrNormalActionsKeepTheRow() {
        let form = Form()
        let row = StringRow("r")
        var completions: [(Bool) -> Void] = []
        row.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, _, done in completions.append { done?($0) } }]
        row.leadingSwipe.actions = [SwipeAction(style: .normal, title: "Info") { _, _, done in done?(true) }]
        form +++ Section() <<< row
        let interaction = FormInteraction(form: form)
        interaction.perform(row.leadingSwipe.actions[0], on: row)
        #expect(form[0].count == 1)
        interaction.perform(row.trailingSwipe.actions[0], on: row)
        #expect(form[0].count == 1, "nothing happens until the handler completes")
        completions[0](false)
        #expect(form[0].count == 1)
        completions[0](true)
        #expect(form[0].isEmpty, "a late completion still removes the row")
    }

    @Test func fullSwipeRunsTheFirstActionOnlyWhenAllowed() {
        let row = StringRow()
        var count = 0
        row.trailingSwipe.actions = [
            SwipeAction(style: .normal, title: "A") { _, _, done in
                count += 1; done?(true)
            }
        ]
        let form = Form() +++ Section() <<< row
        let interaction = FormInteraction(form: form)
        #expect(!interaction.performFullSwipe(on: row, edge: .trailing))
        row.trailingSwipe.performsFirstActionWithFullSwipe = true
        #expect(interaction.performFullSwipe(on: row, edge: .trailing))
        #expect(count == 1)
        row.disabled = true
        #expect(interaction.swipeActions(for: row, edge: .trailing).isEmpty)
    }
}
