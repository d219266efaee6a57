extension DateEntry {
    /// Why the time in `text` (ISO 8601, read as `parts` by `DateParts(iso:base:)`) is finer
    /// than the row keeps: a minute off `minuteInterval`, or seconds other than zero, which
    /// storing would round away without a word; nil when it is on a mark (and always in
    /// `.date` mode). Pages refuse such a post as the JSON API refuses such a value.
    ///
    /// ```swift
    /// entry.reason(notKeeping: "2026-12-01T10:07", parts: parts)   // "this field keeps times every 5 minutes, without seconds"
    /// ```
    public func reason(notKeeping text: String, parts: DateParts) -> String? {
        guard mode != .date else { return nil }
        guard parts.minute % max(minuteInterval, 1) != 0 || Self.statesSeconds(text) else { return nil }
        return DatePickerModel.reasonForTimes(keptEvery: minuteInterval)
    }

    /// Whether the time in `text` has seconds (or a fraction of one) other than zero.
    private static func statesSeconds(_ text: String) -> Bool {
        let time = text.split(separator: "T").last ?? text[...]
        let fields = time.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3 else { return false }
        return fields[2].contains { $0 != "0" && $0 != "." }
    }
}
