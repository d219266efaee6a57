import Eureka

/// What handling a posted form came to.
///
/// ```swift
/// switch await session.handle(posted) {
/// case .submitted(let values): return try save(values.decode(Signup.self))
/// case .cancelled: return redirect("/")
/// case .showForm: return page(session)
/// }
/// ```
public enum WebFormOutcome {
    /// The form was submitted and nothing blocked it: these are its values.
    case submitted(FormValues)
    /// The user cancelled the form (a Cancel button calling `controller.cancel()`).
    case cancelled
    /// Show the form again: with the changes applied, and errors where a submit was blocked.
    case showForm
}
