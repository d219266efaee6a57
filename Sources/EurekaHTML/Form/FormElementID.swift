/// The ids of a form page's elements, and the one rule that keeps them unique.
///
/// Every id that names a row's or a section's element is a prefix from this type, then the
/// row's or section's key (``FormFieldNames``), then, for a prefix that gives one key several
/// ids, `-` and a number:
///
/// | prefix | id | element |
/// |---|---|---|
/// | `row-` | `row-KEY` | the row's container |
/// | `f-` | `f-KEY` | the row's control (labels, the error summary, focus point here) |
/// | `l-` | `l-KEY` | the row's visible label |
/// | `e-` | `e-KEY-N` | the row's Nth error |
/// | `o-` | `o-KEY-N` | the Nth option of a radio or checkbox group |
/// | `w-` | `w-KEY-N` | a wheel row's Nth component after the first (which is `f-KEY`) |
/// | `min-` | `min-KEY` | a count-down row's minutes (its hours are `f-KEY`) |
/// | `zone-` | `zone-KEY` | the time zone note under a time field |
/// | `full-` | `full-KEY` | the note under a full list's add button |
/// | `b-` | `b-KEY` | the choice button the page's script puts before a select |
/// | `sec-` | `sec-S` | a section |
/// | `ft-` | `ft-S` | a section's footer |
/// | `none-` | `none-S` | a deselectable section's "None" radio |
/// | `eu-` | `eu-live`, `eu-summary`, … | the page's own elements, one each |
///
/// Why no two elements can share an id:
///
/// - Keys are unique on a page and are ``HTMLIdentifier`` tokens (letters, digits, `-` and `_`
///   escapes); a row's starts with `t-`, `p` or `m`, a section's with `s`.
/// - Two prefixes are safe together when neither is a prefix of the other, or when the longer
///   one's remainder cannot start a key. Every prefix here is a word of letters and a `-`, no two
///   the same word, so no prefix is a prefix of another and ids under two prefixes differ within
///   the prefix: pick a new word for a new kind of id, never one of these words or a word
///   followed by more (`f-x-` would take `f-x-KEY`, the control of a row keyed `x-KEY`).
/// - Under one prefix every id has one shape: the key alone, or the key, `-` and digits. The
///   last `-` then splits the key from the number, so ids under a prefix never meet either.
///
/// A suffix must never be added to another kind's id: `f-KEY-0` for a first option, as options
/// once were, is the control of the row keyed `KEY-0` (tags `size` and `size-0`).
///
/// ```swift
/// FormElementID.control("t-size")    // "f-t-size"
/// FormElementID.option("t-size", 0)  // "o-t-size-0", never the control of a row tagged "size-0"
/// ```
public enum FormElementID {
    /// Every prefix in use, the page's own `eu-` included, for checking the rule above.
    public static let prefixes = ["row-", "f-", "l-", "e-", "o-", "w-", "min-", "zone-", "full-", "b-", "sec-", "ft-", "none-", "eu-"]

    /// `row-KEY`: the row's container.
    public static func row(_ key: String) -> String { "row-" + key }

    /// `f-KEY`: the row's control, what labels, the error summary and focus point at.
    public static func control(_ key: String) -> String { "f-" + key }

    /// `l-KEY`: the row's visible label (a choice button's script names the row by it).
    public static func label(_ key: String) -> String { "l-" + key }

    /// `e-KEY-N`: the row's error at `index`.
    public static func error(_ key: String, _ index: Int) -> String { "e-\(key)-\(index)" }

    /// `o-KEY-N`: the option at `index` of a radio or checkbox group (the group is `f-KEY`).
    public static func option(_ key: String, _ index: Int) -> String { "o-\(key)-\(index)" }

    /// The id of a wheel row's component at `index`: the first is the control (`f-KEY`), so
    /// the row's label points at it; the others are `w-KEY-N`.
    public static func wheel(_ key: String, _ index: Int) -> String { index == 0 ? control(key) : "w-\(key)-\(index)" }

    /// `min-KEY`: a count-down row's minutes select (its hours are the control, `f-KEY`).
    public static func minutes(_ key: String) -> String { "min-" + key }

    /// `zone-KEY`: the note saying which time zone a time field's clock is.
    public static func timeZone(_ key: String) -> String { "zone-" + key }

    /// `full-KEY`: the note saying why a full list's add button is disabled.
    public static func fullListNote(_ key: String) -> String { "full-" + key }

    /// `sec-S`: the section keyed `sectionKey`.
    public static func section(_ sectionKey: String) -> String { "sec-" + sectionKey }

    /// `ft-S`: the section's footer.
    public static func footer(_ sectionKey: String) -> String { "ft-" + sectionKey }

    /// `none-S`: the "None" radio of a single selection that may be undone.
    public static func noneOption(_ sectionKey: String) -> String { "none-" + sectionKey }
}
