import Eureka

extension FormValues {
    /// The values with every text as a page shows and posts it (``HTMLEscaping/textAsShown(_:)``):
    /// line breaks as "\n", no control characters. A JSON body then reaches the form as the same
    /// fields posted by the page would: a required field holding only "\u{0}" is empty in both.
    ///
    /// ```swift
    /// FormValues(["name": .string("\u{7}Ada\r\n")]).withTextAsShown().values["name"]   // "Ada\n"
    /// ```
    func withTextAsShown() -> FormValues {
        var cleaned = self
        for (key, value) in values {
            let shown = value.withTextAsShown()
            if shown != value { cleaned.values[key] = shown }
        }
        return cleaned
    }
}

extension FormValue {
    /// This value with its texts, and those of its lists and objects, as a page shows them.
    func withTextAsShown() -> FormValue {
        switch self {
        case .string(let text): .string(HTMLEscaping.textAsShown(text))
        case .array(let elements): .array(elements.map { $0.withTextAsShown() })
        case .object(let members): .object(members.mapValues { $0.withTextAsShown() })
        case .null, .bool, .int, .double, .date: self
        }
    }
}
