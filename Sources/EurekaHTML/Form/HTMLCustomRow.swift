import Eureka

/// A row that writes its own HTML instead of the markup its control gets. Optional: a row's
/// `control` already makes it work on the web. The markup must post the control's value under
/// `context.fieldName`, as the generic markup would (a number for `.number`, an option index
/// for `.singleChoice`…), so binding needs nothing new; every string goes through the writer.
///
/// ```swift
/// extension RatingRow: HTMLCustomRow {
///     func writeHTML(_ description: RowDescription, context: HTMLRowContext, into html: inout HTMLWriter) {
///         html.element(.label, attributes: { $0.attribute(.for, context.controlID) }, text: description.title ?? "Rating")
///         html.void(.input) { $0.attribute(.type, "number"); $0.attribute(.name, context.fieldName); $0.attribute(.id, context.controlID) }
///     }
/// }
/// ```
public protocol HTMLCustomRow: BaseRow {
    /// Writes the row's control (label included); errors and row tools are added around it.
    func writeHTML(_ description: RowDescription, context: HTMLRowContext, into html: inout HTMLWriter)

    /// Whether the markup shows a row without a value as holding none (radio buttons none of
    /// which is ticked), so that any value it posts is an answer. False by default: a generic
    /// number control (a slider, a number input) shows its start value when the row has none,
    /// and posting that start back changes nothing.
    ///
    /// ```swift
    /// extension RatingRow { var showsNoValue: Bool { true } }   // 0 stars posted is an answer
    /// ```
    var showsNoValue: Bool { get }
}

extension HTMLCustomRow {
    /// False: the markup shows a value even when the row holds none.
    public var showsNoValue: Bool { false }
}

/// The names a row's markup uses on the page.
///
/// ```swift
/// html.void(.input) { $0.attribute(.name, context.fieldName); $0.attribute(.id, context.controlID) }
/// ```
public struct HTMLRowContext: Sendable {
    /// The field name the row's value is posted under.
    public var fieldName: String
    /// The id of the row's main control (what labels and the error summary point at).
    public var controlID: String
    /// Ids the control should name in `aria-describedby` (errors, the section's footer).
    public var describedBy: [String]
    /// Whether the row has errors (`aria-invalid`).
    public var isInvalid: Bool
    /// Whether the row is disabled.
    public var isDisabled: Bool
    /// Whether the row must have a value to submit (`RowDescription.isRequired`): mark the
    /// control `required` (forms are `novalidate`); the row's class `eu-required` puts an
    /// asterisk after an element of class `eu-label`.
    public var isRequired = false
    /// Whether the page comes back with focus on this row's control (`autofocus`): a row just
    /// inserted, or the one after a row deleted, on a page without script.
    public var takesFocusOnLoad = false
    /// Where next/previous navigation goes from this row's field, as control ids (the
    /// form's `RowNavigationOptions`); nil where navigation stops.
    public var next: String?
    /// Where previous navigation goes from this row's field.
    public var previous: String?
    /// Text the page posted that the control could not take, to show back in it (a number out
    /// of range in a number input, a text too long to send); nil when the control shows the
    /// row's value.
    public var refusedText: String?

    /// The id of the option at `index` in a group of radios or checkboxes the markup writes
    /// (`o-KEY-N`, ``FormElementID/option(_:_:)``). A suffix on `controlID` itself
    /// (`"\(controlID)-\(index)"`) would be the control id of the row keyed `KEY-N`.
    ///
    /// ```swift
    /// html.void(.input) { $0.attribute(.type, "radio"); $0.attribute(.id, context.optionID(2)) }
    /// ```
    public func optionID(_ index: Int) -> String {
        FormElementID.option(fieldName, index)
    }
}
