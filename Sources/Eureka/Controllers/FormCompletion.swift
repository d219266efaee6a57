/// How the user finished with a form.
public enum FormCompletion: Hashable, Sendable {
    /// The user asked to submit; the host validates first and submits only a valid form.
    case submit
    /// The user gave up on the form.
    case cancel
}

extension FormViewController {
    /// Asks the host to submit the form (it validates first and shows errors instead when the
    /// form is not valid). A "Submit" button row calls this.
    ///
    /// ```swift
    /// <<< ButtonRow { $0.title = "Sign up" }.onCellSelection { [unowned self] _, _ in self.submit() }
    /// ```
    public func submit() {
        completionHandler?(.submit)
    }

    /// Asks the host to end the form without submitting.
    ///
    /// ```swift
    /// <<< ButtonRow { $0.title = "Cancel" }.onCellSelection { [unowned self] _, _ in self.cancel() }
    /// ```
    public func cancel() {
        completionHandler?(.cancel)
    }
}
