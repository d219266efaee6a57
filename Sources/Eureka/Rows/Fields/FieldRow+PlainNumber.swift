/// A row that takes a number sent as a value (a JSON number) as that number.
///
/// Typed text goes through the row's formatter, which may read it as a person types: a till
/// formatter takes "7" as seven cents. A number sent as a value is no typed text, so it is read
/// plainly, whatever the formatter or the locale.
protocol PlainNumberTaking: BaseRow {
    /// Sets the value to the number `text` spells plainly ("7", "-12.345", "1e-5"), ending any
    /// edit and clearing an input error; returns why not when the row's type cannot keep it,
    /// and then changes nothing.
    func takePlainNumber(_ text: String) -> FieldInputError?
}

extension FieldRow: PlainNumberTaking {
    func takePlainNumber(_ text: String) -> FieldInputError? {
        var parsed: Cell.Value?
        if let error = parse(text, liveFormatting: false, readsThroughFormatter: false, into: &parsed) { return error }
        commit(parsed)
        return nil
    }
}
