/// Eureka's multivalued section: a `GenericMultivaluedSection` whose add button is a `ButtonRow`.
///
/// ```swift
/// form +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
///     $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
/// }
/// ```
public typealias MultivaluedSection = GenericMultivaluedSection<ButtonRow>
