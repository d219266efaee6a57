// Attribute names the form renderer needs beyond the writer's own set.
extension HTMLAttributeName {
    /// `spellcheck`, off where the field asks for no autocorrection.
    public static let spellcheck = HTMLAttributeName("spellcheck")
    /// `data-key`: the row's field name, for the live-update script.
    public static let dataKey = HTMLAttributeName("data-key")
    /// `data-control`: the row's control kind, for the live-update script.
    public static let dataControl = HTMLAttributeName("data-control")
    /// `data-presentation`: how Eureka presents a choice, for the live-update script.
    public static let dataPresentation = HTMLAttributeName("data-presentation")
    /// `data-next`: the control next/previous navigation goes to from a field (Tab, Enter).
    public static let dataNext = HTMLAttributeName("data-next")
    /// `data-prev`: the control next/previous navigation goes back to from a field (Shift-Tab).
    public static let dataPrev = HTMLAttributeName("data-prev")
    /// `data-filter`: what a text field accepts as typed (its input filter's rule), for the
    /// page's script.
    public static let dataFilter = HTMLAttributeName("data-filter")
    /// `data-separator`: the decimal separator a decimal field's filter accepts.
    public static let dataSeparator = HTMLAttributeName("data-separator")
    /// `data-edit`: the text a field's edit starts from when it is not the shown text (a
    /// formatted number's plain digits), which the page's script puts in on focus.
    public static let dataEdit = HTMLAttributeName("data-edit")
    /// `data-shown`: beside `data-edit`, the text the field shows for its value (a live answer
    /// updates a field's value, not its `value` attribute, so the script cannot read it there).
    public static let dataShown = HTMLAttributeName("data-shown")
    /// `data-reformats`: the field's text is formatted again as it is typed (grouped digits),
    /// so the page's script deletes past a separator as the terminal does.
    public static let dataReformats = HTMLAttributeName("data-reformats")
    /// `pattern`: the characters a text field accepts, as a hint (forms are `novalidate`).
    public static let pattern = HTMLAttributeName("pattern")
    /// `data-live`: the form takes live updates (its script posts changes to its action).
    public static let dataLive = HTMLAttributeName("data-live")
    /// `data-fresh`: the page shows the form as its definition builds it, so its script may send
    /// only the fields that changed since.
    public static let dataFresh = HTMLAttributeName("data-fresh")
    /// `data-keys`: a multivalued section's row keys, for the live-update script.
    public static let dataKeys = HTMLAttributeName("data-keys")
    /// `aria-live`'s companion: how much of a live region is announced.
    public static let ariaAtomic = HTMLAttributeName("aria-atomic")
    /// `formnovalidate` on buttons that only change the form.
    public static let formnovalidate = HTMLAttributeName("formnovalidate")
    /// `name` of a `<meta>` element.
    public static let metaName = HTMLAttributeName("name")
    /// `label` of an `<optgroup>`: the group's header.
    public static let optgroupLabel = HTMLAttributeName("label")
    /// `data-stays-open`: the row's selector list stays open after a pick (its `onPresent` said
    /// so), for the page's script.
    public static let dataStaysOpen = HTMLAttributeName("data-stays-open")
    /// `accept-charset` of a form.
    public static let acceptCharset = HTMLAttributeName("accept-charset")
}
