/// What a text field holds, so renderers can offer autofill (UIKit's `textContentType`; on the
/// web the `autocomplete` attribute).
///
/// ```swift
/// EmailRow().cellSetup { cell, _ in cell.textField.textContentType = .emailAddress }
/// ```
public enum TextContentType: String, Hashable, Sendable, CaseIterable {
    /// A person's full name.
    case name
    /// A given name.
    case givenName
    /// A family name.
    case familyName
    /// An email address.
    case emailAddress
    /// A telephone number.
    case telephoneNumber
    /// A URL.
    case URL
    /// An account name.
    case username
    /// An existing password.
    case password
    /// A password being chosen.
    case newPassword
    /// A one-time code.
    case oneTimeCode
    /// A postal code.
    case postalCode
    /// An organisation.
    case organizationName
    /// A street address line.
    case streetAddressLine1
    /// A city.
    case addressCity
    /// A country.
    case countryName
}
