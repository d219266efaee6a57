// Eureka's form-building operators. `<<<` binds tighter than `+++`, so
// `form +++ Section("A") <<< a <<< b +++ Section("B") <<< c` needs no parentheses.

precedencegroup FormPrecedence {
    associativity: left
    higherThan: LogicalConjunctionPrecedence
}

precedencegroup SectionPrecedence {
    associativity: left
    higherThan: FormPrecedence
}

infix operator +++ : FormPrecedence
infix operator <<< : SectionPrecedence

/// Appends a section to a form.
///
/// ```swift
/// form +++ Section("First") +++ Section("Second")
/// ```
@discardableResult
public func +++ (left: Form, right: Section) -> Form {
    left.append(right)
    return left
}

/// Appends a row to a form, in a new section of its own.
///
/// ```swift
/// form +++ TextRow() +++ TextRow()   // two sections
/// ```
@discardableResult
public func +++ (left: Form, right: BaseRow) -> Form {
    left +++ Section([right])
}

/// Makes a form of two sections.
///
/// ```swift
/// let form = Section("A") +++ Section("B")
/// ```
@discardableResult
public func +++ (left: Section, right: Section) -> Form {
    Form() +++ left +++ right
}

/// Makes a form of a section and a row in a section of its own.
///
/// ```swift
/// let form = Section("A") +++ TextRow()
/// ```
@discardableResult
public func +++ (left: Section, right: BaseRow) -> Form {
    left +++ Section([right])
}

/// Makes a form of a row (in a section of its own) followed by a section.
///
/// ```swift
/// let form = TextRow() +++ Section("B")
/// ```
@discardableResult
public func +++ (left: BaseRow, right: Section) -> Form {
    Section([left]) +++ right
}

/// Makes a form of two one-row sections.
///
/// ```swift
/// let form = TextRow() +++ DateRow()
/// ```
@discardableResult
public func +++ (left: BaseRow, right: BaseRow) -> Form {
    Section([left]) +++ Section([right])
}

/// Moves every section of `right` (hidden ones too) to the end of `left`.
///
/// ```swift
/// mainForm +++ extraForm
/// ```
@discardableResult
public func +++ (left: Form, right: Form) -> Form {
    guard left !== right else { return left }
    let sections = right.allSections
    right.removeAllSections()
    left.append(contentsOf: sections)
    return left
}

/// A new form with the sections of `left` then those of `right`. Sections and rows are live
/// objects that belong to one form at a time, so both operands are left empty.
///
/// ```swift
/// let combined = personalForm + addressForm
/// ```
public func + (left: Form, right: Form) -> Form {
    Form() +++ left +++ right
}

/// Appends a row to a section.
///
/// ```swift
/// Section("Contact") <<< NameRow() <<< PhoneRow()
/// ```
@discardableResult
public func <<< (left: Section, right: BaseRow) -> Section {
    left.append(right)
    return left
}

/// Makes a section of two rows.
///
/// ```swift
/// form +++ TextRow() <<< DateRow()
/// ```
@discardableResult
public func <<< (left: BaseRow, right: BaseRow) -> Section {
    Section([left, right])
}

/// Appends rows to a section.
///
/// ```swift
/// section += [TextRow(), DateRow()]
/// ```
public func += <C: Collection>(lhs: inout Section, rhs: C) where C.Element == BaseRow {
    lhs.append(contentsOf: rhs)
}

/// Appends sections to a form.
///
/// ```swift
/// form += [Section("A"), Section("B")]
/// ```
public func += <C: Collection>(lhs: inout Form, rhs: C) where C.Element == Section {
    lhs.append(contentsOf: rhs)
}
