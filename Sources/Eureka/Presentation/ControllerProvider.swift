/// Makes the controller a presenter row shows, each time it is about to show one.
///
/// Eureka's nib and storyboard cases have no meaning without UIKit; a builder closure covers them.
///
/// ```swift
/// let provider = ControllerProvider.callback { SelectorViewController<PushRow<String>>() }
/// ```
public enum ControllerProvider<VCType: ViewController> {
    /// Calls `builder` for every presentation, so each one gets a fresh controller.
    case callback(builder: () -> VCType)

    /// Builds a new controller.
    ///
    /// ```swift
    /// let controller = provider.makeController()
    /// ```
    public func makeController() -> VCType {
        switch self {
        case .callback(let builder): builder()
        }
    }
}
