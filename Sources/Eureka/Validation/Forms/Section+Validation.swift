// Validating one section: its rows and the form validators scoped to it.
extension Section {
    /// Validates the section's rows and runs the form validators given this section (see
    /// `FormValidator(section:)`); options as in `Form.validate(…)`.
    ///
    /// ```swift
    /// let errors = form.sectionBy(tag: "address")?.validate() ?? []
    /// ```
    @discardableResult
    public func validate(includeHidden: Bool = false, includeDisabled: Bool = true, quietly: Bool = false) -> [ValidationError] {
        validationResult(includeHidden: includeHidden, includeDisabled: includeDisabled, quietly: quietly).errors
    }

    /// Validates like `validate(…)` and returns the errors with the rows they belong to.
    ///
    /// ```swift
    /// section.validationResult().invalidRows
    /// ```
    public func validationResult(includeHidden: Bool = false, includeDisabled: Bool = true, quietly: Bool = false) -> FormValidationResult {
        let scope = ValidationScope(includeHidden: includeHidden, includeDisabled: includeDisabled)
        // Outside a form there are no validators; a throwaway form runs the rows alone.
        let form = self.form ?? Form()
        let scoped = form.validators.filter { $0.section === self }
        return form.runValidation(rows: allRows, validators: scoped, scope: scope, quietly: quietly)
    }
}
