// The toggle actions every Bool row with an on/off control answers the same way (`CheckRow`,
// `SwitchRow`): one place for what `.toggle` and `.setOn` mean.
extension RowOf where T == Bool {
    /// Performs `.toggle` (nil counts as off) or `.setOn`; answers false for any other action,
    /// which the caller hands to `super`.
    ///
    /// ```swift
    /// if try !performToggleAction(action) { try super.perform(action) }
    /// ```
    func performToggleAction(_ action: RowAction) throws(RowActionError) -> Bool {
        switch action {
        case .toggle:
            guard !isDisabled else { throw .disabled(self) }
            value = !(value ?? false)
        case .setOn(let on):
            guard !isDisabled else { throw .disabled(self) }
            value = on
        default:
            return false
        }
        return true
    }
}
