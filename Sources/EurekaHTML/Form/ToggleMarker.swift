import Eureka

/// The hidden field posted under a checkbox's name before the box itself, so that "unticked"
/// is posted too (a browser posts nothing for an unticked box). Its value tells binding what
/// the page showed: "" while the row held no value (nil, shown as off), ``answered`` once it
/// held one. Unticked after an answer is then false, where untouched stays nil: a switch turned
/// on and off again had been submitted as nil, as if never answered.
///
/// ```swift
/// ToggleMarker.value(for: Toggle(isOn: false, style: .switch, hasValue: false))   // ""
/// ```
enum ToggleMarker {
    /// The marker's value once the row holds a value.
    static let answered = "off"

    /// The marker's value for `toggle`.
    static func value(for toggle: Toggle) -> String {
        toggle.hasValue ? answered : ""
    }
}
