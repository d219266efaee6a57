extension Section {
    /// What a renderer shows around the section's rows: header and footer lines and how the
    /// rows relate (independent, options of a choice, or an editable list).
    ///
    /// ```swift
    /// section.describe().header   // ["ACCOUNT"] for Section("Account") — renderers choose the case
    /// ```
    public func describe() -> SectionDescription {
        var kind = SectionDescription.Kind.plain
        if let selectable = self as? any SelectableSectionType {
            switch selectable.selectionType {
            case .multipleSelection: kind = .selectable(allowsMultipleSelection: true, allowsDeselection: true)
            case .singleSelection(let deselection): kind = .selectable(allowsMultipleSelection: false, allowsDeselection: deselection)
            }
        } else if let multivalued = self as? any MultivaluedSectionType {
            kind = .multivalued(multivalued.multivaluedOptions, canInsert: multivalued.canInsertRow)
        }
        return SectionDescription(
            tag: tag,
            header: header?.contentLines(for: self) ?? [],
            footer: footer?.contentLines(for: self) ?? [],
            kind: kind
        )
    }
}
