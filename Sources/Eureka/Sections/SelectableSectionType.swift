/// What renderers and descriptions need from a selectable section, whatever its row type.
///
/// ```swift
/// if let section = row.section as? any SelectableSectionType, case .multipleSelection = section.selectionType { … }
/// ```
public protocol SelectableSectionType: Section {
    /// Single or multiple selection.
    var selectionType: SelectionType { get }
}

extension SelectableSection: SelectableSectionType {}
