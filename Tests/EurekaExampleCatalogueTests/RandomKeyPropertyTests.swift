import Eureka
import EurekaExampleCatalogue
import EurekaTerminalTesting
import Foundation
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

/// Every example of the catalogue, driven with random keys from the whole of Unicode (marks that
/// join the character before, ZWJ sequences, flags, wide characters, controls) and every
/// navigation key, checking after each key that nothing broke: the cursor is on the screen and
/// inside the text being edited, and every row of the frame is exactly the screen's width.
///
/// The seed is fixed so a failure reproduces; `EUREKA_PROPERTY_SEED=<n>` tries another and
/// `EUREKA_PROPERTY_KEYS=<n>` changes the keys per example (default 150, a few seconds in all).
@Suite("Random keys on every example")
struct RandomKeyPropertyTests {
    static let seed = UInt64(ProcessInfo.processInfo.environment["EUREKA_PROPERTY_SEED"] ?? "") ?? 0xE0E1_2024
    static let keysPerExample = Int(ProcessInfo.processInfo.environment["EUREKA_PROPERTY_KEYS"] ?? "") ?? 150

    @Test(arguments: ExampleCatalogue.all.map(\.name))
    func randomKeysBreakNothing(name: String) throws {
        let example = try #require(ExampleCatalogue.example(named: name))
        var random = SeededGenerator(seed: Self.seed ^ UInt64(truncatingIfNeeded: name.hashValueStable))
        var size = TerminalSize(columns: 80, rows: 24)
        var driver = TerminalFormDriver(controller: example.makeController(), size: size)
        var history: [String] = []
        for step in 0..<Self.keysPerExample {
            if driver.result != nil {
                // Submitted or cancelled: start again on a fresh form and keep going.
                driver = TerminalFormDriver(controller: example.makeController(), size: size)
                history.append("(restart)")
            }
            let event = RandomEvents.next(using: &random)
            if case .resize(let newSize) = event { size = newSize }
            history.append(String(describing: event))
            driver.send(event)
            let problems = Invariants.check(driver, size: size)
            guard problems.isEmpty else {
                Issue.record(
                    """
                    \(name), seed \(Self.seed), step \(step): \(problems.joined(separator: "; "))
                    last events: \(history.suffix(8).joined(separator: ", "))
                    screen:
                    \(driver.screen)
                    """)
                return
            }
        }
    }
}

/// What must hold after every key.
private enum Invariants {
    static func check(_ driver: TerminalFormDriver, size: TerminalSize) -> [String] {
        var problems: [String] = []
        let frame = driver.frame
        if frame.size != size { problems.append("frame is \(frame.size), screen is \(size)") }
        for row in 0..<frame.rows {
            var column = 0
            while column < frame.columns {
                let cell = frame[row, column]
                if cell.isContinuation {
                    problems.append("row \(row) column \(column): a continuation cell without a wide character before it")
                    break
                }
                if cell.width == 2 {
                    guard column + 1 < frame.columns, frame[row, column + 1].isContinuation else {
                        problems.append("row \(row) column \(column): a wide character cut by the edge or not followed by its continuation")
                        break
                    }
                }
                column += max(1, cell.width)
            }
        }
        let cursor = driver.cursor
        if cursor.isVisible, !(0..<size.rows).contains(cursor.row) || !(0..<size.columns).contains(cursor.column) {
            problems.append("cursor at \(cursor.row),\(cursor.column) is off the \(size) screen")
        }
        if let editor = driver.currentEditor {
            if !(0...editor.text.count).contains(editor.cursor) {
                problems.append("editor cursor \(editor.cursor) outside its \(editor.text.count)-character text")
            }
            for width in [1, 2, 5, 40] where editor.visibleWindow(width: width).cursorColumn > width {
                problems.append("editor window of width \(width) puts the cursor past it")
            }
        }
        return problems
    }
}

private extension TerminalFormDriver {
    /// The text editor of the focused row, if it is being edited.
    var currentEditor: TextEditor? { focusedRowState.editor }
}

/// Keys, pastes and resizes, weighted toward what breaks text handling.
private enum RandomEvents {
    static let navigation: [Key] = [
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .enter, .escape, .backspace, .delete,
        .insert, .function(1), .function(5), .function(12),
    ]

    static func next(using random: inout SeededGenerator) -> TerminalEvent {
        switch random.next(upTo: 100) {
        case 0..<30: return key(.character(anyCharacter(using: &random)))
        case 30..<40: return key(.character(Character(scalar(in: 0x300...0x36F, using: &random))))  // combining marks
        case 40..<46: return key(.character(Character(scalar(in: 0x1F1E6...0x1F1FF, using: &random))))  // flag halves
        case 46..<50: return key(.character(["\u{200D}", "👩", "👧", "🏽", "\u{FE0F}"][random.next(upTo: 5)]))
        case 50..<56: return key(.character(Character(scalar(in: 0x4E00...0x9FFF, using: &random))))  // wide CJK
        case 56..<82:
            var modifiers: KeyModifiers = []
            if random.next(upTo: 6) == 0 { modifiers.insert(.shift) }
            if random.next(upTo: 8) == 0 { modifiers.insert(.alt) }
            if random.next(upTo: 10) == 0 { modifiers.insert(.control) }
            return .key(KeyEvent(navigation[random.next(upTo: navigation.count)], modifiers: modifiers))
        case 82..<90:
            // Control keys the text editor and the host know: ^A ^E ^W ^U ^K ^D ^B ^F, ^X, ^N, ^Z.
            let letters: [Character] = ["a", "e", "w", "u", "k", "d", "b", "f", "x", "n", "z", "l"]
            return .key(KeyEvent(.character(letters[random.next(upTo: letters.count)]), modifiers: .control))
        case 90..<93:
            return .key(KeyEvent(.character(anyCharacter(using: &random)), modifiers: .alt))
        case 93..<97:
            let length = random.next(upTo: 12)
            return .paste(String((0..<length).map { _ in anyCharacter(using: &random) }))
        default:
            let columns = [1, 2, 7, 20, 45, 80, 133][random.next(upTo: 7)]
            let rows = [1, 2, 5, 12, 24, 50][random.next(upTo: 6)]
            return .resize(TerminalSize(columns: columns, rows: rows))
        }
    }

    private static func key(_ key: Key) -> TerminalEvent { .key(KeyEvent(key)) }

    /// Any scalar that is not a surrogate, from every plane, as one character.
    private static func anyCharacter(using random: inout SeededGenerator) -> Character {
        let planes: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xFFFF, 0x10000...0x1FFFF, 0x20000...0x3FFFF, 0xE0000...0x10FFFF]
        return Character(scalar(in: planes[random.next(upTo: planes.count)], using: &random))
    }

    private static func scalar(in range: ClosedRange<UInt32>, using random: inout SeededGenerator) -> Unicode.Scalar {
        while true {
            let value = range.lowerBound + UInt32(random.next(upTo: Int(range.upperBound - range.lowerBound) + 1))
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }
}

private extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x1_0000_0100_01B3 }
    }
}
