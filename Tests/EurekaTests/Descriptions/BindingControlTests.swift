import Testing

@testable import Eureka

@Suite("Descriptions: the binding control")
struct BindingControlTests {
    @Test func choicesKeepTheirCountAndSelectionWithoutWorkingOutTitles() {
        var titlesWorkedOut = 0
        let push = PushRow<String>("size") {
            $0.options = ["s", "m", "l"]
            $0.value = "m"
            $0.displayValueFor = { value in
                titlesWorkedOut += 1
                return value?.uppercased()
            }
        }
        let multiple = MultipleSelectorRow<String>("tags") {
            $0.options = ["a", "b"]
            $0.value = ["b"]
        }
        titlesWorkedOut = 0
        guard case .singleChoice(let bound) = push.bindingControl, case .multipleChoice(let boundSet) = multiple.bindingControl else {
            Issue.record("choices stay choices")
            return
        }
        #expect(titlesWorkedOut == 0)
        #expect(bound.options.count == 3 && bound.selectedIndex == 1)
        #expect(boundSet.options.count == 2 && boundSet.selectedIndices == [1])
        guard case .singleChoice(let shown) = push.control else { return }
        #expect(shown.options == ["S", "M", "L"], "renderers still get the titles")
    }
}
