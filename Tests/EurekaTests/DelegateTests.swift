import Foundation
import Testing

@testable import Eureka

@Suite("FormDelegate events")
struct DelegateTests {
    @Test func structuralChangesProduceOneEventEach() {
        var form = Form()
        let recorder = EventRecorder()
        form.delegate = recorder
        form +++ Section { $0.tag = "a" } <<< StringRow("r1") <<< StringRow("r2")
        form += [Section { $0.tag = "b" }, Section { $0.tag = "c" }]
        form[0] <<< StringRow("r3")
        form[0].remove(at: 0)
        form.remove(at: 2)
        form[1] = Section { $0.tag = "d" }
        #expect(
            recorder.events == [
                "+S a @0",
                "+S b,c @1,2",
                "+R r3 @0.2",
                "-R r1 @0.0",
                "-S c @2",
                "-S b @1",
                "+S d @1",
            ])
    }

    @Test func hidingAndShowingAreRemovalsAndInsertionsInVisibleCoordinates() {
        let form = Form()
        let recorder = EventRecorder()
        let toggle = ToggleRow("toggle")
        form +++ Section { $0.tag = "s" } <<< toggle <<< StringRow("x")
        let hideable = StringRow("h") { $0.hidden = .function(["toggle"]) { ($0.rowBy(tag: "toggle") as? ToggleRow)?.value == true } }
        form[0] <<< hideable
        let section = Section {
            $0.tag = "t"; $0.hidden = .function(["toggle"]) { ($0.rowBy(tag: "toggle") as? ToggleRow)?.value == true }
        }
        form +++ section
        form.delegate = recorder
        toggle.value = true
        #expect(recorder.events == ["value toggle", "-R h @0.2", "-S t @1"])
        recorder.events.removeAll()
        toggle.value = false
        #expect(recorder.events == ["value toggle", "+R h @0.2", "+S t @1"])
    }

    @Test func rowsInsideAHiddenSectionSendNoRowEvents() {
        let form = Form()
        let recorder = EventRecorder()
        let hidden = Section {
            $0.tag = "h"; $0.hidden = true
        }
        form +++ hidden
        form.delegate = recorder
        hidden <<< StringRow("inside")
        hidden.allRows[0].hidden = true
        #expect(recorder.events.isEmpty)
        hidden.hidden = false
        #expect(recorder.events == ["+S h @0"])
    }

    @Test func swapsAndMovesAreReported() {
        let form = Form()
        let recorder = EventRecorder()
        form +++ Section { $0.tag = "s" } <<< StringRow("a") <<< StringRow("b") <<< StringRow("c")
        form.delegate = recorder
        form[0].swapAt(0, 2)
        form[0].moveRow(from: 0, to: 1)
        #expect(recorder.events == ["~R a,c>c,a @0.0,0.2", "mv c 0.0>0.1"])
        #expect(tags(form[0]) == ["b", "c", "a"])
    }

    @Test func valueChangesReachTheDelegateOncePerChange() {
        let form = Form()
        let recorder = EventRecorder()
        let row = IntegerRow("n")
        form +++ Section() <<< row
        form.delegate = recorder
        row.value = 1
        row.value = 1
        row.value = 2
        #expect(recorder.events == ["value n", "value n"])
    }
}
