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

extension Section {
    /// Adds a cross-field validator scoped to this section: it runs with `form.validate()` and
    /// `section.validate()` while the section is shown, and its errors can name a row to show on.
    /// A section not yet in a form keeps it until it joins one.
    ///
    /// ```swift
    /// section.add(validator: FormValidator(watching: ["start", "end"]) { form in
    ///     let start: RowOf<Date>? = form.rowBy(tag: "start"), end: RowOf<Date>? = form.rowBy(tag: "end")
    ///     guard let from = start?.value, let to = end?.value, to < from else { return [] }
    ///     return [ValidationError(msg: "Ends before it starts", rowTag: "end")]
    /// })
    /// ```
    @discardableResult
    public func add(validator: FormValidator) -> FormValidator {
        validator.section = self
        if !sectionValidators.contains(where: { $0 === validator }) { sectionValidators.append(validator) }
        form?.add(validator: validator)
        return validator
    }

    /// Removes a validator added with `add(validator:)`.
    public func remove(validator: FormValidator) {
        sectionValidators.removeAll { $0 === validator }
        form?.remove(validator: validator)
    }
}
