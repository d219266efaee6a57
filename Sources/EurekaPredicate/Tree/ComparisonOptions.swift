/// The `[c]`, `[d]` and `[cd]` modifiers of a comparison operator.
struct ComparisonOptions: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// `[c]`: fold case, so `'Straße' ==[c] 'STRASSE'`.
    static let caseInsensitive = ComparisonOptions(rawValue: 1)
    /// `[d]`: ignore diacritics, so `'café' ==[d] 'cafe'`.
    static let diacriticInsensitive = ComparisonOptions(rawValue: 2)

    /// The modifier as `canonicalFormat` prints it: `""`, `"[c]"`, `"[d]"` or `"[cd]"`.
    var spelling: String {
        switch (contains(.caseInsensitive), contains(.diacriticInsensitive)) {
        case (false, false): ""
        case (true, false): "[c]"
        case (false, true): "[d]"
        case (true, true): "[cd]"
        }
    }
}
