import Eureka
import EurekaExampleCatalogue
import EurekaExamples
import EurekaHTML
import EurekaServerTesting
import Foundation
import Testing

/// Element ids on a form page are unique, whatever the tags. Ids with a suffix (an option's
/// number, a count-down's minutes) were once the control's id plus the suffix, so a row tagged
/// `size-0` and the first option of a row tagged `size` were both `f-t-size-0`: an invalid page,
/// and a label that ticked the wrong control.
@Suite("Element ids: one element each, whatever the tags")
struct ElementIDTests {
    /// Each kind of suffixed id beside a row tagged as its suffix would make it.
    private static func build(_ form: Form) {
        form +++ Section(header: "Rows", footer: "Every suffix beside the tag it once met")
            <<< SegmentedRow<String>("size") {
                $0.title = "Size"; $0.options = ["S", "M", "L"]; $0.value = "M"
            }
            <<< TextRow("size-0") {
                $0.title = "Size 0"; $0.value = "ab"
                // Two errors after the submit below: `e-KEY-N` ids are made too.
                $0.add(rule: RuleMinLength(minLength: 5)); $0.add(rule: RuleEmail())
            }
            <<< CountDownRow("t") {
                $0.title = "Timer"; $0.value = Date(timeIntervalSince1970: 5_400)
            }
            <<< TextRow("t-minutes") { $0.title = "Minutes" }
            <<< DoublePickerRow<String, String>("pair") {
                $0.title = "Pair"
                $0.firstOptions = { ["Fruit", "Veg"] }
                $0.secondOptions = { $0 == "Fruit" ? ["Apple", "Pear"] : ["Leek"] }
                $0.value = Tuple(a: "Fruit", b: "Apple")
            }
            <<< TextRow("pair-1") { $0.title = "Pair 1" }
            <<< ActionSheetRow<String>("sheet") {
                $0.title = "Sheet"; $0.options = ["One", "Two"]
            }
            <<< TextRow("sheet-1") { $0.title = "Sheet 1" }
            <<< MultipleSelectorRow<String>("langs") {
                $0.title = "Languages"; $0.options = ["Swift", "Go"]
            }
            <<< TextRow("langs-0") { $0.title = "Languages 0" }
            <<< StarRatingRow("rating") {
                $0.title = "Rating"; $0.value = 2
            }
            <<< TextRow("rating-0") { $0.title = "Rating 0" }
            <<< TimeRow("when") {
                $0.title = "When"; $0.value = Date(timeIntervalSince1970: 0)
            }
            <<< TextRow("when-zone") { $0.title = "When zone" }
        form +++ SelectableSection<ListCheckRow<String>>("Pick", selectionType: .singleSelection(enableDeselection: true))
        for size in ["S", "M"] {
            form.last!
                <<< ListCheckRow<String>(size) {
                    $0.title = size; $0.selectableValue = size
                }
        }
        // Rows tagged as the other prefixes' words, and as the None radio's old id's tail.
        form +++ Section("Tags like prefixes")
            <<< TextRow("s1-none") { $0.title = "s1-none" }
            <<< TextRow("o-t-size") { $0.title = "o-t-size" }
            <<< TextRow("row-t-size") { $0.title = "row-t-size" }
    }

    /// The page of the form above, fresh or after a submit that shows its errors.
    private static func page(submitted: Bool) async -> String {
        let session = await SignedFormSession.make(build)
        if submitted {
            var posted = PostedForm()
            posted.fields = [PostedForm.Field(name: "_do", value: "submit")]
            _ = await session.handle(posted)
        }
        return SignedFormSession.render(session)
    }

    @Test(arguments: [false, true])
    func noIDIsWrittenTwiceAndEveryReferenceFindsOne(submitted: Bool) async throws {
        let html = await Self.page(submitted: submitted)
        var ids: [String] = []
        var references: [(attribute: String, id: String)] = []
        for case .start(_, let attributes) in HTMLTokens(html) {
            for (name, value) in attributes {
                switch name {
                case "id": ids.append(value)
                case "for": references.append((name, value))
                case "aria-describedby", "aria-labelledby":
                    references += value.split(separator: " ").map { (name, String($0)) }
                case "href" where value.hasPrefix("#"): references.append((name, String(value.dropFirst())))
                default: break
                }
            }
        }
        let counts = Dictionary(ids.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts.filter { $0.value > 1 }.isEmpty, "ids written more than once: \(counts.filter { $0.value > 1 }.keys.sorted())")
        let known = Set(ids)
        for reference in references {
            #expect(known.contains(reference.id), "\(reference.attribute)=\"\(reference.id)\" names no element")
        }
        // The suffixed ids this form exists for are all on the page, each under its own prefix.
        let expected =
            ["o-t-size-0", "f-t-size-0", "min-t-t", "f-t-t-minutes", "w-t-pair-1", "f-t-pair-1", "o-t-sheet-1", "f-t-sheet-1"]
            + ["o-t-langs-0", "f-t-langs-0", "o-t-rating-0", "f-t-rating-0", "zone-t-when", "none-s1", "f-t-s1-none"]
        #expect(expected.filter { !known.contains($0) } == [], "\(ids)")
        if submitted { #expect(known.isSuperset(of: ["e-t-size-0-0", "e-t-size-0-1"]), "\(ids)") }
    }

    /// Pairs of prefixes, for the rule `FormElementID` states.
    static let prefixPairs = FormElementID.prefixes.indices.flatMap { first in
        FormElementID.prefixes.indices.filter { $0 > first }.map { (FormElementID.prefixes[first], FormElementID.prefixes[$0]) }
    }

    @Test(arguments: prefixPairs)
    func noPrefixCanMeetAnother(first: String, second: String) {
        let (shorter, longer) = first.count <= second.count ? (first, second) : (second, first)
        guard longer.hasPrefix(shorter) else { return }
        // The longer one's remainder must not be able to start a key (`t-…`, `p…`, `m…`, `s…`).
        let remainder = longer.dropFirst(shorter.count)
        let keyStarts = ["t-", "p", "m", "s"]
        #expect(!keyStarts.contains { remainder.hasPrefix($0) || $0.hasPrefix(remainder) }, "\(shorter) and \(longer) can make one id")
    }

    /// Keys that end the way another kind of id's suffix does.
    static let rowKeys = ["t-size", "t-size-0", "t-size-1", "t-t", "t-t-minutes", "t-minutes", "p0-1", "p0-1-0", "m1-k3", "m1-k3-2", "t-a_2d0"]
    static let sectionKeys = ["s0", "s1", "s10"]

    @Test func everyIDTheTypeMakesIsMadeOnce() {
        var ids: [String] = []
        for key in Self.rowKeys {
            ids += [FormElementID.row(key), FormElementID.control(key), FormElementID.label(key), FormElementID.minutes(key)]
            ids += [FormElementID.timeZone(key), FormElementID.fullListNote(key), "b-" + key]
            // The wheel's first component is the control itself, so it is not counted again.
            ids += (0..<3).flatMap { [FormElementID.error(key, $0), FormElementID.option(key, $0)] } + (1..<3).map { FormElementID.wheel(key, $0) }
        }
        for key in Self.sectionKeys {
            ids += [FormElementID.section(key), FormElementID.footer(key), FormElementID.noneOption(key)]
        }
        let counts = Dictionary(ids.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts.filter { $0.value > 1 }.keys.sorted() == [])
        for id in ids {
            #expect(FormElementID.prefixes.contains { id.hasPrefix($0) }, "\(id) takes a listed prefix")
        }
    }
}
