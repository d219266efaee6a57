import Testing

@testable import Eureka

/// A raw-representable type whose raw value is itself: exporting it used to recurse until the
/// stack overflowed.
private struct SelfRaw: RawRepresentable, Equatable, CustomStringConvertible {
    var rawValue: SelfRaw { self }
    init?(rawValue: SelfRaw) { self = rawValue }
    init() {}
    var description: String { "SelfRaw" }
}

/// Two types whose raw values point at each other.
private struct Ping: RawRepresentable {
    var rawValue: Pong { Pong() }
    init?(rawValue: Pong) {}
    init() {}
}

private struct Pong: RawRepresentable {
    var rawValue: Ping { Ping() }
    init?(rawValue: Ping) {}
    init() {}
}

private enum Level: String { case high }

private final class SelfRawRow: Row<Cell<SelfRaw>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

@Suite("Exported values: self-referential raw values")
struct FormValueConversionTests {
    @Test func aRawValueThatReturnsItselfExportsItsDescription() {
        #expect(FormValue(converting: SelfRaw()) == .string("SelfRaw"))
    }

    @Test func aCycleOfRawValuesEnds() {
        guard case .string = FormValue(converting: Ping()) else {
            Issue.record("expected the description of one of the two types")
            return
        }
    }

    @Test func selfReferentialValuesInsideCollectionsEnd() {
        #expect(FormValue(converting: [SelfRaw(), SelfRaw()]) == .array([.string("SelfRaw"), .string("SelfRaw")]))
        #expect(FormValue(converting: ["k": SelfRaw()]) == .object(["k": .string("SelfRaw")]))
    }

    @Test func ordinaryRawValuesStillExportTheirRawValue() {
        #expect(FormValue(converting: Level.high) == .string("high"))
        #expect(FormValue(converting: [[[Level.high]]]) == .array([.array([.array([.string("high")])])]))
    }

    @Test func aRowHoldingASelfReferentialValueExportsWithoutCrashing() {
        let form = Form()
        form +++ Section() <<< SelfRawRow("odd") { $0.value = SelfRaw() }
        #expect(form.exportValues()["odd"] == .string("SelfRaw"))
    }
}
