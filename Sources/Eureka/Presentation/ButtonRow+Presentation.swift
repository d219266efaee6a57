extension ButtonRowOf {
    /// What selecting the button presents, if anything (Eureka's `ButtonRow.presentationMode`).
    ///
    /// ```swift
    /// ButtonRow { $0.title = "Settings" ; $0.presentationMode = .show(controllerProvider: .callback { SettingsController() }, onDismiss: nil) }
    /// ```
    public var presentationMode: PresentationMode<ViewController>? {
        get { presentationStorage as? PresentationMode<ViewController> }
        set {
            presentationStorage = newValue
            presentOnSelection = newValue == nil ? nil : { row in row.presentConfiguredController() }
        }
    }

    /// Presents the configured controller through the form's controller (not when disabled or
    /// when no controller shows the form).
    private func presentConfiguredController() {
        guard !isDisabled, let mode = presentationMode, let presenter = form?.selectionHost as? FormViewController,
            let controller = mode.makeController()
        else { return }
        mode.present(controller, row: self, presentingController: presenter)
    }
}
